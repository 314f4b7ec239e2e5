// Small inline SVG icons (decorative: the surrounding control carries the accessible name).
import type { SVGProps } from 'react';

function Svg(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    />
  );
}

/** "Details" eye icon. */
export function EyeIcon() {
  return (
    <Svg>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </Svg>
  );
}

/** "Edit" pencil icon. */
export function PencilIcon() {
  return (
    <Svg>
      <path d="M4 20h4L19 9l-4-4L4 16z" />
      <path d="M13.5 6.5l4 4" />
    </Svg>
  );
}

/** "Delete" bin icon. */
export function TrashIcon() {
  return (
    <Svg>
      <path d="M4 7h16" />
      <path d="M10 11v6M14 11v6" />
      <path d="M6 7l1 13h10l1-13" />
      <path d="M9 7V4h6v3" />
    </Svg>
  );
}

/** Plus icon. */
export function PlusIcon() {
  return (
    <Svg>
      <path d="M12 5v14M5 12h14" />
    </Svg>
  );
}

/** Magnifier icon. */
export function SearchIcon() {
  return (
    <Svg>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" />
    </Svg>
  );
}

/** Hamburger menu icon. */
export function MenuIcon() {
  return (
    <Svg>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </Svg>
  );
}

/** Close (x) icon. */
export function CloseIcon() {
  return (
    <Svg>
      <path d="M6 6l12 12M18 6L6 18" />
    </Svg>
  );
}

/** Chevron pointing down; rotate it with CSS for the closed state. */
export function ChevronIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Svg {...props}>
      <path d="M6 9l6 6 6-6" />
    </Svg>
  );
}

/** "Brew" kettle icon: a pot with steam. */
export function KettleIcon() {
  return (
    <Svg>
      <path d="M5 10h14v7a4 4 0 0 1-4 4H9a4 4 0 0 1-4-4z" />
      <path d="M3 10h18" />
      <path d="M9 3v3M12 2v4M15 3v3" />
    </Svg>
  );
}

/** "About this field" info icon: a circled i. */
export function InfoIcon() {
  return (
    <Svg width="16" height="16">
      <circle cx="12" cy="12" r="10" />
      <path d="M12 16v-5" />
      <path d="M12 8h.01" />
    </Svg>
  );
}

/** "Alerts" bell icon. */
export function BellIcon() {
  return (
    <Svg>
      <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4z" />
      <path d="M10 20a2 2 0 0 0 4 0" />
    </Svg>
  );
}
