/** A link in a list: where it goes and what it says. */
export interface ListLink {
  href: string;
  label: string;
}

interface Props {
  links: readonly ListLink[];
  /** The list's class, from the component that places it. */
  className?: string | undefined;
  /** Each link's class, from the component that places it. */
  linkClassName?: string | undefined;
}

/** A plain list of links (site map columns, "On this page", ways out of the 404 page); the caller styles it. */
export default function LinkList({ links, className, linkClassName }: Props) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} className={linkClassName}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
