// Aho–Corasick over every detector's trigger strings: one pass per line tells which detectors can
// possibly match, instead of hundreds of `includes` calls. Linear in the line length.
import type { LineDetector } from "../rules/types";

export class TriggerIndex {
  private readonly next: Array<Map<number, number>> = [new Map()];
  private readonly fail: number[] = [0];
  private readonly out: number[][] = [[]];
  /** Detectors without triggers run on every line. */
  readonly always: number[] = [];
  /** Full ASCII transition table (failure links folded in): state * 128 + char → state. */
  private ascii = new Int32Array(0);
  /** 1 where a state has outputs: one byte load per character instead of an array load. */
  private hasOut = new Uint8Array(0);

  constructor(detectors: readonly LineDetector[]) {
    detectors.forEach((d, i) => {
      if (!d.triggers) {
        this.always.push(i);
        return;
      }
      for (const t of d.triggers) this.add(t.toLowerCase(), i);
    });
    this.build();
  }

  private add(word: string, detector: number): void {
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
    if (o && !o.includes(detector)) o.push(detector);
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

  /** Appends to `found` every detector with a trigger in `lower` not yet stamped with `gen`. */
  collect(lower: string, stamp: Int32Array, gen: number, found: number[]): void {
    let s = 0;
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
          if (stamp[d] !== gen) {
            stamp[d] = gen;
            found.push(d);
          }
        }
      }
    }
  }

  /** Marks in `hit` (indexed by detector) every detector with a trigger in `lower`. */
  scan(lower: string, hit: Uint8Array): void {
    let s = 0;
    const ascii = this.ascii;
    const out = this.out;
    for (let k = 0; k < lower.length; k++) {
      const c = lower.charCodeAt(k);
      if (c < 128) {
        s = ascii[s * 128 + c] ?? 0;
        const o = out[s];
        if (o !== undefined && o.length !== 0) for (const d of o) hit[d] = 1;
        continue;
      }
      let n = this.next[s]?.get(c);
      while (n === undefined && s !== 0) {
        s = this.fail[s] ?? 0;
        n = this.next[s]?.get(c);
      }
      s = n ?? 0;
      const o = this.out[s];
      if (o && o.length) for (const d of o) hit[d] = 1;
    }
  }
}
