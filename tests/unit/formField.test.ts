/** The markup FormField gives each kind of field, as a screen reader and the no-JavaScript form get it. */
import { describe, it, expect } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { parse } from 'node-html-parser';
import FormField from '../../src/components/forms/FormField/FormField';
import { applicationForm } from '../../src/lib/forms/applicationForm';
import { defineForm, type ChoiceField, type FileField, type InputField } from '../../src/lib/forms/engine';
import type { FieldWords } from '../../src/lib/forms/words';

function render(spec: InputField | ChoiceField | FileField, words: FieldWords, error?: string, checked = false) {
  const html = renderToStaticMarkup(
    createElement(FormField, {
      ...{ id: 'f-x', name: 'x', spec, words, value: '', error, checked },
      onChange: () => undefined,
    }),
  );
  const root = parse(html);
  const control = root.querySelector('input, textarea, select');
  if (!control) throw new Error(`no control in ${html}`);
  const describedBy = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const description = describedBy.map((id) => root.getElementById(id)?.text).join(' ');
  return { root, control, description };
}

const application = applicationForm();
const topic = defineForm('t', { topic: { kind: 'choice', required: false, options: ['it', 'staffing'] } }).fields.topic;

describe('FormField', () => {
  it('labels a url field, with its hint read out and its input type and autocomplete', () => {
    const { root, control, description } = render(application.fields.profile, {
      label: 'Profile or CV link',
      hint: 'A public link, starting with https://',
    });
    expect(root.querySelector('label')?.getAttribute('for')).toBe('f-x');
    expect(root.querySelector('label')?.text).toBe('Profile or CV link');
    expect(control.getAttribute('type')).toBe('url');
    expect(control.getAttribute('autocomplete')).toBe('url');
    expect(control.hasAttribute('required')).toBe(true);
    expect(control.hasAttribute('aria-invalid')).toBe(false);
    expect(description).toBe('A public link, starting with https://');
  });

  it('ties the error to the field first, then the hint, and marks it invalid', () => {
    const { control, description } = render(
      application.fields.profile,
      { label: 'Profile', hint: 'Starting with https://' },
      'Enter a full web address, starting with https://',
    );
    expect(control.getAttribute('aria-invalid')).toBe('true');
    expect(description).toBe('Enter a full web address, starting with https:// Starting with https://');
  });

  it('renders a file field with the accepted types, optional, its hint filled in from the definition', () => {
    const { control, description } = render(application.fields.cv, {
      label: 'CV file (optional)',
      hint: '{types}, up to {max}.',
    });
    expect(control.getAttribute('type')).toBe('file');
    expect(control.getAttribute('accept')?.split(',')).toEqual([
      '.pdf',
      'application/pdf',
      '.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ]);
    expect(control.hasAttribute('required')).toBe(false);
    expect(control.hasAttribute('value')).toBe(false);
    expect(description).toBe('PDF or DOCX, up to 450 KB.');
  });

  it('renders a choice field as a labelled select with an empty first option and the option texts', () => {
    const { root, control, description } = render(
      topic,
      {
        label: 'What is it about?',
        placeholder: 'Choose a topic',
        options: { it: 'IT consulting', staffing: 'Staffing' },
      },
      'Choose one of the options for What is it about?',
    );
    expect(control.tagName).toBe('SELECT');
    expect(root.querySelectorAll('option').map((o) => [o.getAttribute('value'), o.text])).toEqual([
      ['', 'Choose a topic'],
      ['it', 'IT consulting'],
      ['staffing', 'Staffing'],
    ]);
    expect(control.getAttribute('aria-invalid')).toBe('true');
    expect(description).toBe('Choose one of the options for What is it about?');
  });

  it('renders a textarea without an input type', () => {
    const { control } = render(application.fields.note, { label: 'A short note (optional)' });
    expect(control.tagName).toBe('TEXTAREA');
    expect(control.hasAttribute('type')).toBe(false);
  });

  it.each(['name', 'email', 'phone', 'profile', 'note'] as const)(
    "gives the %s field its definition's maxlength until the form's own code checks it",
    (name) => {
      const spec = application.fields[name];
      expect(render(spec, { label: name }).control.getAttribute('maxlength')).toBe(String(spec.maxLength));
      // Hydrated: a paste is kept whole and the form's message says how much to shorten.
      expect(render(spec, { label: name }, undefined, true).control.hasAttribute('maxlength')).toBe(false);
    },
  );

  it('fills the limit into a text field’s hint', () => {
    const { description } = render(application.fields.note, { label: 'Note', hint: 'Up to {max} characters.' });
    expect(description).toBe(`Up to ${application.fields.note.maxLength.toLocaleString('en-US')} characters.`);
  });
});
