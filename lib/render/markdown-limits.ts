// What a markdown render may cost (render-markdown-for-page.ts). marked's cost is not linear in
// its input: 64 KiB of "_a" took 2.5 s, a 1,000-level staircase list 8 s, 3,000 nested ">" a
// RangeError. So the text is capped in length and nesting before it is parsed, rendering runs in a
// worker thread with a time budget, and whatever does not fit is shown as plain text with a note.

/** Characters of markdown rendered; the rest is cut at a line end, with a note (the Files tab and raw view have it all). */
export const MARKDOWN_RENDER_MAX_CHARS = 128 * 1024;

/** Nested lists and block quotes beyond this are shown as plain text (real documents stay under 10). */
export const MARKDOWN_MAX_NESTING = 32;

/** Rendered HTML beyond this is replaced by the plain text (a page, not a download). */
export const MARKDOWN_MAX_HTML_CHARS = 2 * 1024 * 1024;

/** Cold renders of texts longer than this (markdown, code tables, version diffs) draw on the
 * visitor's "expensive" rate limit (charge-render.ts). */
export const MARKDOWN_RATE_LIMITED_CHARS = 32 * 1024;

/** Lines of a file the Files tab's code table shows at once (a window of a longer file, around the
 * line asked for, lib/render/line-window.ts). Each row costs ~250 bytes of page (HTML and RSC
 * payload) however short the line: 500 KB of newlines once made a 132 MB page and held the event
 * loop 4–5 s per view. */
export const CODE_TABLE_MAX_LINES = 5000;

/** Bytes of a file the Files tab shows at once (a window's lines, each counted at most
 * CODE_LINE_MAX_BYTES); any file, of any length, is shown a window at a time. */
export const CODE_VIEW_MAX_BYTES = 512 * 1024;

/** A line longer than this is shown cut, saying how many bytes are left out (the raw file has them):
 * a minified megabyte on one line would otherwise leave no room for the lines around a finding. */
export const CODE_LINE_MAX_BYTES = 64 * 1024;
