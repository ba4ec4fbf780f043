// The dashboard's data: every skill the actor manages (their own and their orgs'), including
// hidden, held and deleted ones, with what needs their attention (versions waiting for a
// moderator, open reports) and the last 30 days of downloads and installs.
import { publishersFor, standingWith, versionViewer, visibleVersionWhere } from "@/lib/access";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db";

const RECENT_DAYS = 30;

export async function listManagedSkills(input: { actor: Actor }) {
  // Every publisher whose skills the actor reads whatever their state (lib/access).
  const grants = await publishersFor(db, input.actor, "read");
  const orgRows = await db.user.findMany({
    where: { id: { in: grants.filter((grant) => grant.relation !== "self").map((grant) => grant.id) } },
    select: { id: true, handle: true },
  });
  const orgHandle = new Map(orgRows.map((org) => [org.id, org.handle]));
  const memberships = grants.flatMap((grant) =>
    grant.relation === "self" ? [] : [{ role: grant.relation, org: { id: grant.id, handle: orgHandle.get(grant.id) ?? "" } }],
  );
  const ownerIds = grants.map((grant) => grant.id);
  const skills = await db.skill.findMany({
    where: { ownerId: { in: ownerIds } },
    orderBy: [{ deletedAt: { sort: "desc", nulls: "first" } }, { updatedAt: "desc" }],
    take: 500,
    select: {
      id: true,
      slug: true,
      displayName: true,
      summary: true,
      topics: true,
      moderation: true,
      moderationReason: true,
      deletedAt: true,
      visibility: true,
      slugReservedUntil: true,
      verdict: true,
      downloads: true,
      installs: true,
      stars: true,
      versionCount: true,
      updatedAt: true,
      owner: { select: { handle: true } },
      latestVersion: { select: { version: true, verdict: true, createdAt: true, reviewState: true } },
      githubSource: { select: { repository: true, syncEnabled: true } },
      _count: { select: { reports: { where: { status: "OPEN" } } } },
    },
  });
  const ids = skills.map((skill) => skill.id);
  // The publishers whose held versions this account reviews (lib/access versionViewer: owners and admins, staff).
  const reviewed = grants
    .filter((grant) => versionViewer(standingWith(input.actor, grant.id, grant.relation), { id: "", ownerId: grant.id }).reviews)
    .map((grant) => grant.id);
  const since = new Date(Date.now() - RECENT_DAYS * 86_400_000);
  const [pending, recent] = ids.length
    ? await Promise.all([
        db.skillVersion.groupBy({
          by: ["skillId"],
          // Only versions this account may know of: one held for its org's review exists for the org's reviewers and its publisher alone.
          where: {
            skillId: { in: ids },
            reviewState: "PENDING",
            blockedAt: null,
            OR: [{ skill: { ownerId: { in: reviewed } } }, visibleVersionWhere({ reviews: false, viewerId: input.actor.userId })],
          },
          _count: { _all: true },
        }),
        db.dailyStat.groupBy({ by: ["skillId"], where: { skillId: { in: ids }, day: { gte: since } }, _sum: { downloads: true, installs: true } }),
      ])
    : [[], []];
  const pendingBy = new Map(pending.map((row) => [row.skillId, row._count._all]));
  const recentBy = new Map(recent.map((row) => [row.skillId, { downloads: row._sum.downloads ?? 0, installs: row._sum.installs ?? 0 }]));
  return {
    publishers: [
      { handle: input.actor.handle, kind: "user" as const, role: "owner" },
      ...memberships.map((membership) => ({ handle: membership.org.handle, kind: "org" as const, role: membership.role })),
    ],
    recentDays: RECENT_DAYS,
    skills: skills.map(({ _count, owner, ...skill }) => ({
      ...skill,
      ownerHandle: owner.handle,
      openReports: _count.reports,
      pendingReview: pendingBy.get(skill.id) ?? 0,
      recent: recentBy.get(skill.id) ?? { downloads: 0, installs: 0 },
    })),
  };
}

export type ManagedSkill = Awaited<ReturnType<typeof listManagedSkills>>["skills"][number];
