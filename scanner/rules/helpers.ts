// Small builders so most rules are a list of bounded regular expressions with a base confidence.
import { requiredLiterals } from "./required-literals";
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

/** Whether `lower` holds one of `words`. */
export function holdsAny(lower: string, words: readonly string[]): boolean {
  for (let k = 0; k < words.length; k++) if (lower.includes(words[k]!)) return true;
  return false;
}

export function patterns(triggers: readonly string[] | null, specs: PatternSpec[]): LineDetector {
  // A regex that cannot match without one of its words is not run on lines without them (hot path).
  const needs = specs.map((s) => requiredLiterals(s.re));
  return {
    triggers,
    detect(line: Line, _env: DetectEnv, out: LineOut) {
      for (let k = 0; k < specs.length; k++) {
        const s = specs[k]!;
        const need = needs[k];
        if (need && !holdsAny(line.lower, need)) continue;
        const m = s.re.exec(line.text);
        if (!m) continue;
        if (s.codeOnly && !isCodeLike(line, m.index)) continue;
        if (s.accept && !s.accept(m, line)) continue;
        out.hit(s.rule, m.index, m[0].length, s.conf, s.msg);
      }
    },
  };
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
