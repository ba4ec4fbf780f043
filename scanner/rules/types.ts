// Shapes shared by rule groups and the engine: rule metadata, detectors and what they report.
import type { FindingContext, Severity } from "../types";
import type { SkillManifest } from "../engine/manifest";

export type RuleDef = {
  id: string;
  title: string;
  severity: Severity;
  /** Shown on the website next to each finding. */
  description: string;
  /** Half a sentence a non-expert understands, used in the verdict explanation ("downloads a program and runs it"). */
  plain: string;
  /** Negation/warning cues ("never run …") and quotes lower confidence. Off for rules whose text is itself a negation. */
  negatable?: boolean;
};

export type Line = {
  file: string;
  /** 1-based line number in the original file. */
  n: number;
  text: string;
  lower: string;
  context: FindingContext;
  /** Fence info string or script language ("bash", "python", "js", …); "" when unknown. */
  lang: string;
  /** A warning cue (heading, lead-in line) governs this line: "Red flags", "Never do this:". */
  warned: boolean;
  /** Blockquote. */
  quoted: boolean;
  /** Comment line in a script, or inside an HTML comment in markdown. */
  comment: boolean;
  /** Inside an HTML comment or hidden HTML element: invisible when rendered. */
  hidden: boolean;
  /** Column (0-based) in the original line where `text` starts (long-line segments, decoded blobs). */
  offset: number;
  decoded?: { layers: string[]; text: string };
  /** `decoded` is the same code read the way its language reads it (shell joined and expanded, strings
   *  folded): not hidden content, so warnings and quotes around the original still count. */
  normalized?: boolean;
  /** A paragraph joined from several lines: offsets in `text` where each following line starts. */
  joins?: number[];
};

/** Layers that only normalise visible code (see Line.normalized); every other layer is hidden content. */
export const NORMALIZING_LAYERS: ReadonlySet<string> = new Set(["shell", "shell-pipe", "eval", "heredoc", "here-string", "substitution", "fold"]);

export function isHiddenDecoding(layers: readonly string[]): boolean {
  return layers.some((l) => !NORMALIZING_LAYERS.has(l) && !l.endsWith(" -c"));
}

export type SignalKind =
  | "lure"
  | "artifact"
  | "strong-drop"
  | "password"
  | "archive"
  | "cred-source"
  | "net-sink"
  /** Data the agent is told to send with its own tools (a URL template to fill, "submit them with your fetch tool"). */
  | "agent-sink"
  | "secret-env"
  | "remote-fetch"
  | "download-to"
  | "gate";

export type Signal = {
  kind: SignalKind;
  file: string;
  line: number;
  column: number;
  detail: string;
  decoded: boolean;
  context: FindingContext;
  confidence: number;
};

export type LineOut = {
  hit(ruleId: string, index: number, length: number, confidence: number, message?: string): void;
  /** `length`: how far the evidence reaches; a joined paragraph reports a signal only when it crosses a line break. */
  signal(kind: SignalKind, index: number, detail: string, length?: number): void;
  /** Hidden text recovered at `index` (tag characters, zero-width bits): rescanned like the line itself. */
  decoded(index: number, layer: string, text: string): void;
};

export type DetectEnv = {
  trustedInstallerHosts: readonly string[];
  /** The registry's popular skills (typosquat rules); empty when the caller passes none. */
  popularSkills: readonly string[];
  manifest: SkillManifest;
};

export type LineDetector = {
  /** Lowercase substrings: the detector only runs on lines containing one (cheap prefilter). null = always. */
  triggers: readonly string[] | null;
  /** Runs only on lines with a character outside ASCII (found by the trigger pass at no extra cost); triggers are then ignored. */
  nonAsciiOnly?: boolean;
  detect(line: Line, env: DetectEnv, out: LineOut): void;
};

export type RuleGroup = {
  group: string;
  rules: RuleDef[];
  line: LineDetector[];
};
