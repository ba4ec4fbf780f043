// Aho–Corasick over every detector's trigger strings: one pass per line tells which detectors can
// possibly match, instead of hundreds of `includes` calls. Linear in the line length. The same pass
// also reports cheap facts about the line as bit flags (a non-ASCII character, cue words of other
// prefilters), so no other prefilter has to walk the line again.
import type { LineDetector } from "../rules/types";

/** Flag bit: the text has a character outside ASCII. */
export const NON_ASCII = 1;

export class TriggerIndex {
  private readonly next: Array<Map<number, number>> = [new Map()];
  private readonly fail: number[] = [0];
  /** Per state: detector indices (0 … detectors-1), regex word ids (+ detectors) and flag cues (~bit, < 0) ending there. */
  private readonly out: number[][] = [[]];
  /** Detectors without triggers run on every line. */
  readonly always: number[] = [];
  /** Detectors that only run on lines with a non-ASCII character. */
  readonly nonAscii: number[] = [];
  /** Full ASCII transition table (failure links folded in): state * 128 + char → state. */
  private ascii = new Int32Array(0);
  /** 1 where a state has outputs: one byte load per character instead of an array load. */
  private hasOut = new Uint8Array(0);

  private readonly detectors: number;

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
    const states = this.next.length;
    this.hasOut = new Uint8Array(states);
    for (let s = 0; s < states; s++) this.hasOut[s] = (this.out[s]?.length ?? 0) > 0 ? 1 : 0;
    this.ascii = new Int32Array(states * 128);
    // BFS order guarantees fail[s] is filled before s.
    const order = [0, ...queue];
    for (const s of order) {
      for (let c = 0; c < 128; c++) {
        const direct = this.next[s]?.get(c);
        this.ascii[s * 128 + c] = direct !== undefined ? direct : s === 0 ? 0 : (this.ascii[(this.fail[s] ?? 0) * 128 + c] ?? 0);
      }
    }
  }

  /** Appends to `found` every detector with a trigger in `lower` not yet stamped with `gen`, stamps
   *  `words[j] = gen` for every regex j whose words `lower` holds, and returns the flags seen
   *  (NON_ASCII, cue bits). */
  collect(lower: string, stamp: Int32Array, gen: number, found: number[], words?: Int32Array): number {
    const detectors = this.detectors;
    let s = 0;
    let flags = 0;
    const ascii = this.ascii;
    const out = this.out;
    const hasOut = this.hasOut;
    const n = lower.length;
    for (let k = 0; k < n; k++) {
      const c = lower.charCodeAt(k);
      if (c < 128) {
        s = ascii[(s << 7) + c]!;
        if (hasOut[s] === 0) continue;
      } else {
        flags |= NON_ASCII;
        let n = this.next[s]?.get(c);
        while (n === undefined && s !== 0) {
          s = this.fail[s] ?? 0;
          n = this.next[s]?.get(c);
        }
        s = n ?? 0;
      }
      const o = out[s]!;
      if (o.length !== 0) {
        for (const d of o) {
          if (d < 0) flags |= 1 << ~d;
          else if (d >= detectors) {
            if (words) words[d - detectors] = gen;
          } else if (stamp[d] !== gen) {
            stamp[d] = gen;
            found.push(d);
          }
        }
      }
    }
    return flags;
  }
}
