// Runs every line detector over a file's lines, in bounded windows for very long lines, and rescans
// text recovered from encoded blobs or invisible characters (up to LIMITS.decodeDepth layers).
import { LIMITS } from "../config";
import { findBlobs } from "../decode/blobs";
import { LINE_DETECTORS, ruleById } from "../rules";
import type { DetectEnv, Line, LineOut, SignalKind } from "../rules/types";
import { Collector, weigh } from "./collector";
import { TriggerIndex } from "./trigger-index";
import { excerpt, shortText } from "./evidence";

const CODEISH = /\b(?:curl|wget|bash|sh\s-c|powershell|iex|invoke-|eval|exec|import\s|require\(|subprocess|os\.system|chmod|nohup|python|perl|\/bin\/|\/tmp\/|base64|nc\s|socket|crontab|osascript|ignore (?:all|previous)|instructions|system prompt)\b|https?:\/\/|\$\(|\|\s{0,2}(?:ba)?sh\b|;\s{0,2}\w{2,10}\s/i;
const CRED_SOURCE_EXCLUDED = new Set(["cred-hardcoded-secret", "cred-undeclared-secret"]);

const TRIGGERS = new TriggerIndex(LINE_DETECTORS);

export type RunState = { budget: { bytes: number } };

const SEGMENT = LIMITS.segmentChars;
const OVERLAP = LIMITS.segmentOverlap;
const DECODE_DEPTH = LIMITS.decodeDepth;

function segments(line: Line): Line[] {
  const segmentChars = SEGMENT;
  const segmentOverlap = OVERLAP;
  const out: Line[] = [];
  for (let s = 0; s < line.text.length; s += segmentChars) {
    const text = line.text.slice(s, s + segmentChars + segmentOverlap);
    out.push({ ...line, text, lower: line.lower.slice(s, s + segmentChars + segmentOverlap), offset: line.offset + s });
  }
  return out;
}

/** For a match in a joined paragraph: the physical line it starts on, if the match crosses a join. */
function joinedLine(seg: Line, index: number, length: number): Line | undefined {
  const joins = seg.joins ?? [];
  const crosses = joins.some((j) => j > index && j < index + length);
  if (!crosses) return undefined;
  let k = 0;
  while (k < joins.length && joins[k]! <= index) k++;
  const start = k === 0 ? 0 : joins[k - 1]!;
  return { ...seg, n: seg.n + k, offset: seg.offset + start, joins: undefined };
}

export function runLines(lines: readonly Line[], env: DetectEnv, sink: Collector, state: RunState): void {
  const runner = new Runner(env, sink, state);
  for (const line of lines) runner.line(line, 0);
}

/** Joined paragraphs: only detectors with a trigger near a join can find something new (hot path). */
export function runJoined(lines: readonly Line[], env: DetectEnv, sink: Collector): void {
  const runner = new Runner(env, sink, { budget: { bytes: 0 } });
  const found: number[] = [];
  for (const line of lines) {
    found.length = 0;
    if (++generation > 0x3fffffff) {
      generation = 1;
      stamp.fill(0);
    }
    for (const j of line.joins ?? []) TRIGGERS.collect(line.lower.slice(Math.max(0, j - 100), j + 100), stamp, generation, found);
    if (found.length === 0) continue;
    found.sort((a, b) => a - b);
    runner.only(line, found);
  }
}

type Pending = { index: number; layers: string[]; text: string };
const NO_PENDING: Pending[] = [];

/** Detector hit list for one segment, deduplicated by a generation stamp (no per-line clearing). */
const stamp = new Int32Array(LINE_DETECTORS.length);
let generation = 0;

/** One per runLines call; it is the LineOut every detector reports to, for the segment being run. */
class Runner implements LineOut {
  private seg!: Line;
  private pending: Pending[] = NO_PENDING;
  private readonly found: number[] = [];

  constructor(private readonly env: DetectEnv, private readonly sink: Collector, private readonly state: RunState) {}

  hit(ruleId: string, index: number, length: number, base: number, message?: string): void {
    const seg = this.seg;
    if (seg.joins) {
      // A joined paragraph only adds what spans a line break; the rest was found on its own line.
      const at = joinedLine(seg, index, length);
      if (at) this.sink.hit(ruleId, at, index - (at.offset - seg.offset), length, base, message);
      return;
    }
    this.sink.hit(ruleId, seg, index, length, base, message);
    const rule = ruleById(ruleId);
    if (rule.group === "credentials" && !CRED_SOURCE_EXCLUDED.has(ruleId)) this.sink.signal("cred-source", seg, index, rule.title, weigh(ruleId, seg, index, length, base));
    // Exfiltration patterns are network sinks for the flow check even when no URL is on the line.
    if (rule.group === "exfiltration" && ruleId !== "exfil-credential-to-network" && ruleId !== "exfil-drop-site") this.sink.signal("net-sink", seg, index, "unknown:");
  }

  signal(kind: SignalKind, index: number, detail: string): void {
    if (this.seg.joins) return;
    this.sink.signal(kind, this.seg, index, detail, this.seg.warned ? 0.4 : 1);
  }

  decoded(index: number, layer: string, text: string): void {
    if (this.pending === NO_PENDING) this.pending = [];
    this.pending.push({ index, layers: [layer], text });
  }

  /** Runs the given detectors on one line, nothing else. */
  only(line: Line, detectors: readonly number[]): void {
    this.seg = line;
    this.pending = NO_PENDING;
    for (const i of detectors) LINE_DETECTORS[i]!.detect(line, this.env, this);
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
    found.length = 0;
    if (++generation > 0x3fffffff) {
      generation = 1;
      stamp.fill(0);
    }
    TRIGGERS.collect(seg.lower, stamp, generation, found);
    for (const i of TRIGGERS.always) if (stamp[i] !== generation) found.push(i);
    if (found.length > 1) found.sort((a, b) => a - b);
    for (const i of found) LINE_DETECTORS[i]!.detect(seg, env, this);
    const pending = this.pending;
    if (depth >= DECODE_DEPTH) return;
    if (state.budget.bytes > 0) {
      const { blobs, opaque } = findBlobs(seg.text, state.budget);
      for (const b of blobs) {
        if (this.pending === NO_PENDING) this.pending = [];
        this.pending.push(b);
        const exe = b.layers.find((l) => l.startsWith("executable:"));
        if (exe) {
          sink.add({ ruleId: "load-binary", file: seg.file, line: seg.n, column: seg.offset + b.index + 1, confidence: 0.9, message: `${exe.slice(11)} executable encoded in text`, evidence: excerpt(seg.text, b.index, 40), context: seg.context, decoded: { layers: b.layers, text: shortText(b.text) } });
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
        const decodedLine: Line = { ...seg, text, lower: text.toLowerCase(), offset: baseOffset, decoded: { layers, text: p.text }, warned: false, quoted: false, comment: false };
        this.line(decodedLine, depth + 1);
      }
    }
  }
}
