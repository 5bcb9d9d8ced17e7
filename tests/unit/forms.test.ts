import { fill, fillParts } from '../../src/lib/utils/fill';
import { describe, it, expect } from 'vitest';
import {
  defineForm,
  draftFields,
  fileFields,
  emptyValues,
  fieldNames,
  fileTypesText,
  labelsOf,
  limitsText,
  messageFor,
  messagesOf,
  sizeText,
  type Values,
} from '../../src/lib/forms/engine';
import { applicationForm, CV_MAX_BYTES, CV_TYPES } from '../../src/lib/forms/applicationForm';
import { contactForm, contactFormAll } from '../../src/lib/forms/contactForm';
import { formSchema, isWebAddress, validate } from '../../src/lib/forms/validate';
import { wordsFor } from '../../src/lib/forms/words';
import { fixtureWords, readWords } from '../support/forms';

const application = applicationForm();
type ApplicationValues = Values<typeof application.fields>;
const labels = labelsOf(fixtureWords('application'));
const said = messagesOf(fixtureWords('application'));

const pdf = (size = 1000, name = 'Ada Lovelace CV.pdf', type = 'application/pdf') =>
  new File([new Uint8Array(size)], name, { type });

const valid: ApplicationValues = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+1 555 010 0142',
  profile: 'https://www.linkedin.com/in/ada-lovelace',
  cv: null,
  note: '',
  roleTitle: 'Data Engineer',
  roleId: 'data-engineer-2025',
};

describe('the engine', () => {
  it('derives the field order, the empty values, the drafted fields and the file fields from a definition', () => {
    expect(fieldNames(application)).toEqual(['name', 'email', 'phone', 'profile', 'cv', 'note', 'roleTitle', 'roleId']);
    expect(emptyValues(contactForm)).toEqual({ name: '', email: '', phone: '', topic: '', message: '' });
    expect(emptyValues(application).cv).toBeNull();
    expect(draftFields(application)).toEqual(['name', 'email', 'phone', 'profile', 'note']);
    expect(fileFields(application)).toEqual(['cv']);
    expect(fileFields(contactForm)).toEqual([]);
  });

  it('fills placeholders and leaves unknown ones as written', () => {
    expect(fill('Email your message to {email}', { email: 'a@b.co' })).toBe('Email your message to a@b.co');
    expect(fill('{label} is {what}', { label: 'Name' })).toBe('Name is {what}');
  });

  it.each([
    ['Checked on {date}.', { date: 1 }, ['Checked on ', 1, '.']],
    ['Email {email} or call {phone}', { email: 1, phone: 2 }, ['Email ', 1, ' or call ', 2]],
    ['{date}', { date: 1 }, [1]],
    ['{label} is {what}', { label: 1 }, [1, ' is ', '{what}']],
    ['No placeholder', {}, ['No placeholder']],
  ])('cuts "%s" at its placeholders, the values in between', (template, values, parts) => {
    expect(fillParts(template, values)).toEqual(parts);
  });

  it('names file types and sizes in words', () => {
    expect(fileTypesText(CV_TYPES)).toBe('PDF or DOCX');
    expect(fileTypesText([...CV_TYPES, { extension: '.odt', mime: '' }])).toBe('PDF, DOCX, or ODT');
    expect(sizeText(2_000_000)).toBe('2 MB');
    expect(sizeText(2_500_000)).toBe('2.5 MB');
    expect(sizeText(300_000)).toBe('300 KB');
    expect(limitsText(application.fields.cv)).toEqual({ types: 'PDF or DOCX', max: '450 KB' });
    expect(limitsText(application.fields.name)).toEqual({ max: '100' });
    expect(limitsText(application.fields.roleId)).toEqual({});
  });

  it('uses the default messages unless the definition gives its own', () => {
    const form = defineForm('t', {
      a: { kind: 'text', required: true, maxLength: 10 },
      b: { kind: 'text', required: true, maxLength: 10, messages: { required: 'Tell us your {label}, please' } },
    });
    expect(messageFor(form.fields.a, 'required', 'Company')).toBe('Company is required');
    expect(messageFor(form.fields.b, 'required', 'Company')).toBe('Tell us your Company, please');
    expect(validate(form, { a: '', b: ' ' }, { a: 'A', b: 'B' })).toEqual({
      a: 'A is required',
      b: 'Tell us your B, please',
    });
  });

  it('validates a choice field against its options; an optional one may stay unchosen', () => {
    const form = defineForm('t', {
      topic: { kind: 'choice', required: false, options: ['it', 'staffing'] },
      level: { kind: 'choice', required: true, options: ['a', 'b'] },
    });
    const said = { topic: 'What is it about?', level: 'Level' };
    expect(validate(form, { topic: '', level: 'a' }, said)).toEqual({});
    expect(validate(form, { topic: 'staffing', level: 'b' }, said)).toEqual({});
    expect(validate(form, { topic: 'cooking', level: '' }, said)).toEqual({
      topic: 'Choose one of the options for What is it about?',
      level: 'Level is required',
    });
  });

  it('gives a zod schema usable on its own (e.g. at build time)', () => {
    const schema = formSchema(contactForm, labelsOf(fixtureWords('contact')));
    expect(schema.safeParse({ name: 'A', email: 'a@b.co', phone: '1', topic: '', message: 'hi' }).success).toBe(true);
    expect(schema.safeParse({ name: 'A', email: 'a@b.co', phone: '1', topic: 'ld', message: 'hi' }).success).toBe(true);
    const result = schema.safeParse({ name: 'A', email: 'nope', phone: '1', topic: 'Cybersecurity', message: 'hi' });
    expect(result.success ? [] : result.error.issues.map((i) => [i.path, i.message])).toEqual([
      [['email'], 'Enter a valid email address'],
      [['topic'], 'Choose one of the options for What is it about?'],
    ]);
  });
});

