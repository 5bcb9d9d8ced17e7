/**
 * Progressive enhancement for CapabilitiesCarousel: Previous/Next buttons
 * scroll the snap row one slide at a time (wrapping around) and a polite live
 * region names the current slide. Without this script the row still scrolls.
 */
function enhance(root: HTMLElement): void {
  const track = root.querySelector<HTMLElement>('[tabindex]');
  const slides = [...root.querySelectorAll<HTMLElement>('[data-carousel-slide]')];
  const status = root.querySelector<HTMLElement>('[data-carousel-status]');
  if (!track || slides.length === 0) return;
  let index = 0;

  // Where a slide starts in the row's scroll coordinates.
  const start = (i: number): number => (slides[i]?.offsetLeft ?? 0) - (slides[0]?.offsetLeft ?? 0);
  const atEnd = (): boolean => track.scrollLeft >= track.scrollWidth - track.clientWidth - 2;

  /** The slide nearest the row's start edge. */
  const nearest = (): number => {
    const distances = slides.map((_, i) => Math.abs(start(i) - track.scrollLeft));
    return distances.indexOf(Math.min(...distances));
  };

  const announce = (): void => {
    if (status) status.textContent = `${index + 1} of ${slides.length}: ${slides[index]?.dataset['name'] ?? ''}`;
  };

  const show = (i: number): void => {
    index = (i + slides.length) % slides.length;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    track.scrollTo({ left: start(index), behavior: reduce ? 'instant' : 'smooth' });
    announce();
  };

  root.querySelector('[data-carousel-prev]')?.addEventListener('click', () => show(index - 1));
  root.querySelector('[data-carousel-next]')?.addEventListener('click', () => show(index + 1));
  // Follow scrolling by touch, wheel or arrow keys. At the end of the row the
  // last slides cannot reach the start edge, so a later index there stands.
  track.addEventListener('scrollend', () => {
    const near = nearest();
    if (!(atEnd() && index > near)) index = near;
    announce();
  });
}

document.querySelectorAll<HTMLElement>('[data-carousel]').forEach(enhance);
