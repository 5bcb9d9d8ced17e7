import type { Crumb } from '../../lib/routes';
import Breadcrumb from '../Breadcrumb/Breadcrumb';
import styles from './PageHeader.module.css';

interface Props {
  /** The page's one h1. */
  title: string;
  /** A short paragraph under the title. */
  lead?: string | undefined;
  /** The breadcrumb trail, Home to this page; omit for no breadcrumb. */
  trail?: readonly Crumb[] | undefined;
}

/** The band at the top of every page but home: breadcrumb, h1 and lead. */
export default function PageHeader({ title, lead, trail }: Props) {
  return (
    <div className={styles.band}>
      <div className={styles.inner}>
        {trail && <Breadcrumb trail={trail} />}
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
      </div>
    </div>
  );
}
