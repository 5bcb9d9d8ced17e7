import type { AstroIntegration } from 'astro';
import { loadEnv } from 'vite';
import { missingSettingsMessage, readEmailSettings } from '../lib/emailSettings';

/**
 * Stops a production build whose contact form could not send: the EmailJS
 * variables must be set (see .env.example), unless the owner opted in to a
 * mailto-only form with PUBLIC_CONTACT_MAILTO_ONLY=true.
 */
export function contactSettings(): AstroIntegration {
  return {
    name: 'contact-settings',
    hooks: {
      'astro:build:start': ({ logger }) => {
        const env = loadEnv('production', process.cwd(), 'PUBLIC_');
        const { settings, missing, mailtoOnly } = readEmailSettings(env);
        if (settings) {
          logger.info(`Contact form sends through EmailJS at ${settings.origin}.`);
        } else if (mailtoOnly) {
          logger.warn(
            "Contact form: PUBLIC_CONTACT_MAILTO_ONLY=true, so the form opens the visitor's mail program instead of sending.",
          );
        } else {
          throw new Error(missingSettingsMessage(missing));
        }
      },
    },
  };
}
