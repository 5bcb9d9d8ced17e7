import type { ServiceIconName } from '../../../content/schema';
import type { Crumb } from '../../../lib/site/routes';
import Breadcrumb from '../Breadcrumb/Breadcrumb';
import ServiceIcon from '../../services/ServiceIcon/ServiceIcon';
import styles from './PageHeader.module.css';

interface Props {
  /** The page's one h1. */
  title: string;
  /** A short paragraph under the title. */
  lead?: string | undefined;
  /** The breadcrumb trail, Home to this page; omit for no breadcrumb. */
  trail?: readonly Crumb[] | undefined;
  /** A service page's decorative icon, beside the title. */
  icon?: ServiceIconName | undefined;
}

/** The band at the top of every page but home: breadcrumb, h1 and lead. */
export default function PageHeader({ title, lead, trail, icon }: Props) {
  return (
    <div className={styles.band}>
      <div className={styles.inner}>
        {trail && <Breadcrumb trail={trail} />}
        {icon ? (
          <div className={styles.titled}>
            <span className={styles.icon}>
              <ServiceIcon name={icon} size={32} />
            </span>
            <h1 className={styles.title}>{title}</h1>
          </div>
        ) : (
          <h1 className={styles.title}>{title}</h1>
        )}
        {lead && <p className={styles.lead}>{lead}</p>}
      </div>
    </div>
  );
}
