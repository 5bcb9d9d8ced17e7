import type { RoleSummary } from '../../lib/jobs';
import JobCard from '../JobCard/JobCard';
import styles from './JobList.module.css';

/**
 * The open roles as a list of cards, newest first: static HTML, the whole
 * list without JavaScript. JobBoard narrows it in place by each card's
 * data attributes.
 */
export default function JobList({ roles }: { roles: readonly RoleSummary[] }) {
  return (
    <ul className={styles.list}>
      {roles.map((role) => (
        <JobCard key={role.slug} role={role} />
      ))}
    </ul>
  );
}
