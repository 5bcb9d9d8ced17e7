import styles from './SkipLink.module.css';

/** The first focusable element of every page: jumps past the navigation. */
export default function SkipLink({ target = 'main' }: { target?: string }) {
  return (
    <a className={styles.skip} href={`#${target}`}>
      Skip to main content
    </a>
  );
}
