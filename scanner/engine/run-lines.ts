// Runs every line detector over a file's lines, in bounded windows for very long lines, and rescans
// text recovered from encoded blobs or invisible characters (up to LIMITS.decodeDepth layers).
import { LIMITS } from "../config";
import { findBlobs } from "../decode/blobs";
import { LINE_DETECTORS, ruleById } from "../rules";
import type { DetectEnv, Line, LineOut } from "../rules/types";
import { Collector, weigh } from "./collector";
import { TriggerIndex } from "./trigger-index";
import { excerpt, shortText } from "./evidence";

const CODEISH = /\b(?:curl|wget|bash|sh\s-c|powershell|iex|invoke-|eval|exec|import\s|require\(|subprocess|os\.system|chmod|nohup|python|perl|\/bin\/|\/tmp\/|base64|nc\s|socket|crontab|osascript|ignore (?:all|previous)|instructions|system prompt)\b|https?:\/\/|\$\(|\|\s{0,2}(?:ba)?sh\b|;\s{0,2}\w{2,10}\s/i;
const CRED_SOURCE_EXCLUDED = new Set(["cred-hardcoded-secret", "cred-undeclared-secret"]);

const TRIGGERS = new TriggerIndex(LINE_DETECTORS);
const hits = new Uint8Array(LINE_DETECTORS.length);

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
  for (const line of lines) runLine(line, env, sink, state, 0);
}

function runLine(line: Line, env: DetectEnv, sink: Collector, state: RunState, depth: number): void {
  if (line.text.length <= SEGMENT + OVERLAP) runSegment(line, env, sink, state, depth);
  else for (const seg of segments(line)) runSegment(seg, env, sink, state, depth);
}

function runSegment(seg: Line, env: DetectEnv, sink: Collector, state: RunState, depth: number): void {
  {
    const pending: Array<{ index: number; layers: string[]; text: string }> = [];
    const out: LineOut = {
      hit(ruleId, index, length, base, message) {
        if (seg.joins) {
          // A joined paragraph only adds what spans a line break; the rest was found on its own line.
          const at = joinedLine(seg, index, length);
          if (!at) return;
          sink.hit(ruleId, at, index - (at.offset - seg.offset), length, base, message);
          return;
        }
        sink.hit(ruleId, seg, index, length, base, message);
        const rule = ruleById(ruleId);
        if (rule.group === "credentials" && !CRED_SOURCE_EXCLUDED.has(ruleId)) sink.signal("cred-source", seg, index, rule.title, weigh(ruleId, seg, index, length, base));
        // Exfiltration patterns are network sinks for the flow check even when no URL is on the line.
        if (rule.group === "exfiltration" && ruleId !== "exfil-credential-to-network" && ruleId !== "exfil-drop-site") sink.signal("net-sink", seg, index, "unknown:");
      },
      signal(kind, index, detail) {
        if (seg.joins) return;
        sink.signal(kind, seg, index, detail, seg.warned ? 0.4 : 1);
      },
      decoded(index, layer, text) {
        pending.push({ index, layers: [layer], text });
      },
    };
    hits.fill(0);
    TRIGGERS.scan(seg.lower, hits);
    for (const i of TRIGGERS.always) hits[i] = 1;
    for (let i = 0; i < LINE_DETECTORS.length; i++) if (hits[i]) LINE_DETECTORS[i]?.detect(seg, env, out);
    if (depth >= DECODE_DEPTH) return;
    if (state.budget.bytes > 0) {
      const { blobs, opaque } = findBlobs(seg.text, state.budget);
      for (const b of blobs) {
        pending.push(b);
        if (CODEISH.test(b.text)) {
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
    for (const p of pending) {
      const layers = [...(seg.decoded?.layers ?? []), ...p.layers];
      const baseOffset = seg.decoded ? seg.offset : seg.offset + p.index;
      const parts = p.text.split("\n", 2000);
      for (const part of parts) {
        const text = part.endsWith("\r") ? part.slice(0, -1) : part;
        if (!text.trim()) continue;
        const decodedLine: Line = { ...seg, text, lower: text.toLowerCase(), offset: baseOffset, decoded: { layers, text: p.text }, warned: false, quoted: false, comment: false };
        runLine(decodedLine, env, sink, state, depth + 1);
      }
    }
  }
}
