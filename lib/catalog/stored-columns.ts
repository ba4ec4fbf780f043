// The JSON columns of a version (manifest, scanReport, validationReport, compatibility), parsed
// with zod where they are read instead of cast. They are written by lib/publish (storeVersion) and
// lib/moderation (rescans) from the validator's and the scanner's own types; rows written by older
// code may lack newer fields, which read as empty here, and a malformed row reads as empty rather
// than crashing a page.
import { z } from "zod";
import type { BundleWarning } from "@/lib/bundle";
import type { Diagnostic, DialectId, DialectResult, InstallOption, RuntimeId, SkillManifest } from "@/lib/skill-format";
import { capDiagnostics } from "@/lib/skill-format/cap-diagnostics";
import type { Finding, ScanReport } from "@/scanner";

const text = z.string().nullable().catch(null);
const strings = z.array(z.string()).catch([]);
const flag = (fallback: boolean) => z.boolean().catch(fallback);
/** Nested records our own code wrote whole: checked to be objects, their fields trusted. */
const records = <T>() => z.array(z.custom<T>((value) => typeof value === "object" && value !== null)).catch([]);

const manifestSchema = z.object({
  name: text,
  description: text,
  license: text,
  compatibility: text,
  version: text,
  author: text,
  keywords: strings,
  emoji: text,
  homepage: text,
  os: strings,
  requirements: z
    .object({ bins: strings, anyBins: strings, env: strings, config: strings, packages: strings })
    .catch({ bins: [], anyBins: [], env: [], config: [], packages: [] }),
  primaryEnv: text,
  install: records<InstallOption>(),
  envVars: records<SkillManifest["envVars"][number]>(),
  tools: strings,
  model: text,
  maxIterations: z.number().nullable().catch(null),
  inputSchema: z
    .unknown()
    .optional()
    .transform((value) => value ?? null),
  scripts: strings,
  scriptUsage: records<SkillManifest["scriptUsage"][number]>(),
  additionalFiles: strings.optional(),
  categories: strings.optional(),
  configEntries: records<NonNullable<SkillManifest["configEntries"]>[number]>().optional(),
  references: strings,
  assets: strings,
  tokenEstimates: z.object({ metadata: z.number(), body: z.number(), files: z.record(z.string(), z.number()) }).catch({ metadata: 0, body: 0, files: {} }),
  always: flag(false),
  userInvocable: flag(true),
  disableModelInvocation: flag(false),
  skillKey: text,
  command: z.object({ dispatch: text, tool: text, argMode: text }).catch({ dispatch: null, tool: null, argMode: null }),
  skillFile: text,
}) satisfies z.ZodType<SkillManifest>;

/** A stored manifest; anything unreadable reads as an empty manifest. */
export function manifestOf(value: unknown): SkillManifest {
  return manifestSchema.parse(typeof value === "object" && value !== null ? value : {});
}

/** The scanner's verdict as stored; an unreadable one reads as suspicious (never as clean). */
export const scanVerdictSchema = z.enum(["clean", "suspicious", "malicious"]).catch("suspicious");

const scanReportSchema = z.object({
  scannerVersion: z.string().catch(""),
  verdict: scanVerdictSchema,
  summary: z.string().catch(""),
  explanation: z.string().catch(""),
  findings: records<Finding>(),
  stats: z.object({ files: z.number(), bytes: z.number(), durationMs: z.number() }).catch({ files: 0, bytes: 0, durationMs: 0 }),
}) satisfies z.ZodType<ScanReport>;

/** A stored scan report (the scanner's own words); an unreadable one reads as suspicious with no findings. */
export function scanReportOf(value: unknown): ScanReport {
  return scanReportSchema.parse(typeof value === "object" && value !== null ? value : {});
}

export type Compatibility = Partial<Record<RuntimeId, { loads: boolean; reason?: string }>>;

const compatibilitySchema = z
  .record(z.string(), z.object({ loads: z.boolean(), reason: z.string().optional() }).catch({ loads: false, reason: "unreadable" }))
  .catch({});

/** Which runtimes load the version as-is (validator's compatibility matrix). */
export function compatibilityOf(value: unknown): Compatibility {
  return compatibilitySchema.parse(value ?? {}) as Compatibility;
}

export type StoredValidation = { diagnostics: Diagnostic[]; dialects: Partial<Record<DialectId, DialectResult>>; warnings: BundleWarning[] };

const validationSchema = z.object({
  diagnostics: records<Diagnostic>(),
  dialects: z
    .record(
      z.string(),
      z.custom<DialectResult>((value) => typeof value === "object" && value !== null),
    )
    .catch({}),
  warnings: records<BundleWarning>(),
});

/** Capped on read too (cap-diagnostics.ts): a report stored before the validator capped its lists
 * may hold hundreds of thousands of diagnostics, and every page showing it would render them all. */
export function validationReportOf(value: unknown): StoredValidation {
  const stored = validationSchema.parse(typeof value === "object" && value !== null ? value : {}) as StoredValidation;
  const dialects = Object.fromEntries(
    Object.entries(stored.dialects).map(([id, result]) => [
      id,
      { ...result, diagnostics: capDiagnostics(Array.isArray(result?.diagnostics) ? result.diagnostics : []) },
    ]),
  );
  return { ...stored, diagnostics: capDiagnostics(stored.diagnostics), dialects };
}
