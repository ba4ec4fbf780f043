// Fast path of the manifest reader for the JSON-like flow collections OpenClaw writes under `metadata:`
// (`{ "openclaw": { "requires": { "bins": ["curl"] }, }, }`): the YAML parser spent a fifth of the scan
// of such a skill on a few hundred bytes. This reads only a strict subset on which YAML's reading is
// known (double-quoted strings without escapes or line breaks, true/false/null, small integers,
// trailing commas, space and newline as separators) and answers undefined for anything else, which
// then goes to YAML as before. tests/unit/scanner/manifest-flat.test.ts compares it with `yaml`.

/** Nesting this reader accepts; deeper goes to YAML (and its limits). */
const MAX_DEPTH = 16;
/** YAML refuses implicit keys longer than 1024 characters; far below that, leave keys to it. */
const MAX_KEY = 256;
const INT = /^(?:0|-?[1-9]\d{0,14})$/;
const PLAIN_END = /[\s,\]}]/;

class Unsure extends Error {}

/** The value of one flow collection filling `text` (whitespace around it), or undefined when unsure. */
export function readFlowValue(text: string): { value: unknown } | undefined {
  if (/[\t\r#\\]/.test(text)) return undefined;
  const r = new FlowReader(text);
  try {
    r.space();
    const c = text[r.i];
    if (c !== "{" && c !== "[") return undefined;
    const value = r.value(0);
    r.space();
    return r.i === text.length ? { value } : undefined;
  } catch (error) {
    if (error instanceof Unsure) return undefined;
    throw error;
  }
}

class FlowReader {
  i = 0;
  constructor(private readonly s: string) {}

  space(): void {
    const s = this.s;
    while (this.i < s.length && (s.charCodeAt(this.i) === 32 || s.charCodeAt(this.i) === 10)) this.i++;
  }

  /** Spaces only (no line break): a key and its `:` are on one line. */
  inlineSpace(): void {
    while (this.s.charCodeAt(this.i) === 32) this.i++;
  }

  value(depth: number): unknown {
    if (depth > MAX_DEPTH) throw new Unsure();
    const c = this.s[this.i];
    if (c === "{") return this.mapping(depth + 1);
    if (c === "[") return this.sequence(depth + 1);
    if (c === '"') return this.string();
    return this.plain();
  }

  mapping(depth: number): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    this.i++;
    for (;;) {
      this.space();
      if (this.s[this.i] === "}") {
        this.i++;
        return out;
      }
      if (this.s[this.i] !== '"') throw new Unsure();
      const key = this.string();
      if (key.length > MAX_KEY || (key in out && !Object.prototype.hasOwnProperty.call(out, key))) throw new Unsure();
      this.inlineSpace();
      if (this.s[this.i] !== ":") throw new Unsure();
      this.i++;
      this.space();
      const c = this.s[this.i];
      if (c === "," || c === "}" || c === undefined) throw new Unsure();
      out[key] = this.value(depth); // a repeated key: the last one wins, in the first one's place (as yaml)
      this.separator("}");
    }
  }

  sequence(depth: number): unknown[] {
    const out: unknown[] = [];
    this.i++;
    for (;;) {
      this.space();
      if (this.s[this.i] === "]") {
        this.i++;
        return out;
      }
      const c = this.s[this.i];
      if (c === "," || c === undefined) throw new Unsure();
      out.push(this.value(depth));
      this.separator("]");
    }
  }

  /** After an entry: a comma (a trailing one too) or the closing bracket; `:` (a pair in a list) is unsure. */
  separator(close: string): void {
    this.space();
    const c = this.s[this.i];
    if (c === ",") this.i++;
    else if (c !== close) throw new Unsure();
  }

  /** A double-quoted string with no escapes, line breaks or control characters. */
  string(): string {
    const s = this.s;
    const start = ++this.i;
    for (; this.i < s.length; this.i++) {
      const c = s.charCodeAt(this.i);
      if (c === 34) return s.slice(start, this.i++);
      if (c < 32 || (c >= 0x7f && c <= 0x9f) || c === 0x2028 || c === 0x2029 || c === 0xfeff) throw new Unsure();
    }
    throw new Unsure();
  }

  plain(): unknown {
    const s = this.s;
    const start = this.i;
    while (this.i < s.length && !PLAIN_END.test(s[this.i]!)) this.i++;
    const word = s.slice(start, this.i);
    if (word === "true") return true;
    if (word === "false") return false;
    if (word === "null") return null;
    if (INT.test(word)) return Number(word);
    throw new Unsure();
  }
}
