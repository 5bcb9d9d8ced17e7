/**
 * The e-mail way to apply: a `mailto:` link to the company's address whose
 * subject names the role (title and identifier). It works without
 * JavaScript, and the application form keeps it as its fallback. Pure.
 */
import type { CareersText } from '../../content/schema';
import { applySubject } from './jobs';
import { buildMailto } from '../forms/mailto';

/** The link for one role, or for a general application when no role is given. */
export function applyMailto(
  email: string,
  text: Pick<CareersText, 'applySubject' | 'generalSubject'>,
  role?: { title: string; id: string },
): string {
  return buildMailto(email, applySubject(text, role), '', []);
}
