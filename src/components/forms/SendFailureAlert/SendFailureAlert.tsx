import { fill } from '../../../lib/utils/fill';
import { type Fields, type FormDefinition, type Values } from '../../../lib/forms/engine';
import type { FormWords } from '../../../lib/forms/words';
import { formMailto } from '../../../lib/forms/mailto';
import Button from '../../ui/Button/Button';
import styles from './SendFailureAlert.module.css';

interface Props<F extends Fields> {
  title: string;
  body: string;
  words: Pick<FormWords, 'retry' | 'mailtoLink' | 'subject'>;
  /** The company's address. */
  email: string;
  /** What the visitor entered, carried by the mailto: link with the form's labels. */
  definition: FormDefinition<F>;
  values: Values<F>;
  labels: Readonly<Record<string, string>>;
  onRetry: () => void;
}

/**
 * What went wrong with a send, and two ways forward: retry, or write
 * directly with the message already in the e-mail. Part of the form island,
 * loaded only when a send fails.
 */
export default function SendFailureAlert<F extends Fields>(props: Props<F>) {
  const { title, body, words, email, definition, values, labels, onRetry } = props;
  return (
    <div role="alert" className={styles.alert}>
      <p className={styles.title}>{title}</p>
      <p>{body}</p>
      <div className={styles.actions}>
        <Button onClick={onRetry}>{words.retry}</Button>
        <a href={formMailto(email, words.subject, definition, values, labels)} className={styles.mail}>
          {fill(words.mailtoLink, { email })}
        </a>
      </div>
    </div>
  );
}
