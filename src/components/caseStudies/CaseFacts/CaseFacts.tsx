import LinkList, { type ListLink } from '../../ui/LinkList/LinkList';
import styles from './CaseFacts.module.css';

interface Props {
  /** The labelled facts: client sector, size, program (a link) and the date the work ended. */
  facts: readonly { label: string; value: string | ListLink; dateTime?: string | undefined }[];
  /** The heading of the services list, e.g. "Services used". */
  servicesHeading: string;
  /** The service pages the work used; each shows this case study in turn. */
  services: readonly ListLink[];
}

/** A case study's key facts and the services it used, beside or above its text. */
export default function CaseFacts({ facts, servicesHeading, services }: Props) {
  return (
    <div className={styles.facts}>
      <dl className={styles.list}>
        {facts.map((f) => (
          <div key={f.label} className={styles.row}>
            <dt className={styles.term}>{f.label}</dt>
            <dd className={styles.value}>
              {typeof f.value !== 'string' ? (
                <a href={f.value.href}>{f.value.label}</a>
              ) : f.dateTime ? (
                <time dateTime={f.dateTime}>{f.value}</time>
              ) : (
                f.value
              )}
            </dd>
          </div>
        ))}
      </dl>
      <h2 className={styles.heading}>{servicesHeading}</h2>
      <LinkList links={services} className={styles.services} />
    </div>
  );
}
