/** The parts of the privacy notice that follow the build's settings (src/content/data/privacy.yml). */
import { z } from 'astro/zod';
import { text } from './common';

const part = z.object({
  heading: text.describe('The heading of this part of /privacy.'),
  paragraphs: z.array(text).min(1).describe('Its paragraphs, in order.'),
});

export const privacyTextSchema = z.object({
  analyticsOff: part.describe('Shown on /privacy when the site counts no visits (no PUBLIC_ANALYTICS_DOMAIN).'),
  analyticsOn: part.describe('Shown instead when visits are counted with Plausible (PUBLIC_ANALYTICS_DOMAIN set).'),
  recaptcha: part.describe('Shown only when the forms use Google reCAPTCHA (PUBLIC_RECAPTCHA_SITE_KEY set).'),
});

export type PrivacyText = z.infer<typeof privacyTextSchema>;
