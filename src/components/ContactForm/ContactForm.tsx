import { contactForm } from '../../lib/forms/contact';
import Form, { type FormProps } from '../Form/Form';

type Props = Omit<FormProps<typeof contactForm.fields>, 'definition' | 'hidden' | 'instance'>;

/** The contact form island: the form engine's form with the contact definition (src/lib/forms/contact.ts). */
export default function ContactForm(props: Props) {
  return <Form definition={contactForm} {...props} />;
}