describe('the application form', () => {
  const check = (values: Partial<ApplicationValues>, form = application) =>
    validate(form, { ...valid, ...values }, labels, said);

  it('accepts a complete application with or without a CV file', () => {
    expect(check({})).toEqual({});
    expect(check({ cv: pdf(), note: 'Available from June.' })).toEqual({});
    const docx = CV_TYPES.find((t) => t.extension === '.docx')?.mime ?? '';
    expect(check({ cv: pdf(1000, 'cv.DOCX', docx) })).toEqual({});
    expect(check({ cv: pdf(1000, 'cv.docx', '') })).toEqual({}); // some systems give no MIME type
  });

  it('requires name, email, phone, and a profile link unless a CV file is attached', () => {
    expect(check({ name: '', email: '', phone: ' ', profile: '' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      phone: 'Phone Number is required',
      profile: 'Add a link to your profile or CV, or attach a CV file',
    });
    expect(check({ profile: ' ', cv: pdf() })).toEqual({});
    expect(check({ profile: 'not a link', cv: pdf() })).toEqual({
      profile: 'Enter a full web address starting with https://, such as the link to your profile',
    });
  });

  it("uses the words' messages before the definition's and the defaults", () => {
    expect(validate(application, { ...valid, profile: '' }, labels)).toEqual({
      profile: 'Profile or CV link is required',
    });
    expect(messageFor(application.fields.cv, 'tooLarge', 'CV', { tooLarge: 'Over {max}' })).toBe('Over 450 KB');
  });

  it.each([
    'linkedin.com/in/ada',
    'www.example.com',
    'ftp://example.com/cv.pdf',
    'javascript:alert(1)',
    'https://localhost/cv',
    'not a link',
  ])('rejects the profile link %j', (profile) => {
    expect(check({ profile })).toEqual({
      profile: 'Enter a full web address starting with https://, such as the link to your profile',
    });
  });

  it.each(['https://example.com', 'http://portfolio.example.org/ada?tab=cv', ' https://www.linkedin.com/in/ada '])(
    'accepts the profile link %j',
    (profile) => {
      expect(isWebAddress(profile)).toBe(true);
      expect(check({ profile })).toEqual({});
    },
  );

  it.each([
    ['an image', pdf(1000, 'photo.png', 'image/png')],
    ['a PDF name with another type', pdf(1000, 'cv.pdf', 'text/html')],
    ['no extension', pdf(1000, 'cv', 'application/pdf')],
    ['an executable', pdf(1000, 'cv.pdf.exe', 'application/x-msdownload')],
    ['an old Word file (it can carry macros)', pdf(1000, 'cv.doc', 'application/msword')],
    ['an old Word file with no type given', pdf(1000, 'CV.DOC', '')],
    ['a Word file with macros', pdf(1000, 'cv.docm', 'application/vnd.ms-word.document.macroEnabled.12')],
    ['a DOCX name with the old type', pdf(1000, 'cv.docx', 'application/msword')],
  ])('refuses %s as the CV, naming the accepted types', (_label, cv) => {
    expect(check({ cv })).toEqual({ cv: 'This file type is not accepted. Choose a PDF or DOCX file' });
  });

  it('refuses a CV over the size limit, naming the limit; the limit is a parameter', () => {
    expect(check({ cv: pdf(CV_MAX_BYTES) })).toEqual({});
    expect(check({ cv: pdf(CV_MAX_BYTES + 1) })).toEqual({
      cv: 'This file is larger than 450 KB. Choose a smaller file, or add a link to your CV instead',
    });
    const small = applicationForm(50_000);
    expect(check({ cv: pdf(60_000) }, small)).toEqual({
      cv: 'This file is larger than 50 KB. Choose a smaller file, or add a link to your CV instead',
    });
    expect(check({ cv: pdf(40_000) }, small)).toEqual({});
  });

  it('requires the hidden role fields the page fills in', () => {
    expect(Object.keys(check({ roleTitle: '', roleId: '' }))).toEqual(['roleTitle', 'roleId']);
  });
});

/** The programs' names, which the contact page adds to the topic choice's labels. */
const programLabels = { topic: { it: 'IT', staffing: 'Staffing', ld: 'Learning' } };

describe('the words of each form', () => {
  it.each([
    ['contact', contactFormAll],
    ['application', application],
  ] as const)('%s.yml has a label for every field of the definition', (id, form) => {
    const words = readWords(id);
    expect(Object.keys(words.fields).sort()).toEqual(Object.keys(form.fields).sort());
    // A course and its session are labelled from the course files (the contact page passes them).
    const fromCourses = { course: { course: 'A course' }, session: { session: 'A session' } };
    expect(wordsFor(form, words, 'Aldermoor', { ...programLabels, ...fromCourses }).subject).not.toContain('{site}');
  });

  it('fills the company name into the subject', () => {
    expect(wordsFor(contactForm, fixtureWords('contact'), 'Aldermoor', programLabels).subject).toBe(
      'Inquiry from the Aldermoor website',
    );
  });

  it('takes option labels from other content, the words file winning, and still names a missing one', () => {
    const words = wordsFor(contactForm, fixtureWords('contact'), 'X', {
      topic: { ...programLabels.topic, other: 'Not this', Cybersecurity: 'Cybersecurity' },
    });
    expect(words.fields['topic']?.options).toMatchObject({ it: 'IT', careers: 'A job or my application' });
    expect(words.fields['topic']?.options?.['other']).toBe('Something else');
    expect(() => wordsFor(contactForm, fixtureWords('contact'), 'X')).toThrow(
      'src/content/forms/contact.yml: fields.topic.options.it is missing',
    );
  });

  it('stops the build naming the file and field when a label or an option text is missing', () => {
    const words = fixtureWords('contact');
    const fields = Object.fromEntries(Object.entries(words.fields).filter(([name]) => name !== 'phone'));
    expect(() => wordsFor(contactForm, { ...words, fields }, 'X')).toThrow(
      'src/content/forms/contact.yml: fields.phone.label is missing',
    );
    const form = defineForm('contact', { topic: { kind: 'choice', required: false, options: ['it'] } });
    expect(() => wordsFor(form, { ...words, fields: { topic: { label: 'Topic', options: {} } } }, 'X')).toThrow(
      'src/content/forms/contact.yml: fields.topic.options.it is missing',
    );
  });

  it('words every send failure, with no e-mail address (the alert adds the link)', () => {
    for (const id of ['contact', 'application']) {
      const { failures } = readWords(id);
      for (const { title, body } of Object.values(failures)) {
        expect(title.length).toBeGreaterThan(5);
        expect(body.length).toBeGreaterThan(30);
        expect(`${title} ${body}`).not.toMatch(/@/);
      }
    }
  });
});
