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

/** The file's raw lines and their lowercase, lowercased in one call for the whole file (one string
 *  instead of one per line: the per-line calls and copies were a hot spot). A line whose lowercase
 *  differs in length (İ → i̇) is lowercased on its own; no lowercasing reaches across a line break. */
function splitLines(text: string): { raw: string[]; lower: string[] } {
  const raw = text.split("\n");
  const lowerAll = text.toLowerCase();
  const lower = lowerAll.length === text.length ? lowerAll.split("\n") : [];
  if (lower.length !== raw.length) lower.length = 0;
  return { raw, lower };
}

/** Line i's text (no trailing CR) and lowercase. */
function lineAt(split: { raw: string[]; lower: string[] }, i: number): { text: string; lower: string } {
  const r = split.raw[i] ?? "";
  const cr = r.endsWith("\r");
  const text = cr ? r.slice(0, -1) : r;
  const l = split.lower[i];
  const lower = l !== undefined && l.length === r.length ? (cr ? l.slice(0, -1) : l) : text.toLowerCase();
  return { text, lower };
}

const SCRIPT_COMMENT = /^\s{0,40}(?:#(?!!)|\/\/|\/\*|\*(?!\*)|--\s|rem\s|::|')/i;

export function scriptLines(file: string, text: string, lang: string, context: FindingContext = "script"): Line[] {
  const out: Line[] = [];
  const split = splitLines(text);
  for (let i = 0; i < split.raw.length; i++) {
    const { text, lower } = lineAt(split, i);
    const line = makeLine(file, i + 1, text, lower, context, lang);
    line.comment = SCRIPT_COMMENT.test(line.text.slice(0, 64));
    out.push(line);
  }
  return out;
}

export function markdownLines(file: string, text: string, proseContext: FindingContext, frontmatterEnd: number): Line[] {
  const out: Line[] = [];
  const split = splitLines(text);
  let fence: { char: string; len: number; lang: string } | undefined;
  let inComment = false;
  let hiddenTag: string | undefined;
  let sectionWarn: { level: number } | undefined;
  let leadWarn = false;
  let leadSeenContent = false;
  for (let i = 0; i < split.raw.length; i++) {
    const { text, lower } = lineAt(split, i);
    const n = i + 1;
    if (n <= frontmatterEnd) {
      out.push(makeLine(file, n, text, lower, "frontmatter", "yaml"));
      continue;
    }
    const fm = fence || !(text.includes("`") || text.includes("~")) ? undefined : FENCE_OPEN.exec(text);
    if (fence) {
      const close = text.length < 64 && (text.includes("`") || text.includes("~")) ? /^ {0,3}(`{3,}|~{3,})\s{0,40}$/.exec(text) : null;
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
    const l = makeLine(file, n, text, lower, proseContext, "");
    // Headings open or close a warning section ("## Red flags").
    const heading = text.includes("#") ? /^ {0,3}(#{1,6})\s/.exec(text) : null;
    if (heading) {
      const level = heading[1]?.length ?? 1;
      if (sectionWarn && level <= sectionWarn.level) sectionWarn = undefined;
      if (!sectionWarn && headingWarns(l.lower)) sectionWarn = { level };
      leadWarn = false;
    }
    if (!/\S/.test(text)) {
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
    l.quoted = text.includes(">") && /^ {0,3}>/.test(text);
    out.push(l);
  }
  return out;
}
