import { closing } from "./concat";

// Arrays of literals joined into one string (`['chi', 'ld_', 'pro', 'cess'].join('')`, `"".join(["o", "s"])`,
// Ruby `%w[sys tem].join`, `parts.m.join('')` of an array declared elsewhere in the file) and template
// literals of literals and known strings (`${'cu'}${'rl'} https://${host}/x`): the same folding, for the
// other ways code builds a word out of pieces.

/** String literals of an array literal starting at `open` (the `[`), or undefined if it holds anything else. */
export function arrayLiteral(text: string, open: number, close = "]"): { items: string[]; end: number } | undefined {
  const items: string[] = [];
  let k = open + 1;
  for (let guard = 0; guard < 256; guard++) {
    while (k < text.length && (text[k] === " " || text[k] === "\t")) k++;
    const c = text[k];
    if (c === close) return { items, end: k + 1 };
    if (c === ":") {
      // Ruby symbols (`[:Ker, :nel]`)
      const m = /^:([A-Za-z_]\w{0,60})/.exec(text.slice(k, k + 64));
      if (!m) return undefined;
      items.push(m[1]!);
      k += m[0].length;
    } else if (c === '"' || c === "'" || c === "`") {
      const end = closing(text, c, k + 1);
      if (end === -1 || end - k > 500) return undefined;
      const body = text.slice(k + 1, end);
      if (c === "`" && body.includes("${")) return undefined;
      items.push(body);
      k = end + 1;
    } else return undefined;
    while (k < text.length && (text[k] === " " || text[k] === "\t")) k++;
    if (text[k] === ",") k++;
    else if (text[k] !== close) return undefined;
  }
  return undefined;
}

