import type { ArticleItem } from '../../../lib/insights/content';
import CardGrid from '../../ui/CardGrid/CardGrid';
import styles from './ArticleList.module.css';

interface Props {
  articles: readonly ArticleItem[];
  /** The level of each article's heading: 2 where the list is the page's content, 3 inside a section. */
  level?: 2 | 3;
}

/** A list of articles, each a card whose heading is the link: date, reading time, title, summary, byline. */
export default function ArticleList({ articles, level = 3 }: Props) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    // Search finds each article on its own page, not through the lists that echo it.
    <CardGrid min="wide" data-pagefind-ignore="">
      {articles.map((a) => (
        <article key={a.href} className={styles.card}>
          <Heading className={styles.title}>
            <a href={a.href} className={styles.link}>
              {a.title}
            </a>
          </Heading>
          <p className={styles.meta}>
            <time dateTime={a.date.iso}>{a.date.label}</time>
            <span aria-hidden="true"> · </span>
            <span className="visually-hidden">, </span>
            {a.readingTime}
          </p>
          <p className={styles.summary}>{a.summary}</p>
          <p className={styles.byline}>{a.byline}</p>
        </article>
      ))}
    </CardGrid>
  );
}
