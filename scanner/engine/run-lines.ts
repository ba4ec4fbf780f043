// Runs every line detector over a file's lines, in bounded windows for very long lines, and rescans
// text recovered from encoded blobs or invisible characters (up to LIMITS.decodeDepth layers).
import { LIMITS } from "../config";
import { BLOB_CUES, findBlobs } from "../decode/blobs";
import { LINE_DETECTORS, ruleById } from "../rules";
import { wordFilter } from "../rules/word-filter";
import type { DetectEnv, Line, LineOut, SignalKind } from "../rules/types";
import { Collector, weigh } from "./collector";
import { IdList, NON_ASCII, TriggerIndex } from "./trigger-index";
import { excerpt, shortText } from "./evidence";
import { LINE_CUE_WORDS, lineCueBits } from "./line-cues";

const CODEISH =
  /\b(?:curl|wget|bash|sh\s-c|powershell|iex|invoke-|eval|exec|import\s|require\(|subprocess|os\.system|chmod|nohup|python|perl|\/bin\/|\/tmp\/|base64|nc\s|socket|crontab|osascript|ignore (?:all|previous)|instructions|system prompt)\b|https?:\/\/|\$\(|\|\s{0,2}(?:ba)?sh\b|;\s{0,2}\w{2,10}\s/i;
const CRED_SOURCE_EXCLUDED = new Set(["cred-hardcoded-secret", "cred-undeclared-secret"]);

const TRIGGERS = new TriggerIndex(LINE_DETECTORS, [...BLOB_CUES, ...LINE_CUE_WORDS], wordFilter.words);
/** Flag bits of LINE_CUE_WORDS in runLines' `cues` output. */
export const LINE_CUES = lineCueBits(BLOB_CUES.length);
// Every rule module is loaded (LINE_DETECTORS): the regexes registered so far are all in the pass.
wordFilter.known = wordFilter.words.length;
wordFilter.stamp = new Int32Array(wordFilter.known);

export type RunState = { budget: { bytes: number } };

const SEGMENT = LIMITS.segmentChars;
const OVERLAP = LIMITS.segmentOverlap;
const DECODE_DEPTH = LIMITS.decodeDepth;

function segments(line: Line): Line[] {
  const segmentChars = SEGMENT;
  const segmentOverlap = OVERLAP;
  // Lowercasing can lengthen text (İ → i̇): then slices of `lower` are not the lowercase of the text's
  // slices, and each window is lowercased on its own. Every Line's `lower` holds what its text holds.
  const aligned = line.lower.length === line.text.length;
  const out: Line[] = [];
  for (let s = 0; s < line.text.length; s += segmentChars) {
    const text = line.text.slice(s, s + segmentChars + segmentOverlap);
    out.push({ ...line, text, lower: aligned ? line.lower.slice(s, s + segmentChars + segmentOverlap) : text.toLowerCase(), offset: line.offset + s });
  }
  return out;
}

/** For a match in a joined paragraph: the physical line it starts on, if the match crosses a join, with
 *  the paragraph's text from that line's start on (`start`: where it starts in the joined text). */
function joinedLine(seg: Line, index: number, length: number): { line: Line; start: number } | undefined {
  const joins = seg.joins ?? [];
  const crosses = joins.some((j) => j > index && j < index + length);
  if (!crosses) return undefined;
  let k = 0;
  while (k < joins.length && joins[k]! <= index) k++;
  const start = k === 0 ? 0 : joins[k - 1]!;
  return { line: { ...seg, n: seg.n + k, text: seg.text.slice(start), lower: seg.lower.slice(start), joins: undefined }, start };
}

/** Runs every line detector on `lines`. `cues`, when given (one slot per line), receives the flag bits
 *  the trigger pass saw on each line (LINE_CUES), for the whole-file checks that run afterwards. */
export function runLines(lines: readonly Line[], env: DetectEnv, sink: Collector, state: RunState, cues?: Int32Array): void {
  const found = takeIdList();
  const runner = new Runner(env, sink, state, found);
  for (let i = 0; i < lines.length; i++) {
    runner.flags = 0;
    runner.line(lines[i]!, 0);
    if (cues) cues[i] = runner.flags;
  }
  FREE_ID_LISTS.push(found);
}

/** Id lists of finished runs, reused: runLines is called for every file and every set of decoded lines,
 *  and a typed array per call showed in profiles. A run that throws just does not give its list back;
 *  one taken while another run is active (nested) is a different list. */
const FREE_ID_LISTS: IdList[] = [];
function takeIdList(): IdList {
  const list = FREE_ID_LISTS.pop() ?? new IdList();
  list.n = 0;
  return list;
}

const JOIN_REACH = 100;

/** Joined paragraphs: only detectors with a trigger near a join can find something new (hot path). */
export function runJoined(lines: readonly Line[], env: DetectEnv, sink: Collector): void {
  const found = takeIdList();
  // This runner only runs given detectors (only()), never a segment: it never touches its own list.
  const runner = new Runner(env, sink, { budget: { bytes: 0 } }, found);
  const windows: number[] = [];
  for (const line of lines) {
    found.n = 0;
    nextGeneration();
    // The words within JOIN_REACH of each join; windows that overlap by a whole word are read as one.
    const lower = line.lower;
    const n = lower.length;
    let w = 0; // windows[0 … w) hold this paragraph's (start, end) pairs
    for (const j of line.joins ?? []) {
      const a = Math.max(0, j - JOIN_REACH);
      const b = Math.min(n, j + JOIN_REACH);
      if (w !== 0 && a <= windows[w - 1]! - TRIGGERS.longest) windows[w - 1] = b;
      else {
        windows[w++] = a;
        windows[w++] = b;
      }
    }
    if (w === 0) continue;
    // The detectors' regexes need their words anywhere in the paragraph: a pass over all of it stamps
    // those. When one window covers the paragraph (short wrapped lines) that pass also finds the detectors.
    const whole = w === 2 && windows[0] === 0 && windows[1] === n;
    if (whole) TRIGGERS.collect(lower, stamp, generation, found, wordFilter.stamp);
    else {
      for (let k = 0; k < w; k += 2) TRIGGERS.collect(lower, stamp, generation, found, undefined, windows[k], windows[k + 1]);
      if (found.n === 0) continue;
      scratch.n = 0;
      TRIGGERS.collect(lower, scratchStamp, generation, scratch, wordFilter.stamp);
    }
    if (found.n === 0) continue;
    found.sort();
    wordFilter.gen = generation;
    wordFilter.active = true;
    try {
      runner.only(line, found);
    } finally {
      wordFilter.active = false;
    }
  }
  FREE_ID_LISTS.push(found);
}

/** Detector hits of runJoined's word pass, not used: its detectors come from the windows. */
const scratchStamp = new Int32Array(LINE_DETECTORS.length);
const scratch = new IdList();

type Pending = { index: number; layers: string[]; text: string };
const NO_PENDING: Pending[] = [];

/** Detector hit list for one segment, deduplicated by a generation stamp (no per-line clearing). */
const stamp = new Int32Array(LINE_DETECTORS.length);
let generation = 0;

function nextGeneration(): void {
  if (++generation > 0x3fffffff) {
    generation = 1;
    stamp.fill(0);
    wordFilter.stamp.fill(0);
  }
}

/** One per runLines call; it is the LineOut every detector reports to, for the segment being run. */
class Runner implements LineOut {
  private seg!: Line;
  private pending: Pending[] = NO_PENDING;
  /** Flags of the trigger pass over the line being run (every segment of it, not its decoded text). */
  flags = 0;

  constructor(
    private readonly env: DetectEnv,
    private readonly sink: Collector,
    private readonly state: RunState,
    /** The detectors of the segment being run (a pooled list, cleared per segment). */
    private readonly found: IdList,
  ) {}

  hit(ruleId: string, index: number, length: number, base: number, message?: string): void {
    let seg = this.seg;
    if (seg.joins) {
      // A joined paragraph only adds what spans a line break; the rest was found on its own line.
      const at = joinedLine(seg, index, length);
      if (!at) return;
      index -= at.start;
      seg = at.line;
    }
    this.sink.hit(ruleId, seg, index, length, base, message);
    const rule = ruleById(ruleId);
    if (rule.group === "credentials" && !CRED_SOURCE_EXCLUDED.has(ruleId))
      this.sink.signal("cred-source", seg, index, rule.title, weigh(ruleId, seg, index, length, base));
    // Exfiltration patterns are network sinks for the flow check even when no URL is on the line.
    if (rule.group === "exfiltration" && ruleId !== "exfil-credential-to-network" && ruleId !== "exfil-drop-site")
      this.sink.signal("net-sink", seg, index, "unknown:");
  }

  signal(kind: SignalKind, index: number, detail: string, length = 0): void {
    let seg = this.seg;
    if (seg.joins) {
      // As for hits: a joined paragraph adds only what crosses a line break (a sentence wrapped before its URL).
      const at = length > 0 ? joinedLine(seg, index, length) : undefined;
      if (!at) return;
      index -= at.start;
      seg = at.line;
    }
    this.sink.signal(kind, seg, index, detail, seg.warned ? 0.4 : 1);
  }

  decoded(index: number, layer: string, text: string): void {
    if (this.pending === NO_PENDING) this.pending = [];
    this.pending.push({ index, layers: [layer], text });
  }

  /** Runs the given detectors on one line, nothing else. */
  only(line: Line, detectors: IdList): void {
    this.seg = line;
    this.pending = NO_PENDING;
    for (let k = 0; k < detectors.n; k++) LINE_DETECTORS[detectors.ids[k]!]!.detect(line, this.env, this);
  }

  line(line: Line, depth: number): void {
    if (line.text.length <= SEGMENT + OVERLAP) this.segment(line, depth);
    else for (const seg of segments(line)) this.segment(seg, depth);
  }

  private segment(seg: Line, depth: number): void {
    const { env, sink, state } = this;
    this.seg = seg;
    this.pending = NO_PENDING;
    const found = this.found;
    found.n = 0;
    nextGeneration();
    // `lower` holds every word `text` holds (lowercased), so the flags and words hold for `text` too.
    const flags = TRIGGERS.collect(seg.lower, stamp, generation, found, wordFilter.stamp);
    if (depth === 0) this.flags |= flags;
    for (const i of TRIGGERS.always) if (stamp[i] !== generation) found.push(i);
    if (flags & NON_ASCII) for (const i of TRIGGERS.nonAscii) found.push(i);
    found.sort();
    wordFilter.gen = generation;
    wordFilter.active = true;
    try {
      for (let k = 0; k < found.n; k++) LINE_DETECTORS[found.ids[k]!]!.detect(seg, env, this);
    } finally {
      wordFilter.active = false;
    }
    const pending = this.pending;
    if (depth >= DECODE_DEPTH) return;
    if (state.budget.bytes > 0) {
      const { blobs, opaque } = findBlobs(seg.text, state.budget, flags);
      for (const b of blobs) {
        if (this.pending === NO_PENDING) this.pending = [];
        this.pending.push(b);
        const exe = b.layers.find((l) => l.startsWith("executable:"));
        if (exe) {
          sink.add({
            ruleId: "load-binary",
            file: seg.file,
            line: seg.n,
            column: seg.offset + b.index + 1,
            confidence: 0.9,
            message: `${exe.slice(11)} executable encoded in text`,
            evidence: excerpt(seg.text, b.index, 40),
            context: seg.context,
            decoded: { layers: b.layers, text: shortText(b.text) },
          });
          sink.signal("strong-drop", seg, b.index, "encoded executable");
        } else if (CODEISH.test(b.text)) {
          const layers = [...(seg.decoded?.layers ?? []), ...b.layers];
          sink.add({
            ruleId: "obf-encoded-blob",
            file: seg.file,
            line: seg.n,
            column: seg.decoded ? seg.offset + 1 : seg.offset + b.index + 1,
            confidence: weigh("obf-encoded-blob", seg, b.index, b.length, 0.75),
            message: `Encoded text (${layers.join(" → ")}) decodes to commands or URLs`,
            evidence: excerpt(seg.text, b.index, Math.min(b.length, 40)),
            context: seg.context,
            decoded: { layers, text: shortText(b.text) },
          });
          sink.signal("strong-drop", seg, b.index, "encoded payload");
        }
      }
      if (seg.context !== "asset" && !seg.decoded) {
        for (const o of opaque) sink.hit("obf-long-blob", seg, o.index, Math.min(o.length, 40), 0.6, `${o.length}-character encoded blob`);
      }
    }
    const all = this.pending === NO_PENDING ? pending : this.pending;
    for (const p of all) {
      const layers = [...(seg.decoded?.layers ?? []), ...p.layers];
      const baseOffset = seg.decoded ? seg.offset : seg.offset + p.index;
      const parts = p.text.split("\n", 2000);
      for (const part of parts) {
        const text = part.endsWith("\r") ? part.slice(0, -1) : part;
        if (!text.trim()) continue;
        const decodedLine: Line = {
          ...seg,
          text,
          lower: text.toLowerCase(),
          offset: baseOffset,
          decoded: { layers, text: p.text },
          warned: false,
          quoted: false,
          comment: false,
        };
        this.line(decodedLine, depth + 1);
      }
    }
  }
}
