import { Fragment, type ReactNode } from 'react';
import type { AccessibilityText, Site } from '../../../content/schema';
import { fillParts } from '../../../lib/utils/fill';
import Prose from '../../ui/Prose/Prose';
import styles from './AccessibilityStatement.module.css';

interface Props {
  /** The statement's words (src/content/data/accessibility.yml). */
  text: AccessibilityText;
  /** The day the site was built: "YYYY-MM-DD" for the <time> element, and as the page prints it. */
  checked: { iso: string; label: string };
  /** The company's e-mail and phone (src/content/data/site.yml). */
  email: Site['email'];
  phone: Site['phone'];
}

/** A sentence with elements in place of its {placeholders}. */
function filled(template: string, values: Record<string, ReactNode>): ReactNode {
  return fillParts(template, values).map((part, i) => <Fragment key={i}>{part}</Fragment>);
}

/** A list of terms, each with what it means: the checks by criterion, the known problems by part. */
function Terms({ items }: { items: readonly { term: string; detail: ReactNode }[] }) {
  return (
    <dl className={styles.list}>
      {items.map((item) => (
        <div key={item.term} className={styles.item}>
          <dt>{item.term}</dt>
          <dd>{item.detail}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The accessibility statement after its target (the page's Markdown): when
 * the site was last checked, the checks criterion by criterion, what is known
 * not to meet the target with the way round each, and whom to tell about a barrier.
 */
export default function AccessibilityStatement({ text, checked, email, phone }: Props) {
  const { checks, limits, contact } = text;
  return (
    <div className={styles.statement}>
      <Prose>
        <h2>{text.checked.heading}</h2>
        <p>{filled(text.checked.line, { date: <time dateTime={checked.iso}>{checked.label}</time> })}</p>

        <h2>{checks.heading}</h2>
        <p>{checks.intro}</p>
        <Terms items={checks.items.map((item) => ({ term: item.criteria, detail: item.how }))} />

        <h2>{limits.heading}</h2>
        <p>{limits.intro}</p>
        <Terms
          items={limits.items.map((item) => ({
            term: item.part,
            detail: (
              <>
                <p>{item.problem}</p>
                <p>
                  <strong>{limits.workaround}</strong> {item.workaround}
                </p>
              </>
            ),
          }))}
        />

        <h2>{contact.heading}</h2>
        <p>
          {filled(contact.line, {
            email: <a href={`mailto:${email}`}>{email}</a>,
            phone: <a href={`tel:${phone.dial}`}>{phone.display}</a>,
          })}
        </p>
        <p>{contact.reply}</p>
        <p>{contact.formats}</p>
      </Prose>
    </div>
  );
}
