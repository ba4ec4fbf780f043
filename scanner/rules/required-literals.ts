// Which words a regular expression cannot match without: from the pattern's source, a set of lowercase
// ASCII strings such that every match contains at least one of them. A rule whose words are not in a
// line's lowercase text cannot match it, so its regex is not run (most rules, most lines: the hot path).
// Conservative by construction: a construct this reader does not model (classes, backreferences,
// non-ASCII letters, unusual escapes, flags that change case folding) contributes no words, and a
// pattern it cannot read at all gets no filter.

/** Strings a node can match, when they are few (lowercase ASCII; "" for zero-width). */
type Exact = ReadonlySet<string> | null;
/** Every match contains one of these (non-empty, lowercase ASCII), or null when unknown. */
type Need = ReadonlySet<string> | null;
type Info = { exact: Exact; need: Need };

const MAX_SET = 64;
const MAX_WORD = 64;
const ANY: Info = { exact: null, need: null };
const EMPTY: Info = { exact: new Set([""]), need: null };

class Unreadable extends Error {}

function product(a: ReadonlySet<string>, b: ReadonlySet<string>): Set<string> | null {
  if (a.size * b.size > MAX_SET) return null;
  const out = new Set<string>();
  for (const x of a)
    for (const y of b) {
      if (x.length + y.length > MAX_WORD) return null;
      out.add(x + y);
    }
  return out;
}

function usable(s: ReadonlySet<string> | null): ReadonlySet<string> | null {
  if (!s || s.size === 0) return null;
  for (const w of s) if (w === "") return null;
  return s;
}

/** The better of two word sets: longer shortest word first (rarer), then fewer words. */
function better(a: Need, b: Need): Need {
  if (!a) return b;
  if (!b) return a;
  const min = (s: ReadonlySet<string>) => Math.min(...[...s].map((w) => w.length));
  const ma = Math.min(min(a), 6);
  const mb = Math.min(min(b), 6);
  if (ma !== mb) return ma > mb ? a : b;
  return a.size <= b.size ? a : b;
}

function concat(items: Info[]): Info {
  let exact: Set<string> | null = new Set([""]);
  let need: Need = null;
  // Runs of consecutive nodes with known strings multiply into longer required words.
  let run: Set<string> | null = new Set([""]);
  const closeRun = () => {
    need = better(need, usable(run));
    run = new Set([""]);
  };
  for (const it of items) {
    need = better(need, it.need);
    need = better(need, usable(it.exact));
    exact = exact && it.exact ? product(exact, it.exact) : null;
    if (it.exact) {
      const next: Set<string> | null = run ? product(run, it.exact) : null;
      if (next) run = next;
      else {
        closeRun();
        run = new Set(it.exact);
      }
    } else closeRun();
  }
  closeRun();
  return { exact, need };
}

function alternate(items: Info[]): Info {
  let exact: Set<string> | null = new Set();
  let need: Set<string> | null = new Set();
  for (const it of items) {
    if (exact && it.exact && exact.size + it.exact.size <= MAX_SET) for (const w of it.exact) exact.add(w);
    else exact = null;
    const words = usable(it.exact) ?? it.need;
    if (need && words && need.size + words.size <= MAX_SET) for (const w of words) need.add(w);
    else need = null;
  }
  return { exact, need: usable(need) };
}

function repeat(it: Info, min: number, max: number): Info {
  if (min === 0) return { exact: max === 1 && it.exact ? new Set([...it.exact, ""]) : null, need: null };
  let exact: Set<string> | null = null;
  if (it.exact && min === max && min <= 3) {
    exact = new Set([""]);
    for (let k = 0; k < min && exact; k++) exact = product(exact, it.exact);
  }
  return { exact, need: usable(it.exact) ?? it.need };
}

const CLASS_ESCAPES = "dDwWsS";

class Reader {
  private i = 0;
  constructor(private readonly src: string) {}

  read(): Info {
    const info = this.disjunction();
    if (this.i !== this.src.length) throw new Unreadable();
    return info;
  }

  private peek(): string {
    return this.src[this.i] ?? "";
  }

  private disjunction(): Info {
    const alts = [this.alternative()];
    while (this.peek() === "|") {
      this.i++;
      alts.push(this.alternative());
    }
    return alts.length === 1 ? alts[0]! : alternate(alts);
  }

  private alternative(): Info {
    const items: Info[] = [];
    while (this.i < this.src.length && this.peek() !== "|" && this.peek() !== ")") {
      const atom = this.term();
      items.push(this.quantified(atom));
    }
    return concat(items);
  }

