import { CircleAlert } from 'lucide-react';
import LinkList, { type ListLink } from '../../ui/LinkList/LinkList';
import styles from './ClosedRole.module.css';

interface Props {
  /** "This role is no longer open…" */
  notice: string;
  /** "Open roles in {domain}", filled in. */
  heading: string;
  /** The open roles of the same domain, newest first. */
  others: readonly ListLink[];
  /** Said when there are none. */
  none: string;
  /** The list filtered to the domain, e.g. "/careers?domain=robotics". */
  more: { label: string; href: string };
}

/** On a closed role's page: that it is closed, and the open roles of its domain. */
export default function ClosedRole({ notice, heading, others, none, more }: Props) {
  return (
    <aside className={styles.closed} aria-labelledby="closed-heading">
      <p className={styles.notice}>
        <CircleAlert aria-hidden="true" focusable="false" size={22} />
        <strong>{notice}</strong>
      </p>
      <h2 id="closed-heading" className={styles.heading}>
        {heading}
      </h2>
      {others.length > 0 ? <LinkList links={others} className={styles.list} /> : <p>{none}</p>}
      <p className={styles.more}>
        <a href={more.href}>{more.label}</a>
      </p>
    </aside>
  );
}
