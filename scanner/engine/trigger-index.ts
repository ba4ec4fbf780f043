// Aho–Corasick over every detector's trigger strings: one pass per line tells which detectors can
// possibly match, instead of hundreds of `includes` calls. Linear in the line length. The same pass
// also reports cheap facts about the line as bit flags (a non-ASCII character, cue words of other
// prefilters), so no other prefilter has to walk the line again.
import type { LineDetector } from "../rules/types";

/** Flag bit: the text has a character outside ASCII. */
export const NON_ASCII = 1;

/** A reusable list of small ids (detector indices): cleared by `n = 0`, which costs nothing, where setting
 *  an array's length calls into the runtime (a hot spot once per line). */
export class IdList {
  ids = new Int32Array(64);
  n = 0;

  push(v: number): void {
    if (this.n === this.ids.length) {
      const grown = new Int32Array(this.n * 2);
      grown.set(this.ids);
      this.ids = grown;
    }
    this.ids[this.n++] = v;
  }

  /** Insertion sort: the detector list of one line is short and mostly in order already. */
  sort(): void {
    const a = this.ids;
    for (let i = 1; i < this.n; i++) {
      const v = a[i]!;
      let j = i - 1;
      while (j >= 0 && a[j]! > v) {
        a[j + 1] = a[j]!;
        j--;
      }
      a[j + 1] = v;
    }
  }
}

export class TriggerIndex {
  private readonly next: Array<Map<number, number>> = [new Map()];
  private readonly fail: number[] = [0];
  /** Per state: detector indices (0 … detectors-1), regex word ids (+ detectors) and flag cues (~bit, < 0) ending there. */
  private readonly out: number[][] = [[]];
  /** Detectors without triggers run on every line. */
  readonly always: number[] = [];
  /** Detectors that only run on lines with a non-ASCII character. */
  readonly nonAscii: number[] = [];
  /** ASCII character → its class: 0 for every character no word holds, else 1 + a rank. */
  private readonly classOf = new Uint8Array(128);
  private classes = 1;
  /** Full ASCII transition table (failure links folded in): state * classes + class → state. States are
   *  numbered breadth-first, so the shallow states nearly every character visits share cache lines. */
  private ascii: Uint16Array | Int32Array = new Int32Array(0);
  /** Set in a table entry when the target state has outputs (no other load per character); `mask` takes
   *  it off. */
  private flag = 0;
  private mask = 0;
  /** The table's states are BFS ranks; `next`, `fail` and `out` are by insertion id. */
  private rankOf = new Int32Array(0);
  private idOf = new Int32Array(0);
  private outByRank: number[][] = [];

  private readonly detectors: number;
  /** Length of the longest word: windows that overlap by this much find what their union finds. */
  longest = 0;

  /** `cues[k]` (lowercase words) set flag bit 1 << (k + 1) when found; `regexWords[j]` (lowercase) stamp
   *  regex j in the `words` stamp array of collect(). */
  constructor(detectors: readonly LineDetector[], cues: ReadonlyArray<readonly string[]> = [], regexWords: ReadonlyArray<readonly string[]> = []) {
    this.detectors = detectors.length;
    if (cues.length > 30) throw new Error("at most 30 cue groups");
    detectors.forEach((d, i) => {
      if (d.nonAsciiOnly) {
        this.nonAscii.push(i);
        return;
      }
      if (!d.triggers) {
        this.always.push(i);
        return;
      }
      for (const t of d.triggers) this.add(t.toLowerCase(), i);
    });
    cues.forEach((words, k) => {
      for (const w of words) this.add(w, ~(k + 1));
    });
    regexWords.forEach((words, j) => {
      for (const w of words) this.add(w, detectors.length + j);
    });
    this.build();
  }

  private add(word: string, output: number): void {
    if (word.length > this.longest) this.longest = word.length;
    let s = 0;
    for (let k = 0; k < word.length; k++) {
      const c = word.charCodeAt(k);
      let n = this.next[s]?.get(c);
      if (n === undefined) {
        n = this.next.length;
        this.next.push(new Map());
        this.fail.push(0);
        this.out.push([]);
        this.next[s]?.set(c, n);
      }
      s = n;
    }
    const o = this.out[s];
    if (o && !o.includes(output)) o.push(output);
  }

