/**
 * Decorative hero artwork drawn inline (no image requests): an opportunity card with a rising
 * chart, a chat card and a wallet chip over a soft eight-pointed-star pattern.
 */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 480 420"
      className={className}
      aria-hidden
      focusable="false"
      xmlns="http://www.w3.org/2000/svg"
    >
      <defs>
        <pattern id="hero-stars" width="48" height="48" patternUnits="userSpaceOnUse">
          <g transform="translate(24 24)" className="fill-brand-200/60">
            <rect x="-7" y="-7" width="14" height="14" />
            <rect x="-7" y="-7" width="14" height="14" transform="rotate(45)" />
          </g>
        </pattern>
        <filter id="hero-shadow" x="-20%" y="-20%" width="140%" height="150%">
          <feDropShadow dx="0" dy="10" stdDeviation="12" floodColor="#0a3f36" floodOpacity="0.14" />
        </filter>
      </defs>

      {/* Backdrop */}
      <rect x="30" y="20" width="420" height="380" rx="48" className="fill-brand-100" />
      <rect x="30" y="20" width="420" height="380" rx="48" fill="url(#hero-stars)" />
      <circle cx="410" cy="70" r="46" className="fill-accent-100" />

      {/* Opportunity card */}
      <g filter="url(#hero-shadow)">
        <rect x="62" y="64" width="284" height="224" rx="20" className="fill-surface" />
      </g>
      <rect x="86" y="88" width="40" height="40" rx="12" className="fill-brand-700" />
      <path
        d="M96 118 L104 106 L110 113 L116 100"
        className="stroke-white"
        strokeWidth="3.5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="138" y="92" width="120" height="11" rx="5.5" className="fill-ink/80" />
      <rect x="138" y="112" width="84" height="9" rx="4.5" className="fill-line" />
      <rect x="270" y="90" width="54" height="22" rx="11" className="fill-accent-100" />
      <rect x="281" y="98" width="32" height="6" rx="3" className="fill-accent-500" />

      {/* Bars and trend */}
      <g className="fill-brand-200">
        <rect x="96" y="214" width="30" height="50" rx="6" />
        <rect x="144" y="196" width="30" height="68" rx="6" />
        <rect x="192" y="202" width="30" height="62" rx="6" />
      </g>
      <g className="fill-brand-500">
        <rect x="240" y="174" width="30" height="90" rx="6" />
        <rect x="288" y="150" width="30" height="114" rx="6" />
      </g>
      <path
        d="M111 196 L159 176 L207 182 L255 152 L303 128"
        className="stroke-accent-500"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <g className="fill-surface stroke-accent-500" strokeWidth="3.5">
        <circle cx="111" cy="196" r="5" />
        <circle cx="207" cy="182" r="5" />
        <circle cx="303" cy="128" r="6" />
      </g>
      <rect x="86" y="270" width="240" height="2" className="fill-line" />

      {/* Chat card */}
      <g filter="url(#hero-shadow)">
        <rect x="250" y="246" width="188" height="128" rx="20" className="fill-surface" />
      </g>
      <rect x="268" y="266" width="120" height="30" rx="15" className="fill-canvas" />
      <rect x="282" y="278" width="80" height="7" rx="3.5" className="fill-muted/50" />
      <rect x="300" y="306" width="120" height="30" rx="15" className="fill-brand-700" />
      <rect x="314" y="318" width="88" height="7" rx="3.5" className="fill-white/80" />
      <circle cx="280" cy="354" r="4" className="fill-brand-500" />
      <circle cx="294" cy="354" r="4" className="fill-brand-200" />
      <circle cx="308" cy="354" r="4" className="fill-brand-200" />

      {/* Wallet chip */}
      <g filter="url(#hero-shadow)">
        <rect x="48" y="318" width="170" height="58" rx="29" className="fill-surface" />
      </g>
      <circle cx="78" cy="347" r="17" className="fill-accent-500" />
      <circle cx="78" cy="347" r="9" fill="none" className="stroke-white" strokeWidth="3" />
      <rect x="106" y="336" width="86" height="9" rx="4.5" className="fill-ink/80" />
      <rect x="106" y="353" width="56" height="7" rx="3.5" className="fill-success/60" />

      {/* Check badge */}
      <g filter="url(#hero-shadow)">
        <circle cx="372" cy="196" r="30" className="fill-surface" />
      </g>
      <circle cx="372" cy="196" r="20" className="fill-success" />
      <path
        d="M362 196 L369 203 L382 189"
        className="stroke-white"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
