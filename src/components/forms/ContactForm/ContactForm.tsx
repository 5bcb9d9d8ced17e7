import { useEffect, useMemo, useState } from 'react';
import { contactForm, contactFormAbout } from '../../../lib/forms/contactForm';
import type { Fields, FormDefinition } from '../../../lib/forms/engine';
import { courseFrom, topicFrom } from '../../../lib/forms/contactTopic';
import Form, { type FormProps } from '../Form/Form';

/** A course a link may name in ?course=…: its title and its sessions' labels, by session id. */
export interface CourseChoice {
  title: string;
  sessions: Readonly<Record<string, string>>;
}

interface Props extends Omit<FormProps<typeof contactForm.fields>, 'definition' | 'hidden' | 'instance' | 'preset'> {
  /** Every topic a link may name in ?topic=… (the base topics and the service routes); anything else is ignored. */
  topics: readonly string[];
  /** Every course (and its upcoming sessions) a link may name in ?course=…&session=…, by course id. */
  courses: Readonly<Record<string, CourseChoice>>;
}

/**
 * The contact form island: the form engine's form with the contact
 * definition (src/lib/forms/contactForm.ts). After hydration it reads ?topic=,
 * ?course= and ?session= from the address and, when each value is on the
 * lists the page was built with (a session only of its own course),
 * preselects it (a course and a session become fields of their own). The
 * values are only ever compared and used as option values; what the form
 * shows for them are the labels from the build, never the address.
 */
export default function ContactForm({ topics, courses, words, ...props }: Props) {
  const [chosen, setChosen] = useState<{ topic: string | null; course: string | null; session: string | null }>({
    topic: null,
    course: null,
    session: null,
  });
  useEffect(() => {
    const { search } = window.location;
    const allowed = Object.fromEntries(Object.entries(courses).map(([id, c]) => [id, Object.keys(c.sessions)]));
    setChosen({ topic: topicFrom(search, topics), ...courseFrom(search, allowed) });
  }, [topics, courses]);
  const { topic, course, session } = chosen;
  const definition = useMemo<FormDefinition<Fields>>(
    () => (topic || course ? contactFormAbout(topic, { course, session }) : contactForm),
    [topic, course, session],
  );
  const preset = useMemo(
    () =>
      topic || course
        ? { ...(topic ? { topic } : {}), ...(course ? { course } : {}), ...(session ? { session } : {}) }
        : undefined,
    [topic, course, session],
  );
  const withCourse = useMemo(() => {
    const about = course ? courses[course] : undefined;
    if (!about || !course) return words;
    const fields = { ...words.fields };
    const label = (name: string, options: Record<string, string>) => {
      const field = fields[name];
      if (field) fields[name] = { ...field, options };
    };
    label('course', { [course]: about.title });
    if (session) label('session', { [session]: about.sessions[session] ?? session });
    return { ...words, fields };
  }, [words, courses, course, session]);
  return <Form definition={definition} preset={preset} words={withCourse} {...props} />;
}
