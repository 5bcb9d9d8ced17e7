/**
 * The hero's decorative picture (two dashboard cards and a trend line), drawn
 * inline so it paints with the HTML: no second request for the largest
 * element of the home page. Hidden from assistive technology.
 */
export default function HeroArt({ className }: { className?: string | undefined }) {
  return (
    <svg className={className} viewBox="0 0 480 360" width={480} height={360} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-art-fill" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0f6e8c" />
          <stop offset="1" stopColor="#0b3d5c" />
        </linearGradient>
      </defs>
      <rect x="40" y="40" width="400" height="280" rx="24" fill="url(#hero-art-fill)" opacity=".18" />
      <rect x="72" y="72" width="196" height="124" rx="14" fill="#fff" />
      <rect x="92" y="96" width="100" height="10" rx="5" fill="#0b3d5c" />
      <rect x="92" y="118" width="150" height="8" rx="4" fill="#9fb3c2" />
      <rect x="92" y="136" width="130" height="8" rx="4" fill="#9fb3c2" />
      <rect x="92" y="162" width="64" height="18" rx="9" fill="#0f6e8c" />
      <rect x="292" y="72" width="116" height="124" rx="14" fill="#fff" />
      <circle cx="350" cy="116" r="22" fill="#0f6e8c" />
      <rect x="318" y="150" width="64" height="8" rx="4" fill="#0b3d5c" />
      <rect x="326" y="166" width="48" height="8" rx="4" fill="#9fb3c2" />
      <rect x="72" y="220" width="336" height="68" rx="14" fill="#fff" />
      <path
        d="M96 270l40-24 36 14 44-30 40 20 44-18 40 12 44-10"
        fill="none"
        stroke="#0f6e8c"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="216" cy="230" r="7" fill="#c2410c" />
    </svg>
  );
}
