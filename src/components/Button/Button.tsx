import type { ButtonHTMLAttributes } from 'react';
import styles from './Button.module.css';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** solid: the main action; outline: a secondary control; round: an icon-only control. */
  variant?: 'solid' | 'outline' | 'round';
}

/** The one button style. Every other attribute (popoverTarget, data-*, aria-*) passes through. */
export default function Button({ variant = 'solid', type = 'button', className, ...rest }: Props) {
  return (
    <button type={type} className={[styles.button, styles[variant], className].filter(Boolean).join(' ')} {...rest} />
  );
}
