/**
 * Progressive enhancement for CapabilitiesCarousel: Previous/Next buttons
 * scroll the snap row one slide at a time (wrapping around) and a polite live
 * region names the current slide. Without this script the row still scrolls.
 */
/** How long scroll events must stop before the row counts as settled where no scrollend comes. */
const SCROLL_QUIET_MS = 150;

function enhance(root: HTMLElement): void {
  const track = root.querySelector<HTMLElement>('[tabindex]');
  const slides = [...root.querySelectorAll<HTMLElement>('[data-carousel-slide]')];
  const status = root.querySelector<HTMLElement>('[data-carousel-status]');
  if (!track || slides.length === 0) return;
  let index = 0;
  // The slide the buttons last asked for: a settle read in the middle of its scroll (a busy
  // page runs its timers late) must not make a later slide at the end of the row an earlier one.
  let asked = 0;

  // Where a slide starts in the row's scroll coordinates.
  const start = (i: number): number => (slides[i]?.offsetLeft ?? 0) - (slides[0]?.offsetLeft ?? 0);
  const atEnd = (): boolean => track.scrollLeft >= track.scrollWidth - track.clientWidth - 2;

  /** The slide nearest the row's start edge. */
  const nearest = (): number => {
    const distances = slides.map((_, i) => Math.abs(start(i) - track.scrollLeft));
    return distances.indexOf(Math.min(...distances));
  };

  // Unchanged words are not written again: a live region may read them out again.
  const announce = (): void => {
    const words = `${index + 1} of ${slides.length}: ${slides[index]?.dataset['name'] ?? ''}`;
    if (status && status.textContent !== words) status.textContent = words;
  };

  const show = (i: number): void => {
    index = (i + slides.length) % slides.length;
    asked = index;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    track.scrollTo({ left: start(index), behavior: reduce ? 'instant' : 'smooth' });
    announce();
  };

  root.querySelector('[data-carousel-prev]')?.addEventListener('click', () => show(index - 1));
  root.querySelector('[data-carousel-next]')?.addEventListener('click', () => show(index + 1));
  // Follow scrolling by touch, wheel or arrow keys. At the end of the row the
  // last slides cannot reach the start edge, so a later index there stands.
  const settle = (): void => {
    const near = nearest();
    index = atEnd() && asked > near ? asked : near;
    announce();
  };
  track.addEventListener('scrollend', settle);
  // WebKit fires no scrollend: there the row has settled once scroll events stop coming.
  // Where both come, the second settles on the slide the first did and announces nothing.
  let quiet: number | undefined;
  track.addEventListener(
    'scroll',
    () => {
      window.clearTimeout(quiet);
      quiet = window.setTimeout(settle, SCROLL_QUIET_MS);
    },
    { passive: true },
  );
}

document.querySelectorAll<HTMLElement>('[data-carousel]').forEach(enhance);
