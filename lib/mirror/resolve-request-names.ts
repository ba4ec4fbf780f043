// Called by withApi for every request that names a skill (path or query `slug`, after owner-qualified
// names are split): plain names of mirrored skills become their full names, and on reads a skill or
// version not here yet is pulled through from a mirror that allows it (pull-through/). Costs
// nothing beyond a cached check (one query a second) on a registry without mirrors.
import { db } from "@/lib/db";
import { isMirroredSlug, parseSemver, slugSchema } from "@/lib/ids";
import { pullThroughSkill } from "./pull-through/pull-through-skill";
import { resolveSkillAlias } from "./resolve-skill-alias";

const IN_USE_TTL_MS = 1000;
let inUse: { value: boolean; until: number } | null = null;

/** Whether this registry mirrors anything (cached for a second): without mirrors, names need no resolving. */
export async function mirrorsInUse(): Promise<boolean> {
  if (inUse && inUse.until > Date.now()) return inUse.value;
  const rows = await db.$queryRaw<
    Array<{ used: boolean }>
  >`SELECT (EXISTS (SELECT 1 FROM "MirrorUpstream") OR EXISTS (SELECT 1 FROM "MirroredSkill")) AS "used"`;
  inUse = { value: rows[0]?.used === true, until: Date.now() + IN_USE_TTL_MS };
  return inUse.value;
}

function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() ? value.trim() : undefined;
}

/** A mirrored skill here that lacks this exact version: its full name, for a pull-through of that version. */
async function lacksVersion(slug: string, version: string): Promise<boolean> {
  const rows = await db.$queryRaw<Array<{ has: boolean }>>`
    SELECT EXISTS (SELECT 1 FROM "SkillVersion" v WHERE v."skillId" = s."id" AND v."version" = ${version}) AS "has"
    FROM "Skill" s JOIN "MirroredSkill" m ON m."skillId" = s."id" WHERE s."slug" = ${slug}`;
  return rows.length === 1 && !rows[0]!.has;
}

export async function resolveRequestNames(input: {
  method: string;
  ip: string;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
}): Promise<void> {
  const reading = input.method === "GET" || input.method === "HEAD";
  for (const source of [input.params, input.query]) {
    const slug = text(source.slug)?.toLowerCase();
    // Not a name a skill can have: the route's own schema answers it, without a query here.
    if (!slug || !(slugSchema.safeParse(slug).success || isMirroredSlug(slug))) continue;
    if (!(await mirrorsInUse())) return;
    const ownerHandle = text(input.query.ownerHandle ?? input.query.owner)
      ?.replace(/^@+/, "")
      .toLowerCase();
    const version = text(input.params.version ?? input.query.version);
    let answer = await resolveSkillAlias({ slug, ownerHandle });
    if (answer.kind === "absent" && reading && (await pullThroughSkill({ slug, ownerHandle, version, ip: input.ip }))) {
      answer = await resolveSkillAlias({ slug, ownerHandle });
    }
    const resolved = answer.kind === "alias" ? answer.slug : slug;
    if (answer.kind === "alias") {
      source.slug = answer.slug;
      if (answer.ownerHandle) {
        input.query.ownerHandle = answer.ownerHandle;
        delete input.query.owner;
      }
    }
    if (reading && version && parseSemver(version) && isMirroredSlug(resolved) && (await lacksVersion(resolved, version))) {
      await pullThroughSkill({ slug: resolved, version, ip: input.ip });
    }
  }
}
