import type { AstroIntegration } from 'astro';
import { missingSettings, missingSettingsMessage, normalizeOrigin } from '../lib/forms/emailSettings';

/**
 * Stops a production build whose forms could not send: the EmailJS
 * variables must be set (see .env.example), unless the owner opted in to a
 * mailto-only form with PUBLIC_CONTACT_MAILTO_ONLY=true. astro:env
 * (astro.config.ts) checks each variable's type; this checks the rule that
 * spans them, and that the origin is an http(s) URL. `env` is the
 * environment astro.config.ts read once (process and .env files).
 */
export function contactSettings(env: Record<string, string | undefined>): AstroIntegration {
  return {
    name: 'contact-settings',
    hooks: {
      'astro:build:start': ({ logger }) => {
        const missing = missingSettings(env);
        if (env['PUBLIC_CONTACT_MAILTO_ONLY'] === 'true') {
          logger.warn(
            "Contact form: PUBLIC_CONTACT_MAILTO_ONLY=true, so the form opens the visitor's mail program instead of sending.",
          );
        } else if (missing.length > 0) {
          throw new Error(missingSettingsMessage(missing));
        } else {
          logger.info(`Contact form sends through EmailJS at ${normalizeOrigin(env['PUBLIC_EMAILJS_ORIGIN'])}.`);
        }
      },
    },
  };
}
