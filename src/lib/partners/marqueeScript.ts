/**
 * PartnerMarquee's speed and its Pause/Play button (WCAG 2.2.2). The
 * animation itself is CSS; this sets its duration from data-duration and
 * toggles the paused state and the button's label.
 */
document.querySelectorAll<HTMLElement>('[data-marquee]').forEach((root) => {
  const track = root.querySelector<HTMLElement>('[data-marquee-track]');
  if (track?.dataset['duration']) track.style.setProperty('--marquee-duration', track.dataset['duration']);
  const button = root.querySelector<HTMLButtonElement>('[data-marquee-toggle]');
  const label = root.querySelector<HTMLElement>('[data-marquee-label]');
  if (!button || !label) return;
  button.addEventListener('click', () => {
    const paused = root.toggleAttribute('data-paused');
    button.setAttribute('aria-pressed', String(paused));
    label.textContent = paused ? 'Play' : 'Pause';
  });
});
