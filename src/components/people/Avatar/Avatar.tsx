import styles from './Avatar.module.css';

interface Props {
  /** The person's initials, shown without a photo (src/lib/insights/articles.ts: initials). */
  initials: string;
  /** Their photo on this site; decorative, as their name is always beside it. */
  photo?: string | undefined;
  size?: 'small' | 'large';
}

/** A person's photo or, without one, their initials in a circle; hidden from screen readers, which read the name beside it. */
export default function Avatar({ initials, photo, size = 'small' }: Props) {
  const className = `${styles.avatar} ${size === 'large' ? styles.large : ''}`;
  if (photo) return <img src={photo} alt="" className={className} width={96} height={96} loading="lazy" />;
  return (
    <span className={className} aria-hidden="true">
      {initials}
    </span>
  );
}
