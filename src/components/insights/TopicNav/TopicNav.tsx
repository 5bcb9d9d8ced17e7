import ChipList from '../../ui/ChipList/ChipList';
import styles from './TopicNav.module.css';

interface Props {
  /** The navigation's name, e.g. "Topics". */
  label: string;
  /** "All articles" first, then each topic in use; each a static page, so the filter needs no JavaScript. */
  links: readonly { label: string; href: string }[];
  /** The page this is: its link is marked current. */
  current: string;
}

/** The topic filter of /insights: one chip per topic page, the current one marked. */
export default function TopicNav({ label, links, current }: Props) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ChipList links={links} current={current} />
    </nav>
  );
}
