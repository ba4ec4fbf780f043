// POST /api/v1/skills/-/security-verdicts: ClawHub's batch trust check, which OpenClaw asks before
// every install and update ({slug, ownerHandle?, version} → decision, reasons, security block and
// the audit overview it prints). One answer per item, in order, echoing what was asked so the
// client can correlate; misses are answered per item (skill_not_found, version_not_found,
// version_unavailable), never by failing the batch. Three queries for the whole batch, however
// many items: 100 items cost what one does. Items not found as asked may name a mirrored skill by
// its plain name (lib/mirror): those are looked up again under their full names.
import { versionStatus, type Sight } from "@/lib/access";
import type { Actor } from "@/lib/auth/actor";
import { catalogSkillSelect, checkSkillVisible, type CatalogSkill } from "@/lib/catalog/find-catalog-skill";
import { db } from "@/lib/db";
import { requestKey, resolveRequestedSkills } from "@/lib/mirror/resolve-requested-skills";
import { AppError, isAppError } from "@/lib/errors";
import { buildSecurityOverview } from "./build-security-overview";
import { presentSecurity } from "./present-security";
import { skillLinks } from "./skill-links";

export type SecurityVerdictRequest = { slug: string; ownerHandle?: string; version: string };

const versionSelect = {
  id: true,
  skillId: true,
  version: true,
  createdAt: true,
  digest: true,
  verdict: true,
  verdictSummary: true,
  scannerVersion: true,
  scanReport: true,
  reviewState: true,
  withdrawnAt: true,
  withdrawnReason: true,
  blockedAt: true,
  blockedReason: true,
  orgReview: true,
  publishedById: true,
} as const;

function miss(item: SecurityVerdictRequest, code: string, message: string, reason: string) {
  return {
    ok: false,
    decision: "fail" as const,
    reasons: [reason],
    requestedSlug: item.slug,
    ...(item.ownerHandle ? { requestedOwnerHandle: item.ownerHandle } : {}),
    requestedVersion: item.version,
    slug: item.slug,
    version: null,
    displayName: null,
    publisherHandle: null,
    publisherDisplayName: null,
    createdAt: null,
    checkedAt: null,
    skillUrl: null,
    securityAuditUrl: null,
    overview: message,
    security: null,
    error: { code, message },
  };
}

type Seen = CatalogSkill & { sight: Sight };

async function visibleSkills(slugs: string[], viewer: Actor | null): Promise<Map<string, Seen | AppError>> {
  const rows = await db.skill.findMany({ where: { slug: { in: slugs } }, select: catalogSkillSelect });
  const out = new Map<string, Seen | AppError>();
  for (const row of rows) {
    try {
      const { skill, sight } = await checkSkillVisible(row, { slug: row.slug, viewer });
      out.set(row.slug, { ...skill, sight });
    } catch (error) {
      if (!isAppError(error)) throw error;
      out.set(row.slug, error);
    }
  }
  return out;
}

function found(skill: CatalogSkill | AppError | undefined, ownerHandle: string | undefined): boolean {
  return skill !== undefined && !(skill instanceof AppError) && (!ownerHandle || skill.owner.handle === ownerHandle);
}

export async function buildSecurityVerdicts(input: { items: SecurityVerdictRequest[]; viewer: Actor | null; baseUrl: string }) {
  const skills = await visibleSkills([...new Set(input.items.map((item) => item.slug))], input.viewer);
  const aliases = await resolveRequestedSkills(input.items.filter((item) => !found(skills.get(item.slug), item.ownerHandle)));
  if (aliases.size > 0)
    for (const [slug, skill] of await visibleSkills([...new Set([...aliases.values()].map((alias) => alias.slug))], input.viewer)) skills.set(slug, skill);
  // What each item is looked up as: its own names, or a mirrored skill's full names.
  const lookup = (item: SecurityVerdictRequest) => aliases.get(requestKey(item)) ?? item;
  const wanted = input.items.flatMap((item) => {
    const skill = skills.get(lookup(item).slug);
    return skill && !(skill instanceof AppError) ? [{ skillId: skill.id, version: item.version }] : [];
  });
  const versions = wanted.length ? await db.skillVersion.findMany({ where: { OR: wanted }, select: versionSelect }) : [];
  const signedAt = versions.length
    ? await db.attestation.groupBy({ by: ["versionId"], where: { versionId: { in: versions.map((row) => row.id) } }, _max: { createdAt: true } })
    : [];
  const checkedAt = new Map(signedAt.map((row) => [row.versionId, row._max.createdAt]));
  const byKey = new Map(versions.map((row) => [`${row.skillId}\n${row.version}`, row]));

  const items = input.items.map((item) => {
    const target = lookup(item);
    const skill = skills.get(target.slug);
    if (!skill || (target.ownerHandle && !(skill instanceof AppError) && skill.owner.handle !== target.ownerHandle))
      return miss(item, "skill_not_found", "Skill not found", "skill.not_found");
    if (skill instanceof AppError) {
      return skill.code === "SKILL_GONE"
        ? miss(item, "skill_unavailable", `'${item.slug}' was deleted.`, "skill.unavailable")
        : miss(item, "skill_not_found", "Skill not found", "skill.not_found");
    }
    const version = byKey.get(`${skill.id}\n${item.version}`);
    if (!version) return miss(item, "version_not_found", "Version not found", "version.not_found");
    const status = versionStatus({ skill, version, sight: skill.sight });
    if (!status.visible) return miss(item, "version_not_found", "Version not found", "version.not_found");
    if (status.state === "withdrawn") {
      return miss(
        item,
        "version_unavailable",
        `${skill.slug}@${version.version} was withdrawn by its publisher and is no longer served.`,
        "version.unavailable",
      );
    }
    const { judgement } = status;
    const links = skillLinks(input.baseUrl, skill.owner.handle, skill.slug, version.version);
    return {
      ok: judgement.ok,
      decision: judgement.decision,
      reasons: judgement.reasons,
      requestedSlug: item.slug,
      ...(item.ownerHandle ? { requestedOwnerHandle: item.ownerHandle } : {}),
      requestedVersion: item.version,
      // A mirrored skill asked for by its plain name answers to that name (OpenClaw checks that the
      // skill and publisher it gets are the ones it asked for); skillUrl names it in full.
      slug: target === item ? skill.slug : item.slug,
      version: version.version,
      displayName: skill.displayName,
      publisherHandle: target === item ? skill.owner.handle : (item.ownerHandle ?? skill.owner.handle),
      publisherDisplayName: skill.owner.displayName,
      createdAt: version.createdAt.getTime(),
      checkedAt: (checkedAt.get(version.id) ?? version.createdAt).getTime(),
      skillUrl: links.page,
      securityAuditUrl: links.securityAudit,
      overview: buildSecurityOverview(status, version),
      security: presentSecurity(version, judgement, (checkedAt.get(version.id) ?? version.createdAt).getTime()),
      installable: judgement.installable,
    };
  });
  return { schema: "clawhub.skill.security-verdicts.v1" as const, items };
}
