// npm run validate -- [--json] [--dialect agentskills|openclaw|ash|agent-os] <path>...
// Validates skill folders, archives and single .md/.yaml files. --json prints one object per path
// per line. Exit 0 when every path is valid, 1 when any is not, 2 on usage errors.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { readBundle, type Bundle } from "@/lib/bundle";
import { isAppError } from "@/lib/errors";
import { DIALECT_IDS, validateSkill, type Diagnostic, type DialectId, type SkillValidation } from "@/lib/skill-format";
import { parseArgs, stringFlag, UsageError } from "./parse-args";
import { runCli } from "./run-cli";

type Outcome = {
  path: string;
  valid: boolean;
  name: string | null;
  digest: string | null;
  diagnostics: Diagnostic[];
  compatibility: SkillValidation["compatibility"] | null;
  validation: SkillValidation | null;
};

const USAGE = "usage: npm run validate -- [--json] [--dialect agentskills|openclaw|ash|agent-os] <path>...";

/** Like skills-ref: a path to SKILL.md (any case) means its folder. */
function resolveInput(given: string): { kind: "directory" | "file"; target: string } {
  const info = statSync(given);
  if (info.isDirectory()) return { kind: "directory", target: given };
  if (path.basename(given).toLowerCase() === "skill.md") return { kind: "directory", target: path.dirname(given) };
  return { kind: "file", target: given };
}

/** When the folder as a whole is refused (limits, emptiness), the dialect verdict still depends only on the skill file. */
async function readSkillFileOnly(dir: string): Promise<Bundle | null> {
  for (const name of ["SKILL.md", "skill.md"]) {
    const file = path.join(dir, name);
    if (existsSync(file) && statSync(file).isFile()) {
      // Only this one local file is read, so the upload limits do not apply to it.
      const unlimited = { maxFiles: 1, maxFileBytes: Number.MAX_SAFE_INTEGER, maxTotalBytes: Number.MAX_SAFE_INTEGER, maxRatio: Number.MAX_SAFE_INTEGER };
      return readBundle(
        { kind: "files", files: [{ path: name, bytes: readFileSync(file) }], rootName: path.basename(path.resolve(dir)) },
        { onViolation: "collect", limits: unlimited },
      );
    }
  }
  return null;
}

async function validatePath(given: string, dialect: DialectId | undefined): Promise<Outcome> {
  const failed = (diagnostic: Diagnostic): Outcome => ({
    path: given,
    valid: false,
    name: null,
    digest: null,
    diagnostics: [diagnostic],
    compatibility: null,
    validation: null,
  });
  if (!existsSync(given))
    return failed({ code: "BUNDLE_NOT_FOUND", severity: "error", file: given, message: `No such file or folder: ${given}`, source: "gate" });
  const input = resolveInput(given);
  let bundle: Bundle;
  try {
    bundle =
      input.kind === "directory"
        ? await readBundle({ kind: "directory", path: input.target }, { onViolation: "collect" })
        : await readBundle({ kind: "file", filename: path.basename(input.target), bytes: readFileSync(input.target) }, { onViolation: "collect" });
  } catch (error) {
    if (!isAppError(error)) throw error;
    const bundleError: Diagnostic = {
      code: error.code,
      severity: "error",
      file: (error.details as { path?: string } | undefined)?.path ?? given,
      message: error.message,
      source: "gate",
    };
    const fallback = dialect && input.kind === "directory" ? await readSkillFileOnly(input.target) : null;
    if (!fallback) return failed(bundleError);
    const validation = validateSkill({ bundle: fallback, dialect });
    return {
      path: given,
      valid: validation.dialects[dialect!].valid,
      name: validation.name,
      digest: null,
      diagnostics: [bundleError, ...validation.diagnostics],
      compatibility: validation.compatibility,
      validation,
    };
  }
  const validation = validateSkill({ bundle, dialect });
  const valid = dialect ? validation.dialects[dialect].valid : validation.gate.ok;
  return {
    path: given,
    valid,
    name: validation.name,
    digest: bundle.digest,
    diagnostics: validation.diagnostics,
    compatibility: validation.compatibility,
    validation,
  };
}

function printHuman(outcome: Outcome, dialect: DialectId | undefined): void {
  const label = dialect ? `${dialect} dialect` : "publish gate";
  console.log(
    `${outcome.valid ? "✓" : "✗"} ${outcome.path}${outcome.name ? ` (${outcome.name})` : ""}: ${outcome.valid ? "valid" : "invalid"} for the ${label}`,
  );
  if (outcome.digest) console.log(`  digest ${outcome.digest}`);
  for (const d of outcome.diagnostics) {
    const where = `${d.file || outcome.path}:${d.line ?? 1}${d.column ? `:${d.column}` : ""}`;
    console.log(`  ${where}  ${d.severity} ${d.code}${d.source ? ` [${d.source}]` : ""}  ${d.message}`);
    if (d.hint) console.log(`      hint: ${d.hint}`);
  }
  if (outcome.validation) {
    const dialects = DIALECT_IDS.map((id) => `${id} ${outcome.validation!.dialects[id].valid ? "✓" : "✗"}`).join("  ");
    const runtimes = Object.entries(outcome.validation.compatibility)
      .map(([id, v]) => `${id} ${v.loads ? "✓" : "✗"}`)
      .join("  ");
    console.log(`  dialects: ${dialects}\n  loads in: ${runtimes}`);
  }
}

async function main(): Promise<number> {
  let json = false;
  let dialect: DialectId | undefined;
  let paths: string[];
  try {
    const args = parseArgs(process.argv.slice(2), ["dialect"]);
    for (const flag of args.flags.keys()) if (flag !== "json" && flag !== "dialect") throw new UsageError(`unknown flag --${flag}`);
    json = args.flags.get("json") === true;
    const chosen = stringFlag(args, "dialect");
    if (chosen !== undefined && !(DIALECT_IDS as readonly string[]).includes(chosen)) throw new UsageError(`unknown dialect "${chosen}"`);
    dialect = chosen as DialectId | undefined;
    paths = args.positionals;
    if (paths.length === 0) throw new UsageError("give at least one path");
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n${USAGE}`);
    return 2;
  }
  let allValid = true;
  for (const given of paths) {
    const outcome = await validatePath(given, dialect);
    allValid &&= outcome.valid;
    if (json) {
      const { path: p, valid, name, digest, diagnostics, compatibility } = outcome;
      console.log(JSON.stringify({ path: p, valid, name, digest, diagnostics, compatibility }));
    } else printHuman(outcome, dialect);
  }
  return allValid ? 0 : 1;
}

await runCli(main);
