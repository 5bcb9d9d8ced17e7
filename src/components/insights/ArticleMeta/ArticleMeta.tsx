import ChipList from '../../ui/ChipList/ChipList';
import styles from './ArticleMeta.module.css';

interface Props {
  /** e.g. "By". */
  by: string;
  authors: readonly { name: string; href: string }[];
  published: { label: string; iso: string; text: string };
  /** Only when the article was updated. */
  updated?: { label: string; iso: string; text: string } | undefined;
  /** e.g. "6 min read". */
  readingTime: string;
  /** The article's topics, each linking to its page. */
  tags: readonly { name: string; href: string }[];
  /** The name of the topics' list, e.g. "Topics". */
  tagsLabel: string;
}

/** Under an article's heading: its authors, dates, reading time and topics. */
export default function ArticleMeta({ by, authors, published, updated, readingTime, tags, tagsLabel }: Props) {
  return (
    <div className={styles.meta}>
      <p className={styles.byline}>
        {by}{' '}
        {authors.map((a, i) => (
          <span key={a.href}>
            {i > 0 && ' and '}
            <a href={a.href}>{a.name}</a>
          </span>
        ))}
      </p>
      <dl className={styles.facts}>
        {[published, updated].map(
          (d) =>
            d && (
              <div key={d.label}>
                <dt>{d.label}</dt>
                <dd>
                  <time dateTime={d.iso}>{d.text}</time>
                </dd>
              </div>
            ),
        )}
      </dl>
      <p className={styles.reading}>{readingTime}</p>
      <ChipList links={tags.map((t) => ({ href: t.href, label: t.name }))} label={tagsLabel} small />
    </div>
  );
}
