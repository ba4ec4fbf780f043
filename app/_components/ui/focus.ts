// One visible focus ring for every interactive primitive (keyboard users must always see where they are).
export const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400";
