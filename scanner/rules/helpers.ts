// Small builders so most rules are a list of bounded regular expressions with a base confidence.
import { mayMatch, registerRegex } from "./word-filter";
import type { Line, LineDetector, DetectEnv, LineOut } from "./types";

export type PatternSpec = {
  rule: string;
  re: RegExp;
  /** Base confidence before context weighting. */
  conf: number;
  msg?: string;
  /** Only in code: fenced blocks, scripts, inline `code`, frontmatter or decoded text. */
  codeOnly?: boolean;
  /** Extra check on the match (e.g. exclude placeholders). */
  accept?: (m: RegExpExecArray, line: Line) => boolean;
};

export function isCodeLike(line: Line, index: number): boolean {
  if (line.context === "fenced" || line.context === "script" || line.context === "frontmatter" || line.decoded) return true;
  return insideInlineCode(line.text, index);
}

/** Whether `index` falls inside a `code span` (odd number of backticks before it on the line). */
export function insideInlineCode(text: string, index: number): boolean {
  let ticks = 0;
  const from = Math.max(0, index - 4096);
  for (let i = from; i < index; i++) if (text.charCodeAt(i) === 96) ticks++;
  return ticks % 2 === 1;
}

export function patterns(triggers: readonly string[] | null, specs: PatternSpec[]): LineDetector {
  // A regex that cannot match without one of its words is not run on lines without them (hot path).
  const ids = specs.map((s) => registerRegex(s.re));
  return {
    triggers,
    detect(line: Line, _env: DetectEnv, out: LineOut) {
      for (let k = 0; k < specs.length; k++) {
        if (!mayMatch(ids[k]!)) continue;
        const s = specs[k]!;
        const m = s.re.exec(line.text);
        if (!m) continue;
        if (s.codeOnly && !isCodeLike(line, m.index)) continue;
        if (s.accept && !s.accept(m, line)) continue;
        out.hit(s.rule, m.index, m[0].length, s.conf, s.msg);
      }
    },
  };
}

/** `re.exec(text)` for a detector's own regex, skipped (null) on lines without the words it needs. */
export function guarded(re: RegExp): (text: string) => RegExpExecArray | null {
  if (re.global || re.sticky) throw new Error("guarded() takes a non-global regex");
  const id = registerRegex(re);
  return (text) => (mayMatch(id) ? re.exec(text) : null);
}

export function detector(triggers: readonly string[] | null, detect: LineDetector["detect"]): LineDetector {
  return { triggers, detect };
}

/** A detector for lines with a character outside ASCII (see LineDetector.nonAsciiOnly). */
export function nonAsciiDetector(detect: LineDetector["detect"]): LineDetector {
  return { triggers: null, nonAsciiOnly: true, detect };
}

/** Placeholders in docs (`sk-...`, `<your-token>`, `xxxx`) are not secrets. */
export function looksPlaceholder(s: string): boolean {
  const l = s.toLowerCase();
  return /x{4,}|\.\.\.|…|<[^>]{0,40}>|your[_-]|example|placeholder|redacted|dummy|changeme|replace|fake|test[_-]?key|0{8,}|1234567/.test(l);
}
