import { defineForm, type FileType } from './engine';
import { contactDetails, MAX_LENGTH } from './sharedFields';

/**
 * What a CV may be: the one list the file input's `accept`, the validation,
 * its message and the field's hint are made from. Not the old Word format
 * (.doc), which can carry macros; a DOCX with macros would be a .docm.
 */
export const CV_TYPES: readonly FileType[] = [
  { extension: '.pdf', mime: 'application/pdf' },
  { extension: '.docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
];

/**
 * The largest CV file the form sends unless PUBLIC_APPLY_MAX_FILE_KB says
 * otherwise (astro.config.ts). EmailJS caps attachments by plan: 50 KB on
 * the free plan, 500 KB on the Personal plan (EmailJS discussion #202,
 * github.com/orgs/emailjs-com/discussions/202), more on larger plans. The
 * default stays below the Personal plan's cap; an owner on a larger plan
 * raises the setting, one on the free plan lowers it to 50.
 */
export const CV_MAX_BYTES = 450_000;

/**
 * The job application form, one per open role and one general (the careers
 * pages build them). `roleTitle` and `roleId` are hidden: the page fills
 * them in from the content and they are sent with the application. The profile link may be
 * left empty when a CV file is attached. Words: src/content/forms/application.yml.
 */
export function applicationForm(maxCvBytes = CV_MAX_BYTES) {
  return defineForm('application', {
    ...contactDetails,
    profile: { kind: 'url', required: true, requiredUnless: 'cv', autoComplete: 'url', maxLength: MAX_LENGTH.url },
    cv: { kind: 'file', required: false, accept: CV_TYPES, maxBytes: maxCvBytes },
    note: { kind: 'textarea', required: false, maxLength: MAX_LENGTH.note },
    roleTitle: { kind: 'hidden', required: true },
    roleId: { kind: 'hidden', required: true },
  });
}
