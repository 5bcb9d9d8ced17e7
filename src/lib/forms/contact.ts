import { topicOptions } from '../topics';
import { defineForm } from './engine';

/**
 * The topics whose labels are words in src/content/forms/contact.yml; the
 * programs' labels are their names and a service's its title (the contact
 * page fills them in from the content).
 */
export const WORDED_TOPICS = ['careers', 'other'] as const;

/** The fields, with the values the topic choice offers. */
const fields = (topics: [string, ...string[]]) =>
  ({
    name: { kind: 'text', required: true, autoComplete: 'name' },
    email: { kind: 'email', required: true, autoComplete: 'email' },
    phone: { kind: 'tel', required: true, autoComplete: 'tel' },
    topic: { kind: 'choice', required: false, options: topics },
    message: { kind: 'textarea', required: true },
  }) as const;

/** The contact form (/contact). Its words: src/content/forms/contact.yml. */
export const contactForm = defineForm('contact', fields(topicOptions(null)));

/**
 * The contact form opened about a topic (?topic=… from a page's contact
 * button): the same form, with a named service added to the topic choice.
 */
export function contactFormAbout(topic: string | null): typeof contactForm {
  return defineForm('contact', fields(topicOptions(topic)));
}
