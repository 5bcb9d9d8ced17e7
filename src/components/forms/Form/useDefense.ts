import { useEffect, useRef } from 'react';
import { timeLeft, type Defense } from '../../../lib/forms/spamDefense';

type Widget = Awaited<ReturnType<typeof import('../../../lib/forms/recaptcha').recaptchaWidget>>;
const loadRecaptcha = () => import('../../../lib/forms/recaptcha');

/** The stamp client:oninteract leaves on the island at the first use of a form that was not live yet. */
const FIRST_USE_ATTRIBUTE = 'data-first-use';

/**
 * The form's defenses besides the trap field (src/lib/forms/spamDefense.ts): the
 * time of its first use, for the minimum time to submit, and reCAPTCHA,
 * whose script is fetched at that first use and whose token is fetched
 * afresh for every send and spent after it, so a retry gets a new one.
 */
export function useDefense(defense: Defense | undefined, form: React.RefObject<HTMLFormElement | null>) {
  const firstUse = useRef<number | null>(null);
  const slot = useRef<HTMLDivElement>(null);
  const widget = useRef<Promise<Widget> | null>(null);
  const siteKey = defense?.recaptchaSiteKey ?? null;

  const startWidget = () => {
    if (!siteKey || !slot.current) return null;
    const el = slot.current;
    widget.current ??= loadRecaptcha().then(({ recaptchaWidget }) => recaptchaWidget(siteKey, el));
    // A failed load is retried at the next send.
    widget.current.catch(() => (widget.current = null));
    return widget.current;
  };

  /** The first focus, key or input in the form. */
  const markUse = () => {
    firstUse.current ??= performance.now();
    void startWidget()?.catch(() => undefined);
  };

  useEffect(() => {
    // Used before it was live (client:oninteract): that use is the first.
    const stamp = form.current?.closest('astro-island')?.getAttribute(FIRST_USE_ATTRIBUTE);
    if (!stamp) return;
    markUse();
    firstUse.current = Math.min(firstUse.current ?? Infinity, Number(stamp));
  }, []); // once, on hydration

  return {
    slot,
    markUse,
    /** How long a send now must be held to keep the minimum time from the first use (0: send at once). */
    waitFor: () => {
      markUse(); // never used before (a script's submit): the clock starts now
      return timeLeft(firstUse.current, performance.now(), defense?.minFillMs ?? 0);
    },
    /** Puts a fresh token into the form, when reCAPTCHA is on; rejects when it cannot be had. */
    addToken: async (target: HTMLFormElement) => {
      const pending = startWidget();
      if (!pending || !slot.current) return;
      const [{ putToken }, live] = await Promise.all([loadRecaptcha(), pending]);
      putToken(target, slot.current, await live.token());
    },
    /** After each send, delivered or not: the token is spent. */
    spendToken: () => void widget.current?.then((w) => w.reset()).catch(() => undefined),
  };
}
