// A small single-pass tokenizer: comments, strings, numbers, keywords, literals, variables, keys,
// tags. It never fails: anything it does not recognise is plain text, so highlighting can only
// make code easier to read, never hide any of it.
import { LANGUAGES, type LanguageDef } from "./languages";

export type TokenType = "comment" | "string" | "number" | "keyword" | "literal" | "variable" | "key" | "function" | "tag" | "attr" | "heading" | "punct";
export type CodeToken = { type: TokenType | null; text: string };

type Matcher = { re: RegExp; type: TokenType | ((match: RegExpExecArray) => TokenType | null) };

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const compiled = new Map<string, Matcher[]>();

function matchersFor(name: string, def: LanguageDef): Matcher[] {
  const cached = compiled.get(name);
  if (cached) return cached;
  const list: Matcher[] = [];
  for (const [open, close] of def.blockComments ?? [])
    list.push({ re: new RegExp(`${escapeRe(open)}[\\s\\S]*?(?:${escapeRe(close)}|$)`, "y"), type: "comment" });
  for (const start of def.lineComments ?? []) {
    // "#" starts a comment only at a word boundary: `$#`, `a#b` and URLs' fragments are not comments.
    const guard = start === "#" ? "(?<![^\\s;(|&])" : "";
    list.push({ re: new RegExp(`${guard}${escapeRe(start)}[^\\n]*`, "y"), type: "comment" });
  }
  if (def.keys === "yaml")
    list.push({ re: /(?<=^[ \t]*(?:- +)?)(?!-\s)(?:"[^"\n]*"|'[^'\n]*'|[^\s:#'"{}[\],][^:\n#]*?)(?=[ \t]*:(?:[ \t]|$))/my, type: "key" });
  if (def.keys === "toml" || def.keys === "ini") {
    list.push({ re: /(?<=^[ \t]*)\[[^\]\n]*\]/my, type: "keyword" });
    list.push({ re: /(?<=^[ \t]*)[\w.-]+(?=[ \t]*[=:])/my, type: "key" });
  }
  if (def.keys === "json") list.push({ re: /"(?:[^"\\\n]|\\.)*"(?=\s*:)/y, type: "key" });
  if (def.markup) {
    list.push({ re: /<\/?[A-Za-z][\w:.-]*|\/?>/y, type: "tag" });
    list.push({ re: /(?<=\s)[A-Za-z_:][\w:.-]*(?==)/y, type: "attr" });
  }
  if (def.tripleQuotes)
    for (const quote of def.quotes ?? []) list.push({ re: new RegExp(`${quote.repeat(3)}[\\s\\S]*?(?:${quote.repeat(3)}|$)`, "y"), type: "string" });
  for (const quote of def.quotes ?? []) {
    const q = escapeRe(quote);
    // A quote right after a letter is an apostrophe ("don't"), not a string. A backslash may end
    // the text or the line (the "?"): once opened, a string always matches, to its closing quote
    // or the end; a pattern that could fail after scanning the rest of the line would be retried
    // at every later quote, which made "\`\`\`…" take 98 s for 300 KB.
    const body = quote === "`" ? `(?:[^\`\\\\]|\\\\[\\s\\S]?)*` : `(?:[^${q}\\\\\\n]|\\\\.?)*`;
    list.push({ re: new RegExp(`(?<![A-Za-z0-9])${q}${body}(?:${q}|$)`, quote === "`" ? "y" : "my"), type: "string" });
  }
  // "${" scans at most 256 characters for its "}": an unclosed one must not cost the rest of the line at every "$".
  if (def.dollarVariables) list.push({ re: /\$\{[^}\n]{0,256}\}|\$[A-Za-z_][A-Za-z0-9_]*|\$[0-9@#?*!$-]/y, type: "variable" });
  list.push({ re: /(?<![\w.$])(?:0[xX][0-9a-fA-F_]+|\d[\d_]*(?:\.\d+)?(?:[eE][+-]?\d+)?)(?![\w])/y, type: "number" });
  const keywords = new Set(def.keywords ?? []);
  const literals = new Set(def.literals ?? []);
  const caseless = name === "sql";
  if (keywords.size || literals.size) {
    list.push({
      re: /\$?[A-Za-z_][\w]*(?:\?)?(?=(\s*\()?)/y,
      type: (match) => {
        const word = caseless ? match[0].toLowerCase() : match[0];
        if (literals.has(word)) return "literal";
        if (keywords.has(word)) return "keyword";
        return match[1] ? "function" : null;
      },
    });
  } else if (def.keys !== undefined) {
    list.push({ re: /[A-Za-z_][\w]*/y, type: (match) => (literals.has(match[0]) ? "literal" : null) });
  }
  compiled.set(name, list);
  return list;
}

/** Could a token start at this character? Cheap test so plain text is not probed by every regex. */
function mayStart(char: string): boolean {
  return !/[\s,;)\]}]/.test(char);
}

function tokenizeMarkdown(code: string): CodeToken[] {
  const tokens: CodeToken[] = [];
  let fenced = false;
  for (const [index, line] of code.split("\n").entries()) {
    if (index > 0) tokens.push({ type: null, text: "\n" });
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      tokens.push({ type: "keyword", text: line });
    } else if (fenced) tokens.push({ type: "string", text: line });
    else if (/^#{1,6}\s/.test(line) || /^---\s*$/.test(line)) tokens.push({ type: "heading", text: line });
    else if (/^\s*([-*+]|\d+\.)\s/.test(line)) {
      const marker = /^\s*([-*+]|\d+\.)/.exec(line)![0];
      tokens.push({ type: "punct", text: marker }, { type: null, text: line.slice(marker.length) });
    } else if (/^\s*>/.test(line)) tokens.push({ type: "comment", text: line });
    else tokens.push({ type: null, text: line });
  }
  return tokens;
}

export function tokenizeCode(code: string, language: string | null): CodeToken[] {
  const def = language ? LANGUAGES[language] : undefined;
  if (!def) return [{ type: null, text: code }];
  if (def.markdown) return tokenizeMarkdown(code);
  const matchers = matchersFor(language!, def);
  const tokens: CodeToken[] = [];
  let plain = "";
  let pos = 0;
  const flush = () => {
    if (plain) tokens.push({ type: null, text: plain });
    plain = "";
  };
  outer: while (pos < code.length) {
    const char = code[pos]!;
    if (mayStart(char)) {
      for (const matcher of matchers) {
        matcher.re.lastIndex = pos;
        const match = matcher.re.exec(code);
        if (!match || match[0].length === 0) continue;
        const type = typeof matcher.type === "function" ? matcher.type(match) : matcher.type;
        flush();
        tokens.push({ type, text: match[0] });
        pos += match[0].length;
        continue outer;
      }
    }
    plain += char;
    pos++;
  }
  flush();
  return tokens;
}
