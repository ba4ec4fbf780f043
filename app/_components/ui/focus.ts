// One visible focus ring for every interactive primitive (keyboard users must always see where they are).
export const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-400";

/** Inline text links: brand colour, underlined on hover, with the focus ring. */
export const textLink = `rounded-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300 ${focusRing}`;
