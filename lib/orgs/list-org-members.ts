// An org's members and open invitations, for its members (the members page); anyone else is told
// the org's public profile is all there is (ORG_ROLE_REQUIRED without the list). Invitations whose
// inviter may no longer make them are void (inviter-may-grant.ts) and listed nowhere.
import { canActFor, seesPublisherWhole, standingOf, type StandingActor } from "@/lib/access";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { inviterMayGrant } from "./inviter-may-grant";

const INVITATION_GRANT = { orgId: true, invitedById: true } as const;

async function standing<T extends { orgId: string; role: string; invitedById: string | null }>(
  invitations: T[],
): Promise<Array<Omit<T, keyof typeof INVITATION_GRANT>>> {
  const kept = await Promise.all(invitations.map(async (invitation) => ((await inviterMayGrant(db, invitation)) ? invitation : null)));
  return kept.filter((invitation) => invitation !== null).map(({ orgId: _orgId, invitedById: _invitedById, ...rest }) => rest);
}

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
    db.orgInvitation
      .findMany({
        where: { orgId: org.id, expiresAt: { gt: new Date() } },
        select: { id: true, role: true, expiresAt: true, user: { select: { handle: true } }, ...INVITATION_GRANT },
        orderBy: { createdAt: "asc" },
      })
      .then(standing),
    canActFor(db, input.actor, org.id, "administer"),
  ]);
  return { org, members, invitations, manages };
}

/** The invitations waiting for this account (dashboard). */
export async function listMyInvitations(input: { actor: StandingActor }) {
  const invitations = await db.orgInvitation.findMany({
    where: { userId: input.actor.userId, expiresAt: { gt: new Date() } },
    select: { id: true, role: true, expiresAt: true, org: { select: { handle: true, displayName: true } }, ...INVITATION_GRANT },
    orderBy: { createdAt: "asc" },
  });
  return standing(invitations);
}
