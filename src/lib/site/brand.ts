/** The company mark: the letter "A" on a rounded square, in a 32×32 box (the logo, the share images). */
export const MARK_VIEWBOX = '0 0 32 32';
export const MARK_LETTER = 'M8 23 15 9h2l7 14h-3.4l-1.6-3.4h-6L11.4 23Zm6.2-6.2h3.6L16 12.9Z';
export const MARK_RADIUS = 7;
