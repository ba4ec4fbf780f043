// The Skill Card (`skill-card.md`, GET /api/v1/skills/{slug}/card, `openclaw skills verify --card`):
// one Markdown page on what a version is and what we know about it: identity, state, scan, what
// it needs, its files and how to check the bytes. Deterministic for a version's state, so its
// sha256 (announced by /verify) changes only when that state does. Publisher text is flattened
// (plainLine) because OpenClaw writes the card straight to a terminal, and kept under OpenClaw's
// 256 KiB card limit by listing at most MAX_FILES files.
import { describeVersionState } from "@/lib/access";
import { manifestOf, scanReportOf } from "@/lib/catalog/stored-columns";
import type { VerificationTarget } from "./load-verification-target";
import { plainLine } from "./plain-line";
import { skillLinks } from "./skill-links";

const MAX_FILES = 200;
const MAX_FINDINGS = 50;

/** Inside a table cell or inline code: no pipes or backticks that would end it early. */
function cell(value: string | null | undefined, max = 200): string {
  return plainLine(value, max).replace(/[|`]/g, "'");
}

function code(value: string): string {
  return `\`${cell(value, 400)}\``;
}

export function renderSkillCard(target: VerificationTarget, baseUrl: string): string {
  const { skill, version, attestation } = target;
  const owner = skill.owner.handle;
  const links = skillLinks(baseUrl, owner, skill.slug, version.version);
  const state = describeVersionState(target.status, version, { privileged: false });
  const manifest = manifestOf(version.manifest);
  const report = scanReportOf(version.scanReport);
  const findings = report.findings;
  const out: string[] = [];
  out.push(`# ${cell(skill.displayName)} (${owner}/${skill.slug}@${cell(version.version, 128)})`, "");
  const description = plainLine(manifest.description ?? skill.summary, 1000);
  if (description) out.push(`> ${description}`, "");
  out.push("| | |", "|---|---|");
  out.push(`| Publisher | @${owner}${skill.owner.official ? " (official)" : ""} |`);
  out.push(`| Version | ${cell(version.version, 128)}, published ${version.createdAt.toISOString()} |`);
  out.push(`| State | ${state.status}${state.status === "active" ? "" : " (not installable)"} |`);
  out.push(`| Verdict | ${state.verdict}${version.reviewState ? ` (review: ${cell(version.reviewState, 20).toLowerCase()})` : ""} |`);
  out.push(`| Bundle digest | ${code(version.digest)} |`);
  out.push(`| Archive sha256 | ${code(version.zipSha256)} (${version.zipSize} bytes) |`);
  out.push(`| Files | ${version.fileCount} (${version.totalSize} bytes) |`);
  if (manifest.license) out.push(`| License | ${cell(manifest.license, 80)} |`);
  out.push(`| Signed statement | ${attestation ? `${cell(attestation.algorithm, 20)} key ${code(attestation.keyId)}` : "none"} |`);
  out.push("", "## Security", "", state.explanation, "");
  out.push(`Static scan (scanner ${cell(version.scannerVersion, 40)}): ${cell(report?.summary, 300) || `${findings.length} finding(s)`}`, "");
  for (const finding of findings.slice(0, MAX_FINDINGS)) {
    out.push(`- **${cell(finding.severity, 10)}** ${code(finding.ruleId)} in ${code(`${finding.file}:${finding.line}`)}: ${cell(finding.message, 300)}`);
  }
  if (findings.length > MAX_FINDINGS) out.push(`- …and ${findings.length - MAX_FINDINGS} more: ${links.securityAudit}`);
  if (findings.length > 0) out.push("");
  out.push(`Full report: ${links.securityAudit}`, "");
  const requirements = manifest.requirements;
  const needs = [
    ...(requirements?.bins.length ? [`- Commands: ${requirements.bins.map(code).join(", ")}`] : []),
    ...(requirements?.anyBins.length ? [`- One of: ${requirements.anyBins.map(code).join(", ")}`] : []),
    ...((manifest.envVars ?? []).length
      ? [`- Environment: ${manifest.envVars!.map((env) => `${code(env.name)}${env.required ? " (required)" : ""}`).join(", ")}`]
      : []),
    ...(manifest.os?.length ? [`- Operating systems: ${manifest.os.map((os) => cell(os, 20)).join(", ")}`] : []),
  ];
  out.push("## Requirements", "", ...(needs.length ? needs : ["None declared."]), "");
  out.push("## Files", "");
  for (const file of version.files.slice(0, MAX_FILES)) out.push(`- ${code(file.path)} ${file.size} bytes, sha256 ${code(file.sha256)}`);
  if (version.files.length > MAX_FILES)
    out.push(`- …and ${version.files.length - MAX_FILES} more (GET /api/v1/skills/${skill.slug}/versions/${cell(version.version, 128)}).`);
  out.push("", "## Check the bytes", "");
  out.push(
    `The archive's sha256 and the bundle digest above are signed in the statement at ${links.attestation}, verifiable with the keys at ${links.keys} (docs/verifying.md).`,
    "",
  );
  return out.join("\n");
}
