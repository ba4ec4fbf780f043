// What admins look at after a sync: the newest versions our gate rejected (with its code and
// message) and the newest mirrored versions stored blocked (their findings are on the skill's
// security page), per mirror.
import { neverInstallableVersionWhere } from "@/lib/access";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db";
import { assertMirrorAdmin } from "./assert-mirror-admin";

export async function listMirrorProblems(input: { actor: Actor | null; name: string; limit?: number }) {
  assertMirrorAdmin(input.actor);
  const take = Math.min(input.limit ?? 20, 100);
  const rejected = await db.mirroredVersion.findMany({
    where: { upstreamName: input.name, state: "rejected" },
    orderBy: { fetchedAt: "desc" },
    take,
    select: { upstreamOwner: true, upstreamSlug: true, upstreamVersion: true, code: true, detail: true, fetchedAt: true },
  });
  const blocked = await db.skillVersion.findMany({
    where: { skill: { mirror: { upstreamName: input.name } }, ...neverInstallableVersionWhere },
    orderBy: { createdAt: "desc" },
    take,
    select: { version: true, verdict: true, blockedReason: true, createdAt: true, skill: { select: { slug: true, owner: { select: { handle: true } } } } },
  });
  return {
    rejected: rejected.map((row) => ({
      ref: `${row.upstreamOwner}/${row.upstreamSlug}@${row.upstreamVersion}`,
      code: row.code ?? "",
      message: typeof row.detail === "object" && row.detail && "message" in row.detail ? String((row.detail as { message: unknown }).message) : "",
      at: row.fetchedAt,
    })),
    blocked: blocked.map((row) => ({
      slug: row.skill.slug,
      owner: row.skill.owner.handle,
      version: row.version,
      verdict: row.verdict,
      reason: row.blockedReason,
      at: row.createdAt,
    })),
  };
}
