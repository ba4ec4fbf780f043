// An org's members and open invitations, for its members (the members page); anyone else is told
// the org's public profile is all there is (ORG_ROLE_REQUIRED without the list).
import { canActFor, seesPublisherWhole, standingOf, type StandingActor } from "@/lib/access";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";

export async function listOrgMembers(input: { org: string; actor: StandingActor }) {
  const org = await db.user.findFirst({
    where: { handle: input.org.trim().replace(/^@+/, "").toLowerCase(), kind: "ORG" },
    select: { id: true, handle: true, displayName: true },
  });
  if (!org) throw new AppError("ORG_NOT_FOUND", `No organisation '${input.org}'.`, { details: { handle: input.org } });
  if (!seesPublisherWhole(await standingOf(db, input.actor, org.id)))
    throw new AppError("ORG_ROLE_REQUIRED", "Only the organisation's members see its members.", { details: { needs: ["member"] } });
  const [members, invitations, manages] = await Promise.all([
    db.membership.findMany({
      where: { orgId: org.id },
      select: { role: true, source: true, createdAt: true, user: { select: { handle: true, displayName: true, image: true } } },
      orderBy: { createdAt: "asc" },
    }),
    db.orgInvitation.findMany({
      where: { orgId: org.id, expiresAt: { gt: new Date() } },
      select: { id: true, role: true, expiresAt: true, user: { select: { handle: true } } },
      orderBy: { createdAt: "asc" },
    }),
    canActFor(db, input.actor, org.id, "administer"),
  ]);
  return { org, members, invitations, manages };
}

/** The invitations waiting for this account (dashboard). */
export async function listMyInvitations(input: { actor: StandingActor }) {
  return db.orgInvitation.findMany({
    where: { userId: input.actor.userId, expiresAt: { gt: new Date() } },
    select: { id: true, role: true, expiresAt: true, org: { select: { handle: true, displayName: true } } },
    orderBy: { createdAt: "asc" },
  });
}
