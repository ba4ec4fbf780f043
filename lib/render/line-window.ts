// The lines of a file the Files tab shows: for any length and any line number, a window of at
// most `maxLines` lines and `maxBytes` bytes, grown around a focus line (a finding's, `?line=N`)
// or forward from a first line (`?from=N`), so every line of every file can be shown, highlighted,
// in a page of bounded size. Lines are counted as the code table counts them (split on "\n"; a
// trailing newline ends the last line rather than starting an empty one). Works on the bytes: the
// newlines are found with Buffer#indexOf (memchr), only the window is decoded, and a line longer
// than `maxLineBytes` is shown cut (at a UTF-8 character boundary) with the count of bytes left out.
// Two linear passes over the bytes, no copy of the file, memory in the window's size.

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

function countLines(buffer: Buffer): number {
  let newlines = 0;
  for (let at = buffer.indexOf(NEWLINE); at !== -1; at = buffer.indexOf(NEWLINE, at + 1)) newlines++;
  const endsWithNewline = buffer.length > 0 && buffer[buffer.length - 1] === NEWLINE;
  return endsWithNewline ? newlines : newlines + 1;
}

/** Start offsets of lines lo..hi+1 (the last entry is where line hi ends, past its "\n"). */
function lineStarts(buffer: Buffer, lo: number, hi: number): number[] {
  let line = 1;
  let start = 0;
  while (line < lo) {
    start = buffer.indexOf(NEWLINE, start) + 1;
    line++;
  }
  const starts = [start];
  for (; line <= hi; line++) {
    const end = buffer.indexOf(NEWLINE, start);
    start = end === -1 ? buffer.length + 1 : end + 1;
    starts.push(start);
  }
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
  const total = countLines(buffer);
  const pastEnd = options.focus !== undefined && options.focus > total;
  const focus = options.focus !== undefined && !pastEnd ? options.focus : null;
  // Past the end: the last lines, grown backwards from the last one (nothing marked).
  const anchor = pastEnd ? total : (focus ?? Math.min(Math.max(1, options.from ?? 1), total));
  const centred = pastEnd || focus !== null;
  const lo = centred ? Math.max(1, anchor - maxLines + 1) : anchor;
  const hi = Math.min(total, anchor + maxLines - 1);
  const starts = lineStarts(buffer, lo, hi);
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
