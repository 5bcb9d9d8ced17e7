import styles from './Logo.module.css';

/** The company mark and name, linking home. */
/** `name`: the company's short name. */
export default function Logo({ name }: { name: string }) {
  return (
    <a href="/" className={styles.logo}>
      <svg className={styles.mark} viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path d="M8 23 15 9h2l7 14h-3.4l-1.6-3.4h-6L11.4 23Zm6.2-6.2h3.6L16 12.9Z" className={styles.letter} />
      </svg>
      <span className={styles.name}>{name}</span>
      <span className="visually-hidden">, home page</span>
    </a>
  );
}
