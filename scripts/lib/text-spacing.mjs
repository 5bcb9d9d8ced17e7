/**
 * WCAG 1.4.12's text spacing, forced on a page: line height 1.5, letter spacing
 * 0.12 em, word spacing 0.16 em and 2 em after each paragraph, set through the
 * CSSOM on each element with `!important`, as a visitor's style sheet would.
 * The site's Content-Security-Policy refuses an added <style>, and a test must
 * not turn the policy off. Shared by the browser tests and the screenshots.
 * @param {import('@playwright/test').Page} page
 */
export async function applyTextSpacing(page) {
  await page.evaluate(() => {
    for (const el of document.querySelectorAll('body, body *')) {
      if (!(el instanceof HTMLElement || el instanceof SVGElement)) continue;
      el.style.setProperty('line-height', '1.5', 'important');
      el.style.setProperty('letter-spacing', '0.12em', 'important');
      el.style.setProperty('word-spacing', '0.16em', 'important');
      if (el.tagName === 'P') el.style.setProperty('margin-bottom', '2em', 'important');
    }
  });
}
