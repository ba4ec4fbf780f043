// Strings a compiled file hides with XOR, recovered without running it. Two readers:
// - a single-byte key over the whole file: for any key, b[i] ^ b[i+1] equals the plain text's own
//   neighbour XOR, so known words ("http", "curl ", "/bin/") are found key-free in one pass and the key
//   is read off the match (as FLOSS-style tools do);
// - byte arrays written out in JVM bytecode (`dup, index, value, bastore` per element: how javac stores
//   `byte[] e = {112, 66, …}`), XORed with each short array of the same class used as a repeating key.
// Either way only text that reads as code (a command, a URL) is kept, so random bytes yield nothing.

const WORDS = ["http://", "https://", "curl ", "wget ", "/bin/sh", "/bin/bash", "powershell", "| sh", "|sh"].map((w) => [...w].map((c) => c.charCodeAt(0)));
const CODE = /https?:\/\/|\b(?:curl|wget|powershell|bash|sh)\b/i;
const MAX = 4096;

function printable(c: number): boolean {
  return (c >= 32 && c < 127) || c === 9;
}

/** First neighbour XOR of each word: positions whose pair differs otherwise start none of them (one table
 *  read per byte on the hot path). */
const FIRST_PAIR = new Uint8Array(256);
for (const w of WORDS) FIRST_PAIR[w[0]! ^ w[1]!] = 1;

/** Runs decoded under a single-byte XOR key that contain one of WORDS; at most 64. Linear: every byte is
 *  tested once, and each run found is read once (the scan resumes after it; expansion is budgeted). */
export function singleByteXorStrings(bytes: Uint8Array): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const n = bytes.length;
  let work = 4 * n + 65536;
  for (let i = 0; i + 8 < n && out.length < 64 && work > 0; i++) {
    if (FIRST_PAIR[(bytes[i]! ^ bytes[i + 1]!) & 0xff] === 0) continue;
    for (const w of WORDS) {
      if (i + w.length > n) continue;
      let ok = true;
      for (let k = 0; k + 1 < w.length && ok; k++) ok = ((bytes[i + k]! ^ bytes[i + k + 1]!) & 0xff) === (w[k]! ^ w[k + 1]!);
      if (!ok) continue;
      const key = bytes[i]! ^ w[0]!;
      if (key === 0) continue;
      // A NUL byte ends the run (padding and terminators, not the encoded text).
      let a = i;
      while (a > 0 && i - a < MAX && bytes[a - 1] !== 0 && printable(bytes[a - 1]! ^ key)) a--;
      let b = i;
      while (b < n && b - i < MAX && bytes[b] !== 0 && printable(bytes[b]! ^ key)) b++;
      work -= b - a;
      if (b - a < 8) continue;
      let s = "";
      for (let k = a; k < b; k++) s += String.fromCharCode(bytes[k]! ^ key);
      if (!seen.has(s) && CODE.test(s)) {
        seen.add(s);
        out.push(s);
      }
      i = b;
      break;
    }
  }
  return out;
}

/** One element store of a bytecode array initializer: dup, index (iconst/bipush/sipush), value (iconst/bipush/sipush), bastore. */
function element(b: Uint8Array, i: number): { index: number; value: number; next: number } | undefined {
  if (b[i] !== 0x59) return undefined;
  let k = i + 1;
  const push = (): number | undefined => {
    const op = b[k];
    if (op === undefined) return undefined;
    if (op >= 0x02 && op <= 0x08) {
      k += 1;
      return op - 0x03;
    }
    if (op === 0x10) {
      const v = b[k + 1];
      k += 2;
      return v === undefined ? undefined : (v << 24) >> 24;
    }
    if (op === 0x11) {
      const hi = b[k + 1];
      const lo = b[k + 2];
      k += 3;
      return hi === undefined || lo === undefined ? undefined : (((hi << 8) | lo) << 16) >> 16;
    }
    return undefined;
  };
  const index = push();
  if (index === undefined) return undefined;
  const value = push();
  if (value === undefined || b[k] !== 0x54) return undefined;
  return { index, value: value & 0xff, next: k + 1 };
}

/** Byte arrays initialised in JVM bytecode (in order of the stores), each at least 2 elements long. */
export function bytecodeArrays(b: Uint8Array): number[][] {
  const arrays: number[][] = [];
  for (let i = 0; i < b.length && arrays.length < 256; i++) {
    let e = element(b, i);
    if (!e || e.index !== 0) continue;
    const arr: number[] = [];
    let at = i;
    while (e && e.index === arr.length && arr.length < 65536) {
      arr.push(e.value);
      at = e.next;
      e = element(b, at);
    }
    if (arr.length >= 2) arrays.push(arr);
    i = at - 1;
  }
  return arrays;
}

/** Bytecode byte arrays XORed with each short array of the same file as a repeating key (or none), kept when they read as code. */
export function bytecodeXorStrings(b: Uint8Array): string[] {
  const arrays = bytecodeArrays(b);
  const keys = arrays.filter((k) => k.length <= 32).slice(0, 16);
  const out: string[] = [];
  for (const whole of arrays.slice(0, 64)) {
    if (whole.length < 8) continue;
    const data = whole.length > 4096 ? whole.slice(0, 4096) : whole;
    for (const key of [[0], ...keys]) {
      if (key === whole) continue;
      let s = "";
      let ok = true;
      for (let i = 0; i < data.length && ok; i++) {
        const c = data[i]! ^ key[i % key.length]!;
        ok = printable(c);
        s += String.fromCharCode(c);
      }
      if (ok && CODE.test(s)) {
        out.push(s);
        break;
      }
    }
    if (out.length >= 32) break;
  }
  return out;
}
