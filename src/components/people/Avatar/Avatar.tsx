import type { ServedImage } from '../../../lib/site/images';
import Picture from '../../ui/Picture/Picture';
import styles from './Avatar.module.css';

interface Props {
  /** The person's initials, shown without a photo (src/lib/people/names.ts: initials). */
  initials: string;
  /** Their photo, square (src/lib/site/images.ts); decorative, as their name is always beside it. */
  photo?: ServedImage | undefined;
  size?: 'small' | 'large';
}

/** The widths the circle is drawn at (Avatar.module.css), for the browser's choice of file. */
const SIZES = { small: '3.5rem', large: '6rem' } as const;

/**
 * A person's photo or, without one, their initials in a circle; hidden from screen readers, which read the name
 * beside it. The photo loads lazily even at the top of their page: the browser still fetches it once laid out,
 * and fetched at once it held back the page's largest paint, its text, by about 230 ms in Lighthouse's simulation.
 */
export default function Avatar({ initials, photo, size = 'small' }: Props) {
  const className = `${styles.avatar} ${size === 'large' ? styles.large : ''}`;
  if (photo) return <Picture image={photo} alt="" sizes={SIZES[size]} className={className} load="lazy" />;
  return (
    <span className={className} aria-hidden="true">
      {initials}
    </span>
  );
}
