import type { RoleSummary } from '../../lib/jobs';
import styles from './JobCard.module.css';

/**
 * One open role in the list: its title as the link, the summary, then domain,
 * type, workplace and place, pay. The filters (JobBoard) read the card's
 * `data-domain`, `data-type` and `data-workplace`.
 */
export default function JobCard({ role }: { role: RoleSummary }) {
  return (
    <li className={styles.card} data-domain={role.domain} data-type={role.type} data-workplace={role.workplace}>
      <h3 className={styles.title}>
        <a href={role.href}>{role.title}</a>
      </h3>
      <ul className={styles.facts}>
        <li>{role.domainName}</li>
        <li>{role.typeLabel}</li>
        <li>{role.where}</li>
        {role.pay && <li>{role.pay}</li>}
      </ul>
      <p className={styles.summary}>{role.summary}</p>
    </li>
  );
}
