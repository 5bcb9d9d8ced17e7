import type { ReactNode } from 'react';
import Breadcrumb, { type Crumb } from '../Breadcrumb/Breadcrumb';
import styles from './PageHeader.module.css';

interface Props {
  /** The page's one h1. */
  title: string;
  /** A short paragraph under the title. */
  lead?: string | undefined;
  /** Breadcrumb steps between Home and this page; omit for no breadcrumb. */
  parents?: readonly Crumb[] | undefined;
  /** Extra content under the lead (e.g. the hero's call to action). */
  children?: ReactNode;
}

/** The band at the top of every page: breadcrumb, h1 and lead. */
export default function PageHeader({ title, lead, parents, children }: Props) {
  return (
    <div className={styles.band}>
      <div className={styles.inner}>
        {parents && <Breadcrumb parents={parents} current={title} />}
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
    </div>
  );
}
