// String constants of Python bytecode (.pyc): marshal stores each with a type byte and a length, so
// they can be read exactly instead of guessing printable runs. A .pyc whose strings do not appear in
// its own .py is not the compiled form of that source.

const SHORT = new Set([0x7a, 0x5a]); // 'z' short ascii, 'Z' short ascii interned
const LONG = new Set([0x61, 0x41, 0x75, 0x73, 0x74]); // 'a', 'A', 'u', 's', 't'

function printable(b: Uint8Array, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = b[i]!;
    if (c < 9 || (c > 13 && c < 32) || c === 127) return false;
  }
  return true;
}

/** `from`: where marshal data starts (16 in a .pyc, after its header; 0 for bare marshal bytes). */
export function pycStrings(b: Uint8Array, max = 20000, from = 16): string[] {
  const out: string[] = [];
  const decoder = new TextDecoder("utf-8");
  for (let i = from; i < b.length && out.length < max; i++) {
    const t = b[i]! & 0x7f;
    let len = -1;
    let at = 0;
    if (SHORT.has(t) && i + 1 < b.length) {
      len = b[i + 1]!;
      at = i + 2;
    } else if (LONG.has(t) && i + 4 < b.length) {
      len = b[i + 1]! | (b[i + 2]! << 8) | (b[i + 3]! << 16) | (b[i + 4]! << 24);
      at = i + 5;
    }
    if (len < 4 || len > 65536 || at + len > b.length || !printable(b, at, at + len)) continue;
    out.push(decoder.decode(b.subarray(at, at + len)));
    i = at + len - 1;
  }
  return out;
}

/** Strings of the .pyc that its source does not contain (ignoring names and short constants). */
export function stringsMissingFromSource(strings: readonly string[], source: string): string[] {
  return strings.filter((s) => s.length >= 8 && /[\s/:.|'"-]/.test(s) && !source.includes(s) && !/<[\w-]+>/.test(s) && !/\.py$/.test(s));
}
