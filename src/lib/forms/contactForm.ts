import { topicOptions } from './contactTopic';
import { defineForm, type ChoiceField } from './engine';
import { contactDetails, MAX_LENGTH } from './sharedFields';

/**
 * The topics whose labels are words in src/content/forms/contact.yml; the
 * programs' labels are their names and a service's its title (the contact
 * page fills them in from the content).
 */
export const WORDED_TOPICS = ['careers', 'other'] as const;

const choice = (value: string): ChoiceField => ({ kind: 'choice', required: false, options: [value] });

/**
 * The fields, with the values the topic choice offers; a course (and one of
 * its sessions) only when the form was opened about one, each a choice of
 * that one value, sent as its own field.
 */
const fields = (topics: [string, ...string[]], about: { course?: string; session?: string } = {}) =>
  ({
    ...contactDetails,
    topic: { kind: 'choice', required: false, options: topics },
    ...(about.course ? { course: choice(about.course) } : {}),
    ...(about.session ? { session: choice(about.session) } : {}),
    message: { kind: 'textarea', required: true, maxLength: MAX_LENGTH.message },
  }) as const;

/** The contact form (/contact). Its words: src/content/forms/contact.yml. */
export const contactForm = defineForm('contact', fields(topicOptions(null)));

/**
 * The contact form opened about a topic (?topic=… from a page's contact
 * button) and perhaps a course and one of its sessions (?course=…&session=…
 * from a course page): the same form, with a named service added to the
 * topic choice and the course and session as fields of their own.
 */
export function contactFormAbout(
  topic: string | null,
  about: { course?: string | null; session?: string | null } = {},
): typeof contactForm {
  const course = about.course ?? undefined;
  const session = course ? (about.session ?? undefined) : undefined;
  return defineForm(
    'contact',
    fields(topicOptions(topic), { ...(course ? { course } : {}), ...(session ? { session } : {}) }),
  );
}

/** Every field the contact form can have, for its words in the editor: a course and a session stand in. */
export const contactFormAll = contactFormAbout(null, { course: 'course', session: 'session' });
