import { useEffect, useMemo, useState } from 'react';
import { contactForm, contactFormAbout } from '../../lib/forms/contact';
import { topicFrom } from '../../lib/topics';
import Form, { type FormProps } from '../Form/Form';

interface Props extends Omit<FormProps<typeof contactForm.fields>, 'definition' | 'hidden' | 'instance' | 'preset'> {
  /** Every topic a link may name in ?topic=… (the base topics and the service routes); anything else is ignored. */
  topics: readonly string[];
}

/**
 * The contact form island: the form engine's form with the contact
 * definition (src/lib/forms/contact.ts). After hydration it reads ?topic=
 * from the address and, when the value is one of `topics`, preselects it
 * (adding a service to the choice when one is named). The value is only
 * ever compared and used as an option value; it is never shown as markup.
 */
export default function ContactForm({ topics, ...props }: Props) {
  const [topic, setTopic] = useState<string | null>(null);
  useEffect(() => setTopic(topicFrom(window.location.search, topics)), [topics]);
  const definition = useMemo(() => (topic ? contactFormAbout(topic) : contactForm), [topic]);
  const preset = useMemo(() => (topic ? { topic } : undefined), [topic]);
  return <Form definition={definition} preset={preset} {...props} />;
}
