import { defineForm } from './engine';

/** The contact form (/contact). Its words: src/content/forms/contact.yml. */
export const contactForm = defineForm('contact', {
  name: { kind: 'text', required: true, autoComplete: 'name' },
  email: { kind: 'email', required: true, autoComplete: 'email' },
  phone: { kind: 'tel', required: true, autoComplete: 'tel' },
  message: { kind: 'textarea', required: true },
});
