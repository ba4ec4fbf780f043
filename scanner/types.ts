// Public types of the scanner. Other layers (publish, website, installers) code against these shapes.
export type Severity = "critical" | "high" | "medium" | "low" | "info";
export type Verdict = "clean" | "suspicious" | "malicious";
export type FindingContext = "frontmatter" | "prose" | "fenced" | "script" | "reference" | "asset";

export type Finding = {
  ruleId: string;
  severity: Severity;
  /** 0..1: how sure we are this is meant, after context (fenced > prose, warnings and quotes lower it). */
  confidence: number;
  file: string;
  line: number;
  column: number;
  message: string;
  /** Redacted, short excerpt of what matched. */
  evidence: string;
  context: FindingContext;
  /** Present when the match was found inside encoded/hidden text; line/column point at the original text. */
  decoded?: { layers: string[]; text: string };
};

export type ScanInputFile = { path: string; bytes: Uint8Array };
export type ScanOptions = {
  /** Hosts (optionally host/path-prefix) whose `curl | sh` installers are demoted to low. Replaces the default list. */
  trustedInstallerHosts?: string[];
  /** Files larger than this are not scanned and block the verdict (obf-oversize). Pass the bundle's per-file limit. */
  maxFileBytes?: number;
  /** Bytes inflated from archives inside the bundle, in total; what is past it blocks (obf-unscanned). */
  maxArchiveBytes?: number;
  /** Slugs of this registry's popular skills: a skill named like one of them, or telling the agent to install a look-alike, is a typosquat. */
  popularSkills?: readonly string[];
};

export type ScanReport = {
  scannerVersion: string;
  verdict: Verdict;
  summary: string;
  explanation: string;
  findings: Finding[];
  stats: { files: number; bytes: number; durationMs: number };
};

export type RuleInfo = { id: string; title: string; severity: Severity; group: string; description: string };

export const SEVERITY_ORDER: Record<Severity, number> = { critical: 4, high: 3, medium: 2, low: 1, info: 0 };