  private build(): void {
    const queue: number[] = [];
    for (const n of this.next[0]?.values() ?? []) queue.push(n);
    for (let q = 0; q < queue.length; q++) {
      const s = queue[q] ?? 0;
      for (const [c, n] of this.next[s] ?? []) {
        queue.push(n);
        let f = this.fail[s] ?? 0;
        while (f !== 0 && !this.next[f]?.has(c)) f = this.fail[f] ?? 0;
        const target = this.next[f]?.get(c);
        this.fail[n] = target !== undefined && target !== n ? target : 0;
        for (const d of this.out[this.fail[n] ?? 0] ?? []) if (!this.out[n]?.includes(d)) this.out[n]?.push(d);
      }
    }
    // BFS order: fail[s] is filled before s, and the table's rows go shallow to deep.
    const order = [0, ...queue];
    const states = order.length;
    this.rankOf = new Int32Array(states);
    order.forEach((s, r) => (this.rankOf[s] = r));
    this.idOf = Int32Array.from(order);
    this.outByRank = order.map((s) => this.out[s] ?? []);
    const used: number[] = [];
    for (const m of this.next) for (const c of m.keys()) if (c < 128 && !used.includes(c)) used.push(c);
    used.sort((a, b) => a - b).forEach((c, k) => (this.classOf[c] = k + 1));
    const C = (this.classes = used.length + 1);
    const small = states <= 0x8000;
    this.ascii = small ? new Uint16Array(states * C) : new Int32Array(states * C);
    this.flag = small ? 0x8000 : 0x40000000;
    this.mask = this.flag - 1;
    const flagged = (r: number) => (this.outByRank[r]!.length > 0 ? r | this.flag : r);
    const ascii = this.ascii;
    for (let r = 0; r < states; r++) {
      const s = order[r]!;
      const fr = this.rankOf[this.fail[s] ?? 0]!;
      for (let k = 0; k < C; k++) {
        const direct = k === 0 ? undefined : this.next[s]?.get(used[k - 1]!);
        ascii[r * C + k] = direct !== undefined ? flagged(this.rankOf[direct]!) : r === 0 ? 0 : ascii[fr * C + k]!;
      }
    }
  }

  /** Appends to `found` every detector with a trigger in `lower` (from … to) not yet stamped with `gen`, stamps
   *  `words[j] = gen` for every regex j whose words `lower` holds, and returns the flags seen
   *  (NON_ASCII, cue bits). */
  collect(lower: string, stamp: Int32Array, gen: number, found: IdList, words?: Int32Array, from = 0, to = lower.length): number {
    let s = 0;
    let flags = 0;
    const ascii = this.ascii;
    const classOf = this.classOf;
    const C = this.classes;
    const flag = this.flag;
    const mask = this.mask;
    for (let k = from; k < to; k++) {
      const c = lower.charCodeAt(k);
      if (c < 128) {
        const t = ascii[s * C + classOf[c]!]!;
        s = t & mask;
        if (t < flag) continue;
      } else {
        flags |= NON_ASCII;
        s = this.wide(s, c);
      }
      flags |= this.emit(s, stamp, gen, found, words);
    }
    return flags;
  }

  /** The transition on a character outside ASCII (rare: through the maps and failure links). */
  private wide(s: number, c: number): number {
    let id = this.idOf[s]!;
    let n = this.next[id]?.get(c);
    while (n === undefined && id !== 0) {
      id = this.fail[id] ?? 0;
      n = this.next[id]?.get(c);
    }
    return this.rankOf[n ?? 0]!;
  }

  /** Reports the outputs of state `s`; returns the flag bits among them. */
  private emit(s: number, stamp: Int32Array, gen: number, found: IdList, words: Int32Array | undefined): number {
    const detectors = this.detectors;
    let flags = 0;
    for (const d of this.outByRank[s]!) {
      if (d < 0) flags |= 1 << ~d;
      else if (d >= detectors) {
        if (words) words[d - detectors] = gen;
      } else if (stamp[d] !== gen) {
        stamp[d] = gen;
        found.push(d);
      }
    }
    return flags;
  }
}
