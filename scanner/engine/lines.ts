// Splits a text file into Lines with their context: frontmatter, prose, fenced code, script, reference,
// asset; plus the flags that weigh a match (warning section, blockquote, comment, hidden HTML).
import type { FindingContext } from "../types";
import type { Line } from "../rules/types";
import { headingWarns, leadInWarns } from "./warnings";

const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})\s{0,8}([^`\s]{0,40})/;
const HIDDEN_OPEN =
  /<(div|span|p|section|details)\b[^>]{0,200}?(?:display\s{0,2}:\s{0,2}none|visibility\s{0,2}:\s{0,2}hidden|font-size\s{0,2}:\s{0,2}0(?:px|pt|em)?\b|opacity\s{0,2}:\s{0,2}0(?:\.0)?\b|\bhidden\b|height\s{0,2}:\s{0,2}0(?:px)?\b)/i;

function makeLine(file: string, n: number, text: string, lower: string, context: FindingContext, lang: string): Line {
  return { file, n, text, lower, context, lang, warned: false, quoted: false, comment: false, hidden: false, offset: 0 };
}

/** Walks a file's lines (no trailing CR) with their lowercase. The file is lowercased in one call and
 *  each line's lowercase is a slice of it (one string instead of one per line: the per-line calls and
 *  copies were a hot spot). Lowercasing only ever lengthens text (İ → i̇) and never reaches across a
 *  line break, so when the lengths agree the offsets do; otherwise each line is lowercased on its own. */
class LineReader {
  readonly raw: string[];
  private readonly lowerAll: string | undefined;
  private pos = 0;
  text = "";
  lower = "";

  constructor(source: string) {
    this.raw = source.split("\n");
    const lowerAll = source.toLowerCase();
    this.lowerAll = lowerAll.length === source.length ? lowerAll : undefined;
  }

  /** Reads line i (called for i = 0, 1, 2, … in order). */
  read(i: number): void {
    const r = this.raw[i] ?? "";
    const start = this.pos;
    this.pos += r.length + 1;
    const text = r.endsWith("\r") ? r.slice(0, -1) : r;
    const all = this.lowerAll;
    this.text = text;
    this.lower =
      all !== undefined && (this.pos - 1 === all.length || all.charCodeAt(this.pos - 1) === 10) ? all.slice(start, start + text.length) : text.toLowerCase();
  }
}

/** Whether `text` has a character other than white space (what `/\S/` and `trim()` agree on), deciding
 *  on the first character when it is printable ASCII, which it nearly always is (hot path: every line). */
export function hasContent(text: string): boolean {
  const c = text.charCodeAt(0);
  return (c > 32 && c < 127) || /\S/.test(text);
}

/** The character code after at most three leading spaces (NaN past the end). */
function leadChar(text: string): number {
  let k = 0;
  while (k < 3 && text.charCodeAt(k) === 32) k++;
  return text.charCodeAt(k);
}

const SCRIPT_COMMENT = /^\s{0,40}(?:#(?!!)|\/\/|\/\*|\*(?!\*)|--\s|rem\s|::|')/i;

export function scriptLines(file: string, text: string, lang: string, context: FindingContext = "script"): Line[] {
  const out: Line[] = [];
  const reader = new LineReader(text);
  for (let i = 0; i < reader.raw.length; i++) {
    reader.read(i);
    const line = makeLine(file, i + 1, reader.text, reader.lower, context, lang);
    line.comment = SCRIPT_COMMENT.test(line.text.slice(0, 64));
    out.push(line);
  }
  return out;
}

/** The language of lines in an indented code block (no info string: read as shell, like an unlabelled fence). */
export const INDENTED_CODE = "indented";
const LIST_ITEM = /^ {0,3}(?:[-*+]|\d{1,9}[.)])(?:\s|$)/;

export function markdownLines(file: string, text: string, proseContext: FindingContext, frontmatterEnd: number): Line[] {
  const out: Line[] = [];
  const reader = new LineReader(text);
  let fence: { char: string; len: number; lang: string } | undefined;
  let inComment = false;
  let hiddenTag: string | undefined;
  let sectionWarn: { level: number } | undefined;
  let leadWarn = false;
  let leadSeenContent = false;
  // Indented code blocks (4 spaces or a tab after a blank line, not inside a list item): code, as fences are.
  let prevBlank = true;
  let inList = false;
  let indented = false;
  for (let i = 0; i < reader.raw.length; i++) {
    reader.read(i);
    const text = reader.text;
    const lower = reader.lower;
    const n = i + 1;
    if (n <= frontmatterEnd) {
      out.push(makeLine(file, n, text, lower, "frontmatter", "yaml"));
      continue;
    }
    // Fences, headings and blockquotes start within the first four characters (` {0,3}`): their regexes
    // run only when the first character after up to three spaces can start one (hot path: every line).
    const lead = leadChar(text);
    const fm = fence || (lead !== 96 && lead !== 126) ? undefined : FENCE_OPEN.exec(text);
    if (fence) {
      const close = text.length < 64 && (lead === 96 || lead === 126) ? /^ {0,3}(`{3,}|~{3,})\s{0,40}$/.exec(text) : null;
      if (close && close[1]?.[0] === fence.char && (close[1]?.length ?? 0) >= fence.len) {
        const l = makeLine(file, n, text, lower, "fenced", fence.lang);
        l.warned = leadWarn || !!sectionWarn;
        out.push(l);
        fence = undefined;
        continue;
      }
      const l = makeLine(file, n, text, lower, "fenced", fence.lang);
      l.warned = leadWarn || !!sectionWarn;
      l.hidden = inComment;
      out.push(l);
      continue;
    }
    if (fm) {
      const lang = (fm[2] ?? "")
        .toLowerCase()
        .replace(/^\{\.?/, "")
        .replace(/[}]$/, "");
      fence = { char: fm[1]?.[0] ?? "`", len: fm[1]?.length ?? 3, lang };
      const l = makeLine(file, n, text, lower, "fenced", lang);
      l.warned = leadWarn || !!sectionWarn;
      out.push(l);
      leadSeenContent = true;
      continue;
    }
    const blank = !hasContent(text);
    const isIndented = !blank && (text.charCodeAt(0) === 9 || text.startsWith("    "));
    indented = isIndented && (indented || (prevBlank && !inList));
    // A list item starts with -, *, + or a digit after up to three spaces (lead): only then the regex.
    if (!isIndented && !blank) inList = (lead === 45 || lead === 42 || lead === 43 || (lead >= 48 && lead <= 57)) && LIST_ITEM.test(text);
    prevBlank = blank;
    if (indented) {
      const code = makeLine(file, n, text, lower, "fenced", INDENTED_CODE);
      code.warned = leadWarn || !!sectionWarn;
      out.push(code);
      continue;
    }
    const l = makeLine(file, n, text, lower, proseContext, "");
    // Headings open or close a warning section ("## Red flags").
    const heading = lead === 35 ? /^ {0,3}(#{1,6})\s/.exec(text) : null;
    if (heading) {
      const level = heading[1]?.length ?? 1;
      if (sectionWarn && level <= sectionWarn.level) sectionWarn = undefined;
      if (!sectionWarn && headingWarns(l.lower)) sectionWarn = { level };
      leadWarn = false;
    }
    if (blank) {
      if (leadWarn && leadSeenContent) leadWarn = false;
    } else if (!heading) {
      if (leadWarn) leadSeenContent = true;
      if (leadInWarns(l.lower)) {
        leadWarn = true;
        leadSeenContent = false;
      }
    }
    // HTML comments and hidden elements: invisible once rendered.
    const opens = text.indexOf("<!--");
    if (inComment || opens !== -1) {
      l.hidden = true;
      l.comment = true;
    }
    if (inComment) {
      if (text.includes("-->")) inComment = false;
    } else if (opens !== -1 && text.indexOf("-->", opens + 4) === -1) {
      inComment = true;
    }
    if (hiddenTag) {
      l.hidden = true;
      if (l.lower.includes("</" + hiddenTag)) hiddenTag = undefined;
    } else {
      const h = text.includes("<") ? HIDDEN_OPEN.exec(text) : null;
      if (h) {
        l.hidden = true;
        const tag = (h[1] ?? "div").toLowerCase();
        if (!l.lower.includes("</" + tag, h.index)) hiddenTag = tag;
      }
    }
    l.warned = (sectionWarn !== undefined || leadWarn) && !leadInWarns(l.lower);
    l.quoted = lead === 62; // /^ {0,3}>/
    out.push(l);
  }
  return out;
}