const ARRAY_DECL = /([A-Za-z_$][\w$]{0,40})\s{0,2}(?::|=(?!=))\s{0,2}(?:%w)?\[/g;

/** Array literals declared on a line (`const seg = ['https:', '', 'host']`, `{ m: ['a', 'b'] }`), by name. */
export function collectArrays(text: string, into: Map<string, string[]>): void {
  if (into.size >= 256) return;
  ARRAY_DECL.lastIndex = 0;
  for (const m of text.matchAll(ARRAY_DECL)) {
    const open = (m.index ?? 0) + m[0].length - 1;
    const arr = m[0].includes("%w[") ? wordArray(text, open) : arrayLiteral(text, open);
    if (arr && arr.items.length >= 2 && into.size < 256) into.set(m[1]!, arr.items);
  }
}

/** Ruby `%w[sys tem]`: words between the brackets. */
function wordArray(text: string, open: number): { items: string[]; end: number } | undefined {
  const end = text.indexOf("]", open);
  if (end === -1 || end - open > 500) return undefined;
  return {
    items: text
      .slice(open + 1, end)
      .trim()
      .split(/\s{1,8}/)
      .filter(Boolean),
    end: end + 1,
  };
}

/** A cheap test for the caller: could `foldJoins` change this line? */
export const MAY_JOIN = /\.join\s{0,2}\(|\bjoin\s{0,2}\(\s{0,2}[[(]|%w\[|\$\{\s{0,2}["'`]/;

const JOIN_CALL = /\.join\s{0,2}\(\s{0,2}(?:(["'])([^"'\n]{0,8})\1)?\s{0,2}\)|\.join\b(?!\s{0,2}\()/y;
const PY_JOIN = /(["'])([^"'\n]{0,8})\1\s{0,2}\.\s{0,2}join\s{0,2}\(\s{0,2}([[(])/g;
const ARRAY_REF = /(?:\b[A-Za-z_$][\w$]{0,40}\s{0,2}\.\s{0,2})?\b([A-Za-z_$][\w$]{0,40})(?=\s{0,2}\.join\b)/g;
const TEMPLATE_PART = /\$\{\s{0,2}(?:(["'])([^"'`\n]{0,200})\1|([A-Za-z_$][\w$]{0,40}))\s{0,2}\}/g;

/** The line with joined arrays and template pieces folded into literals, or undefined when nothing changed. */
export function foldJoins(text: string, arrays: ReadonlyMap<string, readonly string[]>, strings: ReadonlyMap<string, string>): string | undefined {
  let out = text;
  let changed = false;
  // Python "sep".join([...]) / "sep".join(("…", "…"))
  for (let guard = 0; guard < 32 && out.includes("join"); guard++) {
    PY_JOIN.lastIndex = 0;
    let done = true;
    for (const m of out.matchAll(PY_JOIN)) {
      const open = (m.index ?? 0) + m[0].length - 1;
      const arr = arrayLiteral(out, open, m[3] === "(" ? ")" : "]");
      if (!arr) continue;
      let k = arr.end;
      while (out[k] === " " || out[k] === "\t") k++;
      if (out[k] !== ")") continue;
      out = out.slice(0, m.index) + JSON.stringify(arr.items.join(m[2] ?? "")) + out.slice(k + 1);
      changed = true;
      done = false;
      break;
    }
    if (done) break;
  }
  // [...].join(sep) with the array inline
  for (let guard = 0; guard < 32; guard++) {
    const at = findInlineJoin(out);
    if (!at) break;
    out = out.slice(0, at.start) + JSON.stringify(at.value) + out.slice(at.end);
    changed = true;
  }
  // name.join(sep) / obj.name.join(sep) of an array declared elsewhere
  for (let guard = 0; guard < 32 && arrays.size > 0 && out.includes(".join"); guard++) {
    ARRAY_REF.lastIndex = 0;
    let done = true;
    for (const m of out.matchAll(ARRAY_REF)) {
      const items = arrays.get(m[1]!);
      if (!items) continue;
      let k = (m.index ?? 0) + m[0].length;
      while (out[k] === " " || out[k] === "\t") k++;
      JOIN_CALL.lastIndex = k;
      const call = JOIN_CALL.exec(out);
      if (!call) continue;
      out = out.slice(0, m.index) + JSON.stringify(items.join(call[2] ?? "")) + out.slice(k + call[0].length);
      changed = true;
      done = false;
      break;
    }
    if (done) break;
  }
  // template literals: ${'lit'} and ${name} of a known string
  if (out.includes("${")) {
    const t = out.replace(TEMPLATE_PART, (whole, _q: string, lit: string | undefined, name: string | undefined) => {
      const v = lit ?? (name !== undefined ? strings.get(name) : undefined);
      return v === undefined ? whole : v;
    });
    if (t !== out) {
      out = t;
      changed = true;
    }
  }
  return changed ? out : undefined;
}

/** The first `[literal, …].join(sep)` (or `%w[…].join`) in `text`: where it starts and ends and its value. */
function findInlineJoin(text: string): { start: number; end: number; value: string } | undefined {
  let from = 0;
  for (let guard = 0; guard < 64; guard++) {
    const j = text.indexOf(".join", from);
    if (j === -1) return undefined;
    from = j + 5;
    // the array ends right before `.join`
    let e = j - 1;
    while (e >= 0 && (text[e] === " " || text[e] === "\t")) e--;
    if (text[e] !== "]") continue;
    // find its `[` by scanning back over the literal (bounded)
    const open = text.lastIndexOf("[", e);
    for (let o = open; o >= 0 && e - o <= 600; o = text.lastIndexOf("[", o - 1)) {
      const ruby = text.slice(Math.max(0, o - 2), o) === "%w";
      const arr = ruby ? wordArray(text, o) : arrayLiteral(text, o);
      if (arr && arr.end === e + 1) {
        JOIN_CALL.lastIndex = j;
        const call = JOIN_CALL.exec(text);
        if (!call) break;
        return { start: ruby ? o - 2 : o, end: j + call[0].length, value: arr.items.join(call[2] ?? "") };
      }
      if (o === 0) break;
    }
  }
  return undefined;
}
