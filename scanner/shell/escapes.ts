// Decoders for the shell's own escape syntaxes: $'…' (ANSI-C), echo -e and printf formats.

function hexAt(s: string, i: number, max: number): { value: number; len: number } {
  let v = 0;
  let n = 0;
  while (n < max && i + n < s.length) {
    const c = s.charCodeAt(i + n);
    const d = c >= 48 && c <= 57 ? c - 48 : c >= 97 && c <= 102 ? c - 87 : c >= 65 && c <= 70 ? c - 55 : -1;
    if (d < 0) break;
    v = v * 16 + d;
    n++;
  }
  return { value: v, len: n };
}

function octAt(s: string, i: number, max: number): { value: number; len: number } {
  let v = 0;
  let n = 0;
  while (n < max && i + n < s.length) {
    const c = s.charCodeAt(i + n);
    if (c < 48 || c > 55) break;
    v = v * 8 + (c - 48);
    n++;
  }
  return { value: v, len: n };
}

const SIMPLE: Record<string, string> = {
  n: "\n",
  t: "\t",
  r: "\r",
  a: "\x07",
  b: "\b",
  e: "\x1b",
  E: "\x1b",
  f: "\f",
  v: "\v",
  "\\": "\\",
  "'": "'",
  '"': '"',
  "?": "?",
};

/** Backslash escapes as $'…', `echo -e` and printf interpret them. `octalZero`: echo -e wants \0NNN. */
export function decodeBackslashes(s: string, octalZero = false): string {
  if (!s.includes("\\")) return s;
  let out = "";
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c !== "\\" || i + 1 >= s.length) {
      out += c;
      continue;
    }
    const n = s[i + 1]!;
    if (n === "x") {
      const h = hexAt(s, i + 2, 2);
      if (h.len) {
        out += String.fromCharCode(h.value);
        i += 1 + h.len;
        continue;
      }
    } else if (n === "u" || n === "U") {
      const h = hexAt(s, i + 2, n === "u" ? 4 : 8);
      if (h.len && h.value <= 0x10ffff) {
        out += String.fromCodePoint(h.value);
        i += 1 + h.len;
        continue;
      }
    } else if (n >= "0" && n <= "7") {
      const o = octalZero && n === "0" ? octAt(s, i + 2, 3) : octAt(s, i + 1, 3);
      const skip = octalZero && n === "0" ? 1 + o.len : o.len;
      if (o.len || (octalZero && n === "0")) {
        out += String.fromCharCode(o.value & 0xff);
        i += skip;
        continue;
      }
    } else if (SIMPLE[n] !== undefined) {
      out += SIMPLE[n];
      i++;
      continue;
    }
    out += c;
  }
  return out;
}

/** printf FORMAT ARGS…: %s/%b/%c/%d substitution (cycling the format while arguments remain) and escapes. */
export function printfFormat(format: string, args: string[]): string {
  let out = "";
  let a = 0;
  for (let round = 0; round < 64; round++) {
    let used = 0;
    out += decodeBackslashes(format).replace(/%(-?\d{0,3})([sbcdxq%])/g, (_m, _w: string, conv: string) => {
      if (conv === "%") return "%";
      const v = args[a++] ?? "";
      used++;
      if (conv === "b") return decodeBackslashes(v, true);
      if (conv === "c") return v.slice(0, 1);
      if (conv === "d") return String(parseInt(v, 10) || 0);
      return v;
    });
    if (used === 0 || a >= args.length) break;
  }
  return out;
}
