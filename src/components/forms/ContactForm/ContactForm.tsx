import { useEffect, useMemo, useState } from 'react';
import { contactForm, contactFormAbout } from '../../../lib/forms/contactForm';
import type { Fields, FormDefinition } from '../../../lib/forms/engine';
import { COURSE_PARAM, courseFrom, topicFrom } from '../../../lib/forms/contactTopic';
import type { SeatChoice } from '../../../lib/training/content';
import Form, { type FormProps } from '../Form/Form';

type Choices = Readonly<Record<string, SeatChoice>>;

interface Props extends Omit<FormProps<typeof contactForm.fields>, 'definition' | 'hidden' | 'instance' | 'preset'> {
  /** Every topic a link may name in ?topic=… (the base topics and the service routes); anything else is ignored. */
  topics: readonly string[];
  /** The file of every course (and its sessions that take requests) a link may name in ?course=…&session=…, by course id. */
  choicesUrl: string;
}

const isChoice = (c: unknown): c is SeatChoice =>
  typeof c === 'object' &&
  c !== null &&
  typeof (c as SeatChoice).title === 'string' &&
  typeof (c as SeatChoice).sessions === 'object' &&
  (c as SeatChoice).sessions !== null;

/** The courses a link may name, fetched only when the address names one; none when they cannot be had or read. */
async function seatChoices(url: string): Promise<Choices> {
  try {
    const response = await fetch(url);
    const found: unknown = response.ok ? await response.json() : {};
    return typeof found === 'object' && found !== null
      ? Object.fromEntries(Object.entries(found).filter((e): e is [string, SeatChoice] => isChoice(e[1])))
      : {};
  } catch {
    return {};
  }
}

/**
 * The contact form island: the form engine's form with the contact
 * definition (src/lib/forms/contactForm.ts). After hydration it reads ?topic=,
 * ?course= and ?session= from the address and, when each value is on the
 * lists the site was built with (a session only of its own course; the
 * courses come from `choicesUrl`, so the page does not carry them),
 * preselects it (a course and a session become fields of their own). The
 * values are only ever compared and used as option values; what the form
 * shows for them are the labels from the build, never the address. Without
 * the courses' file the form still opens on the topic.
 */
export default function ContactForm({ topics, choicesUrl, words, ...props }: Props) {
  const [chosen, setChosen] = useState<{ topic: string | null; course: string | null; session: string | null }>({
    topic: null,
    course: null,
    session: null,
  });
  const [courses, setCourses] = useState<Choices>({});
  useEffect(() => {
    const { search } = window.location;
    const topic = topicFrom(search, topics);
    setChosen({ topic, course: null, session: null });
    if (!new URLSearchParams(search).has(COURSE_PARAM)) return;
    let current = true;
    void seatChoices(choicesUrl).then((found) => {
      if (!current) return;
      const allowed = Object.fromEntries(Object.entries(found).map(([id, c]) => [id, Object.keys(c.sessions)]));
      setCourses(found);
      setChosen({ topic, ...courseFrom(search, allowed) });
    });
    return () => {
      current = false;
    };
  }, [topics, choicesUrl]);
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
