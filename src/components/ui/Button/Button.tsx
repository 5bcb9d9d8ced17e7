import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
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

interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** The link's words. */
  children: ReactNode;
  /** solid and outline as a button's; inverse: the main action on a brand fill. */
  variant?: 'solid' | 'outline' | 'inverse';
}

/** A link that leads somewhere but reads as an action (e.g. "Send us a message"): the button style on an <a>. */
export function ButtonLink({ variant = 'solid', className, children, ...rest }: LinkProps) {
  return (
    <a className={[styles.button, styles.link, styles[variant], className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </a>
  );
}
