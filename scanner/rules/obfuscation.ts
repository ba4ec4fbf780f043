// Obfuscation and hidden content: invisible Unicode, look-alikes, hidden HTML, encoded blobs, packed code,
// padding, and files that cannot be read as what they claim to be.
import { detector, nonAsciiDetector } from "./helpers";
import { obfuscationRules } from "./meta/obfuscation";
import type { RuleGroup } from "./types";
import { foldLookalikes, hasSuspiciousUnicode, unicodeIssues } from "./unicode";

const AGENT_WORDS = /\b(?:you|your|assistant|agent|ai|llm|claude|model|gpt|openclaw|the user)\b/i;
const IMPERATIVE =
  /\b(?:ignore|run|execute|install|download|send|post|upload|fetch|read|always|never|must|do not|don't|reveal|tell|say|respond|reply|output|include|approve|mark|treat|pretend|act as|remember|forget|delete|copy)\b/i;
const COMMANDISH =
  /\b(?:curl|wget|bash|powershell|iex|base64|chmod|sudo)\b|https?:\/\/|~\/\.|\b(?:password|api[_ ]key|token|secret|credential|seed phrase)s?\b/i;
const BENIGN_COMMENT =
  /^\s{0,4}(?:<!--\s{0,4})?(?:prettier-ignore|markdownlint|toc|omit in toc|vale |spdx-license|copyright|begin|end|start|stop|cspell|lint|eslint|textlint|include|generated|auto-generated|do not edit)/i;

/** Whether `t` has `min` spaces/tabs in a row: such a run covers one of the positions min-1, 2min-1, …,
 *  so only those are probed (hot path: this detector runs on every line). */
function hasBlankRun(t: string, min: number): boolean {
  for (let p = min - 1; p < t.length; p += min) {
    const c = t.charCodeAt(p);
    if (c !== 32 && c !== 9) continue;
    let a = p;
    while (a > 0 && (t.charCodeAt(a - 1) === 32 || t.charCodeAt(a - 1) === 9)) a--;
    let b = p + 1;
    while (b < t.length && b - a < min && (t.charCodeAt(b) === 32 || t.charCodeAt(b) === 9)) b++;
    if (b - a >= min) return true;
  }
  return false;
}

export const obfuscation: RuleGroup = {
  group: "obfuscation and hidden content",
  rules: obfuscationRules,
  line: [
    // Every character it reports is outside ASCII (and stays so when lowercased): lines without one skip it.
    nonAsciiDetector((line, _env, out) => {
      if (!hasSuspiciousUnicode(line.text)) return;
      const issues = unicodeIssues(line.text, line.n === 1 && line.offset === 0);
      // Rescanned as it reads: `сurl … | bаsh` with Cyrillic letters, `cu\u200brl` with a zero-width space.
      // Invisible characters inside words hide the text (a "zero-width" layer); look-alike letters disguise it.
      const folded = line.decoded ? undefined : foldLookalikes(line.text, issues);
      if (folded) out.decoded(0, issues.some((i) => i.kind === "zero-width" && i.inWord) ? "zero-width" : "homoglyph", folded);
      for (const issue of issues) {
        if (issue.kind === "tags") {
          const msg = issue.hidden ? `Hidden tag-character text: "${issue.hidden.slice(0, 120)}"` : "Invisible Unicode tag characters";
          out.hit("obf-unicode-tags", issue.index, issue.length, issue.hidden.length >= 3 ? 0.95 : 0.6, msg);
          if (issue.hidden.length >= 3) out.decoded(issue.index, "unicode-tags", issue.hidden);
        } else if (issue.kind === "zero-width") {
          const conf = issue.hidden ? 0.95 : issue.inWord || line.context === "fenced" || line.context === "script" ? 0.75 : issue.count >= 3 ? 0.6 : 0.4;
          out.hit(
            "obf-zero-width",
            issue.index,
            1,
            conf,
            issue.hidden ? `Zero-width characters encode hidden text: "${issue.hidden.slice(0, 120)}"` : `${issue.count} zero-width character(s)`,
          );
          if (issue.hidden) out.decoded(issue.index, "zero-width", issue.hidden);
        } else if (issue.kind === "bidi") {
          const code = line.context === "fenced" || line.context === "script" || line.context === "frontmatter";
          out.hit("obf-bidi-control", issue.index, 1, code ? 0.9 : issue.rtlText ? 0.3 : 0.7);
        } else {
          const code = line.context !== "prose" && line.context !== "reference";
          const urlish = /[./:@]/.test(line.text.slice(Math.max(0, issue.index - 40), issue.index + issue.token.length + 40));
          out.hit("obf-homoglyph", issue.index, issue.token.length, code || urlish ? 0.85 : 0.5, `Mixed-script word "${issue.token.slice(0, 60)}"`);
        }
      }
    }),
    detector(["\u0131"], (line, _env, out) => {
      // Dotless ı is an ordinary Turkish/Azerbaijani letter; inside a host name or URL it imitates "i".
      const m =
        /(?:https?:\/\/|www\.|@)[^\s/]{0,80}\u0131|\b[a-z0-9-]{0,40}\u0131[a-z0-9-]{0,40}\.(?:com|net|org|io|dev|sh|ai|app|co|xyz|me|cloud|site)\b/i.exec(
          line.text,
        );
      if (m) out.hit("obf-homoglyph", m.index, m[0].length, 0.85, "Dotless ı in a host name");
    }),
    detector(["xn--"], (line, _env, out) => {
      const m = /(?:https?:\/\/|@|\b)(?:[a-z0-9-]{1,63}\.){0,4}xn--[a-z0-9-]{1,59}(?:\.[a-z0-9-]{1,63}){0,4}/i.exec(line.text);
      if (m) out.hit("obf-homoglyph", m.index, m[0].length, 0.45, "Punycode (internationalised) host name");
    }),
    detector(null, (line, _env, out) => {
      // Padding: a long run of spaces/tabs followed by more content (manual scan: no regex backtracking).
      const t = line.text;
      if (t.length < 160 || !hasBlankRun(t, 150) || /^\s{0,3}\|/.test(t)) return; // markdown table alignment
      let run = 0;
      for (let i = 0; i < t.length; i++) {
        const c = t.charCodeAt(i);
        if (c === 32 || c === 9) run++;
        else {
          if (run >= 150 && i - run > 0) return out.hit("obf-padding", i, Math.min(40, t.length - i), 0.7, `${run} blank characters push content out of view`);
          run = 0;
        }
      }
    }),
    detector(["eval(function(p,a,c,k,e", "_0x", "[]+", "![]"], (line, _env, out) => {
      if (line.context !== "script" && line.context !== "fenced" && !line.decoded) return;
      const packer = /eval\(function\(p,a,c,k,e,[dr]\)/.exec(line.text);
      if (packer) return out.hit("obf-packed-code", packer.index, packer[0].length, 0.95, "Dean Edwards packer");
      let count = 0;
      let first = -1;
      for (const m of line.text.matchAll(/\b_0x[0-9a-f]{4,6}\b/g)) {
        if (first < 0) first = m.index ?? 0;
        if (++count >= 5) return out.hit("obf-packed-code", first, 8, 0.85, "obfuscator.io-style _0x identifiers");
      }
      const fuck = /[[\]()!+]{60}/.exec(line.text);
      if (fuck) out.hit("obf-packed-code", fuck.index, 60, 0.85, "JSFuck-style code");
    }),
    detector(null, (line, _env, out) => {
      const markdownHidden = line.decoded?.layers.length === 1 && (line.decoded.layers[0] === "alt-text" || line.decoded.layers[0] === "link-title");
      if (!line.hidden || (line.decoded && !markdownHidden)) return;
      const body = line.text
        .replace(/<!--|-->/g, " ")
        .replace(/<[^>]{0,200}>/g, " ")
        .trim();
      if (body.length < 12 || BENIGN_COMMENT.test(line.text)) return;
      const agentDirected = AGENT_WORDS.test(body) && IMPERATIVE.test(body);
      const todo = /^\s{0,4}(?:todo|fixme|note|xxx)\b/i.test(body);
      if (markdownHidden) {
        if (agentDirected && COMMANDISH.test(body))
          out.hit(
            "obf-html-hidden",
            0,
            Math.min(line.text.length, 160),
            0.75,
            `Instructions hidden in ${line.decoded!.layers[0] === "alt-text" ? "image alt text" : "a link title"}`,
          );
        return;
      }
      if ((agentDirected && !todo) || COMMANDISH.test(body)) out.hit("obf-html-hidden", 0, Math.min(line.text.length, 160), todo ? 0.4 : 0.75);
    }),
  ],
};
