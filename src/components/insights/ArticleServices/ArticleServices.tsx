import ChipList from '../../ui/ChipList/ChipList';
import type { ListLink } from '../../ui/LinkList/LinkList';
import styles from './ArticleServices.module.css';

interface Props {
  /** e.g. "Services in this article". */
  heading: string;
  /** The service pages the article explains; each lists the article in turn. */
  services: readonly ListLink[];
}

/** After an article's text: the services it explains, as chips linking to their pages. */
export default function ArticleServices({ heading, services }: Props) {
  return (
    <nav aria-labelledby="services-heading" className={styles.box}>
      <h2 id="services-heading" className={styles.heading}>
        {heading}
      </h2>
      <ChipList links={services} />
    </nav>
  );
}