  private char(c: string): Info {
    const code = c.charCodeAt(0);
    if (code >= 128) return ANY;
    // Matched against the lowercased line, case-insensitive or not: an ASCII letter stays itself lowercased.
    return { exact: new Set([c.toLowerCase()]), need: null };
  }

  private term(): Info {
    const c = this.src[this.i++]!;
    switch (c) {
      case "^":
      case "$":
        return EMPTY;
      case ".":
        return ANY;
      case "[":
        this.skipClass();
        return ANY;
      case "(":
        return this.group();
      case "\\":
        return this.escape();
      case "*":
      case "+":
      case "?":
      case ")":
      case "]":
      case "{":
      case "}":
      case "|":
        // A quantifier with nothing to repeat, or a bracket JavaScript reads leniently: not modelled.
        throw new Unreadable();
      default:
        return this.char(c);
    }
  }

  private group(): Info {
    let lookaround = false;
    if (this.src.startsWith("?:", this.i)) this.i += 2;
    else if (this.src.startsWith("?=", this.i) || this.src.startsWith("?!", this.i)) {
      this.i += 2;
      lookaround = true;
    } else if (this.src.startsWith("?<=", this.i) || this.src.startsWith("?<!", this.i)) {
      this.i += 3;
      lookaround = true;
    } else if (this.src.startsWith("?<", this.i)) {
      const close = this.src.indexOf(">", this.i);
      if (close === -1) throw new Unreadable();
      this.i = close + 1;
    } else if (this.peek() === "?") throw new Unreadable();
    const inner = this.disjunction();
    if (this.src[this.i++] !== ")") throw new Unreadable();
    // Lookarounds consume nothing; what they look at is not part of the match.
    return lookaround ? EMPTY : inner;
  }

  private escape(): Info {
    const c = this.src[this.i++];
    if (c === undefined) throw new Unreadable();
    if (c === "b" || c === "B") return EMPTY;
    if (CLASS_ESCAPES.includes(c)) return ANY;
    if (c >= "1" && c <= "9") {
      while (/[0-9]/.test(this.peek())) this.i++;
      return ANY; // a backreference (or a legacy octal escape): anything
    }
    const simple: Record<string, string> = { n: "\n", r: "\r", t: "\t", f: "\f", v: "\v", "0": "\0" };
    if (c in simple) {
      if (c === "0" && /[0-9]/.test(this.peek())) throw new Unreadable();
      return this.char(simple[c]!);
    }
    if (c === "x") {
      const hex = this.src.slice(this.i, this.i + 2);
      if (!/^[0-9a-fA-F]{2}$/.test(hex)) throw new Unreadable();
      this.i += 2;
      return this.char(String.fromCharCode(parseInt(hex, 16)));
    }
    if (c === "u") {
      const hex = this.src.slice(this.i, this.i + 4);
      if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw new Unreadable();
      this.i += 4;
      return this.char(String.fromCharCode(parseInt(hex, 16)));
    }
    if (c === "c" || c === "k" || c === "p" || c === "P" || /[a-zA-Z]/.test(c)) throw new Unreadable();
    // Identity escape of punctuation: \. \/ \( …
    return this.char(c);
  }

  private skipClass(): void {
    if (this.peek() === "^") this.i++;
    while (this.i < this.src.length) {
      const c = this.src[this.i++];
      if (c === "\\") this.i++;
      else if (c === "]") return;
    }
    throw new Unreadable();
  }

  private quantified(atom: Info): Info {
    const c = this.peek();
    let min: number;
    let max: number;
    if (c === "*") [min, max] = [0, Infinity];
    else if (c === "+") [min, max] = [1, Infinity];
    else if (c === "?") [min, max] = [0, 1];
    else if (c === "{") {
      const m = /^\{(\d{1,5})(,(\d{0,5}))?\}/.exec(this.src.slice(this.i));
      if (!m) throw new Unreadable();
      min = Number(m[1]);
      max = m[2] === undefined ? min : m[3] === "" ? Infinity : Number(m[3]);
      this.i += m[0].length - 1;
    } else return atom;
    this.i++;
    if (this.peek() === "?") this.i++; // lazy
    if ("*+?{".includes(this.peek()) && this.peek() !== "") throw new Unreadable();
    return repeat(atom, min, max);
  }
}

/** Lowercase ASCII words one of which every match of `re` contains, or undefined when the pattern gives
 *  no such set (or uses flags whose case folding is not plain ASCII lowercasing). */
export function requiredLiterals(re: RegExp): string[] | undefined {
  if (/[uvy]/.test(re.flags)) return undefined;
  try {
    const info = new Reader(re.source).read();
    const words = usable(info.exact) ?? info.need;
    return words ? [...words] : undefined;
  } catch (error) {
    if (error instanceof Unreadable) return undefined;
    throw error;
  }
}
