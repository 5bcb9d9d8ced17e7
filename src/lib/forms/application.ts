import { defineForm, type FileType } from './engine';

/** What a CV may be. */
export const CV_TYPES: readonly FileType[] = [
  { extension: '.pdf', mime: 'application/pdf' },
  { extension: '.doc', mime: 'application/msword' },
  { extension: '.docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
];

/** The largest CV the form sends by default: EmailJS attachments are small. */
export const CV_MAX_BYTES = 2_000_000;

/**
 * The job application form, one per open role (the careers pages build it).
 * `roleTitle` and `roleId` are hidden: the page fills them in and they are
 * sent with the application. Words: src/content/forms/application.yml.
 */
export function applicationForm(maxCvBytes = CV_MAX_BYTES) {
  return defineForm('application', {
    name: { kind: 'text', required: true, autoComplete: 'name' },
    email: { kind: 'email', required: true, autoComplete: 'email' },
    phone: { kind: 'tel', required: true, autoComplete: 'tel' },
    profile: { kind: 'url', required: true, autoComplete: 'url' },
    cv: { kind: 'file', required: false, accept: CV_TYPES, maxBytes: maxCvBytes },
    note: { kind: 'textarea', required: false },
    roleTitle: { kind: 'hidden', required: true },
    roleId: { kind: 'hidden', required: true },
  });
}
