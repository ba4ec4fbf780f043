// Python serialisation formats that carry code inside encoded text: a marshalled code object
// (`exec(marshal.loads(b64decode(…)))`) or a binary pickle (`pickle.loads(b64decode(…))`). Neither is
// text, so the string constants (marshal) and imported callables plus strings (pickle) stand for them.
import { pickleGlobals } from "../engine/pickle";
import { pycStrings } from "../engine/pyc-strings";

/** TYPE_CODE ('c'), with or without FLAG_REF, starts every marshalled code object. */
function isMarshalCode(b: Uint8Array): boolean {
  return b.length >= 32 && (b[0] === 0xe3 || b[0] === 0x63) && b[1] === 0 && b[2] === 0;
}

function isBinaryPickle(b: Uint8Array): boolean {
  return b.length >= 8 && b[0] === 0x80 && b[1]! >= 2 && b[1]! <= 5 && b[b.length - 1] === 0x2e;
}

/** Printable ASCII runs (pickle string opcodes carry their text as plain bytes). */
function printableRuns(b: Uint8Array, min: number): string[] {
  const out: string[] = [];
  let start = -1;
  for (let i = 0; i <= b.length && out.length < 2000; i++) {
    const c = i < b.length ? b[i]! : 0;
    const ok = c >= 32 && c < 127;
    if (ok && start < 0) start = i;
    else if (!ok && start >= 0) {
      if (i - start >= min) out.push(String.fromCharCode(...b.subarray(start, Math.min(i, start + 4096))));
      start = -1;
    }
  }
  return out;
}

export function serializedStrings(b: Uint8Array): { layer: string; text: string } | undefined {
  if (isMarshalCode(b)) {
    const strings = pycStrings(b, 2000, 0);
    return strings.length ? { layer: "marshal", text: strings.join("\n") } : undefined;
  }
  if (isBinaryPickle(b)) {
    const calls = pickleGlobals(b).map((g) => `${g}()`);
    const strings = printableRuns(b, 6);
    return calls.length ? { layer: "pickle", text: [...calls, ...strings].join("\n") } : undefined;
  }
  return undefined;
}
