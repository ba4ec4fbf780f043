// Python pickles run code when loaded: the callables they import (GLOBAL / STACK_GLOBAL opcodes) say
// what. Reads the module/name strings a pickle pushes, without unpickling anything.

const DANGEROUS: Array<[RegExp, RegExp]> = [
  [/^(?:os|posix|nt)$/, /^(?:system|popen|execv\w{0,2}|execl\w{0,2}|spawn\w{0,3}|remove|unlink|rmdir|putenv)$/],
  [/^subprocess$/, /^(?:Popen|call|run|check_call|check_output|getoutput|getstatusoutput)$/],
  [/^(?:builtins|__builtin__)$/, /^(?:eval|exec|compile|__import__|getattr|open|execfile|breakpoint)$/],
  [/^(?:socket|pty|runpy|webbrowser|ctypes|shutil|requests|urllib\.request|http\.client|marshal|code|importlib|pickle|dill|types)$/, /./],
];

export function looksLikePickle(path: string, bytes: Uint8Array): boolean {
  if (bytes.length < 4) return false;
  if (
    /\.(?:pkl|pickle|p|joblib|pt|pth|ckpt|dat|bin|sav|model)$/i.test(path) &&
    (bytes[0] === 0x80 || bytes[0] === 0x28 || bytes[0] === 0x63 || bytes[0] === 0x5d || bytes[0] === 0x7d)
  )
    return true;
  return bytes[0] === 0x80 && bytes[1]! >= 2 && bytes[1]! <= 5 && bytes[bytes.length - 1] === 0x2e;
}

/** "module.name" for every callable the pickle imports. */
export function pickleGlobals(b: Uint8Array): string[] {
  const out: string[] = [];
  const recent: string[] = [];
  const n = Math.min(b.length, 16 * 1024 * 1024);
  const text = (from: number, to: number) => String.fromCharCode(...b.subarray(from, Math.min(to, from + 256)));
  for (let i = 0; i < n && out.length < 200; i++) {
    const op = b[i]!;
    if (op === 0x63 || op === 0x69) {
      // GLOBAL / INST: "c" module "\n" name "\n" (protocol 0-2)
      const nl = b.indexOf(0x0a, i + 1);
      const nl2 = nl === -1 ? -1 : b.indexOf(0x0a, nl + 1);
      if (nl !== -1 && nl2 !== -1 && nl - i < 80 && nl2 - nl < 80) {
        const mod = text(i + 1, nl);
        const name = text(nl + 1, nl2);
        if (/^[\w.]{1,80}$/.test(mod) && /^[\w.]{1,80}$/.test(name)) {
          out.push(`${mod}.${name}`);
          i = nl2;
        }
      }
    } else if (op === 0x8c && i + 1 < n) {
      // SHORT_BINUNICODE len:u8
      const len = b[i + 1]!;
      const s = text(i + 2, i + 2 + len);
      if (/^[\w.]{1,80}$/.test(s)) recent.push(s);
      i += 1 + len;
    } else if (op === 0x58 && i + 4 < n) {
      // BINUNICODE len:u32
      const len = b[i + 1]! | (b[i + 2]! << 8) | (b[i + 3]! << 16) | (b[i + 4]! << 24);
      if (len >= 0 && len < 256) {
        const s = text(i + 5, i + 5 + len);
        if (/^[\w.]{1,80}$/.test(s)) recent.push(s);
        i += 4 + len;
      }
    } else if (op === 0x93 && recent.length >= 2) {
      // STACK_GLOBAL: module and name are the last two strings pushed
      out.push(`${recent[recent.length - 2]}.${recent[recent.length - 1]}`);
    }
    if (recent.length > 8) recent.shift();
  }
  return out;
}

export function dangerousGlobals(globals: readonly string[]): string[] {
  return globals.filter((g) => {
    const dot = g.lastIndexOf(".");
    const mod = g.slice(0, dot);
    const name = g.slice(dot + 1);
    return DANGEROUS.some(([m, f]) => m.test(mod) && f.test(name));
  });
}
