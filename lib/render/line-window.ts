// The lines of a file the Files tab shows: for any length and any line number, a window of at
// most `maxLines` lines and `maxBytes` bytes, grown around a focus line (a finding's, `?line=N`)
// or forward from a first line (`?from=N`), so every line of every file can be shown, highlighted,
// in a page of bounded size. Lines are counted as the code table counts them (split on "\n"; a
// trailing newline ends the last line rather than starting an empty one). Works on the bytes: two
// plain loops over them (a byte at a time: ~10 ms for 10 MiB however dense the newlines, where
// Buffer#indexOf per newline took 80–180 ms on 10 MiB of them), no copy of the file, memory in the
// window's size; only the window is decoded, and a line longer than `maxLineBytes` is shown cut (at
// a UTF-8 character boundary) with the count of bytes left out.

export type LineWindowLimits = { maxLines: number; maxBytes: number; maxLineBytes: number };

export type LineWindow = {
  /** The window's lines joined, each ended by "\n" (the code table's input). */
  text: string;
  first: number;
  last: number;
  /** Lines in the whole file. */
  total: number;
  /** The line asked for, when it is in the file (it is then inside the window). */
  focus: number | null;
  /** The line asked for is past the end of the file: the window shows the file's last lines. */
  pastEnd: boolean;
  /** Lines shown cut: line number → bytes of it not shown. */
  cut: Record<number, number>;
};

const NEWLINE = 0x0a;

function countLines(bytes: Uint8Array): number {
  let newlines = 0;
  for (let at = 0; at < bytes.length; at++) if (bytes[at] === NEWLINE) newlines++;
  const endsWithNewline = bytes.length > 0 && bytes[bytes.length - 1] === NEWLINE;
  return endsWithNewline ? newlines : newlines + 1;
}

/** Start offsets of lines lo..hi+1 (the last entry is where line hi ends, past its "\n"). */
function lineStarts(bytes: Uint8Array, lo: number, hi: number): number[] {
  const starts: number[] = [];
  let line = 1;
  if (lo === 1) starts.push(0);
  for (let at = 0; at < bytes.length && line <= hi; at++) {
    if (bytes[at] !== NEWLINE) continue;
    line++;
    if (line >= lo) starts.push(at + 1);
  }
  // The last line has no "\n": it ends at the end of the bytes.
  if (starts.length < hi - lo + 2) starts.push(bytes.length + 1);
  return starts;
}

/** Backs `end` off a UTF-8 continuation byte so a cut never splits a character. */
function characterBoundary(buffer: Buffer, start: number, end: number): number {
  let at = end;
  while (at > start && (buffer[at]! & 0xc0) === 0x80) at--;
  return at;
}

export function lineWindow(bytes: Uint8Array, options: { focus?: number; from?: number; limits: LineWindowLimits }): LineWindow {
  const { maxLines, maxBytes, maxLineBytes } = options.limits;
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The byte loops read a plain Uint8Array view: indexing a Buffer (a subclass) in them was ~5× slower.
  const view = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const total = countLines(view);
  const pastEnd = options.focus !== undefined && options.focus > total;
  const focus = options.focus !== undefined && !pastEnd ? options.focus : null;
  // Past the end: the last lines, grown backwards from the last one (nothing marked).
  const anchor = pastEnd ? total : (focus ?? Math.min(Math.max(1, options.from ?? 1), total));
  const centred = pastEnd || focus !== null;
  const lo = centred ? Math.max(1, anchor - maxLines + 1) : anchor;
  const hi = Math.min(total, anchor + maxLines - 1);
  const starts = lineStarts(view, lo, hi);
  const length = (line: number) => Math.max(0, starts[line - lo + 1]! - 1 - starts[line - lo]!);
  const cost = (line: number) => Math.min(length(line), maxLineBytes) + 1;

  let first = anchor;
  let last = anchor;
  let used = cost(anchor);
  let up = centred;
  let down = true;
  // Alternately one line below and one above (only below when reading forward), while each fits whole.
  while ((up || down) && last - first + 1 < maxLines) {
    if (down) {
      if (last < hi && used + cost(last + 1) <= maxBytes) used += cost(++last);
      else down = false;
    }
    if (up && last - first + 1 < maxLines) {
      if (first > lo && used + cost(first - 1) <= maxBytes) used += cost(--first);
      else up = false;
    }
  }

  const cut: Record<number, number> = {};
  const parts: string[] = [];
  const decoder = new TextDecoder();
  for (let line = first; line <= last; line++) {
    const start = starts[line - lo]!;
    const full = length(line);
    const end = full > maxLineBytes ? characterBoundary(buffer, start, start + maxLineBytes) : start + full;
    if (end < start + full) cut[line] = start + full - end;
    parts.push(decoder.decode(buffer.subarray(start, end)));
  }
  return { text: `${parts.join("\n")}\n`, first, last, total, focus, pastEnd, cut };
}
