import type { ServedImage } from '../../../lib/site/images';
import Picture from '../../ui/Picture/Picture';
import styles from './Avatar.module.css';

interface Props {
  /** The person's initials, shown without a photo (src/lib/people/names.ts: initials). */
  initials: string;
  /** Their photo, square (src/lib/site/images.ts); decorative, as their name is always beside it. */
  photo?: ServedImage | undefined;
  size?: 'small' | 'large';
  /** At the top of their own page: fetched at once rather than when scrolled near (never the largest paint). */
  eager?: boolean;
}

/** The widths the circle is drawn at (Avatar.module.css), for the browser's choice of file. */
const SIZES = { small: '3.5rem', large: '6rem' } as const;

/** A person's photo or, without one, their initials in a circle; hidden from screen readers, which read the name beside it. */
export default function Avatar({ initials, photo, size = 'small', eager = false }: Props) {
  const className = `${styles.avatar} ${size === 'large' ? styles.large : ''}`;
  if (photo)
    return <Picture image={photo} alt="" sizes={SIZES[size]} className={className} load={eager ? 'eager' : 'lazy'} />;
  return (
    <span className={className} aria-hidden="true">
      {initials}
    </span>
  );
}
