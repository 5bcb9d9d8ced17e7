import styles from './SkipLink.module.css';

/** The first focusable element of every page: jumps past the navigation. */
export default function SkipLink() {
  return (
    <a className={styles.skip} href="#main">
      Skip to main content
    </a>
  );
}
