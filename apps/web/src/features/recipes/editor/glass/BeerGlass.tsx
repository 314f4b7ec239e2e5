// The beer glass graphic of the recipe screen (SPEC §2.7, §9): an SVG pint filled with the colour of
// the recipe's EBC, under a head of foam.
import { ebcToColour } from '@wortsmith/core';

/** Props of the glass drawing. */
export interface BeerGlassProps {
  ebc: number;
  className?: string;
}

/** A pint glass whose beer takes the colour of `ebc`. */
export function BeerGlass({ ebc, className }: BeerGlassProps) {
  const colour = ebcToColour(ebc);
  return (
    <svg
      className={className}
      viewBox="0 0 100 140"
      aria-hidden="true"
      focusable="false"
      data-colour={colour}
    >
      <path
        d="M18 30 L82 30 L74 132 Q73 136 69 136 L31 136 Q27 136 26 132 Z"
        fill={colour}
        data-part="beer"
      />
      <path
        d="M16 30 Q14 16 28 16 Q34 6 46 12 Q56 4 66 12 Q80 8 84 20 Q88 28 84 30 Z"
        fill="#fffaf0"
        stroke="rgba(0,0,0,0.15)"
        strokeWidth="1"
      />
      <path d="M30 40 L35 122" stroke="rgba(255,255,255,0.35)" strokeWidth="4" strokeLinecap="round" />
      <path
        d="M14 14 L86 14 L75 133 Q74 138 69 138 L31 138 Q26 138 25 133 Z"
        fill="none"
        stroke="rgba(40,40,40,0.55)"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}
