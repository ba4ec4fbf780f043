// Short, safe excerpts: secrets redacted, invisible characters made visible, whitespace collapsed.
import { LIMITS } from "../config";

const SECRETISH =
  /\b(?:sk-ant-[\w-]{4}|sk-[\w-]{2}|gh[pousr]_|github_pat_|AKIA|ASIA|xox[abposr]-|[sr]k_live_|AIza|npm_|hf_)[\w-]{6,}|\b\d{8,10}:AA[\w-]{20,}|(?<=[?&](?:key|token|secret|password|passwd|api_key|apikey|access_token|auth)=)(?![$\{<])[^&\s"'`)]{6,}|[A-Za-z0-9+_=-]{40,}/gi;

export function redact(s: string): string {
  return s.replace(SECRETISH, (m) => (m.length <= 10 ? m : m.slice(0, 6) + "…[redacted]"));
}

export function visible(s: string): string {
  let out = "";
  for (const ch of s) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp === 9) out += " ";
    else if (
      cp < 32 ||
      cp === 127 ||
      (cp >= 0x200b && cp <= 0x200f) ||
      (cp >= 0x202a && cp <= 0x202e) ||
      (cp >= 0x2060 && cp <= 0x2069) ||
      cp === 0xfeff ||
      (cp >= 0xe0000 && cp <= 0xe007f) ||
      cp === 0x180e ||
      cp === 0x3164 ||
      cp === 0xffa0 ||
      cp === 0x115f ||
      cp === 0x1160 ||
      cp === 0xad
    )
      out += `\\u{${cp.toString(16).toUpperCase()}}`;
    else out += ch;
  }
  return out;
}

export function excerpt(text: string, index: number, length: number): string {
  const max = LIMITS.evidenceChars;
  const len = Math.min(length, max);
  const pad = Math.max(12, Math.floor((max - len) / 2));
  let start = Math.max(0, index - pad);
  let end = Math.min(text.length, index + len + pad);
  if (end - start > max + 24) end = start + max + 24;
  let s = text.slice(start, end);
  // Keep surrogate pairs intact at the cut points.
  if (/^[\uDC00-\uDFFF]/.test(s)) {
    s = s.slice(1);
    start++;
  }
  if (/[\uD800-\uDBFF]$/.test(s)) s = s.slice(0, -1);
  s = visible(s)
    .replace(/\s{2,}/g, " ")
    .trim();
  return redact((start > 0 ? "…" : "") + s + (end < text.length ? "…" : ""));
}

export function shortText(s: string): string {
  const t = s.length > LIMITS.decodedTextChars ? s.slice(0, LIMITS.decodedTextChars) + "…" : s;
  return redact(
    visible(t)
      .replace(/\s{2,}/g, " ")
      .trim(),
  );
}
