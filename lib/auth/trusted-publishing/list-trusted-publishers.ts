// Trusted publishers of one skill (owners only), and of every skill a person manages (settings page).
import { publishersFor } from "@/lib/access";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db";
import { findManagedSkill } from "./find-managed-skill";
import { trustedPublisherSelect, type TrustedPublisherView } from "./trusted-publisher-view";

export async function listTrustedPublishers(input: { actor: Actor; slug: string }): Promise<TrustedPublisherView[]> {
  const skill = await findManagedSkill(input);
  return db.trustedPublisher.findMany({ where: { skillId: skill.id }, select: trustedPublisherSelect, orderBy: { createdAt: "asc" } });
}

/** Skills the user may administer (their own, and their orgs' as an owner or admin), each with its trusted publishers. */
export async function listManagedSkillsWithPublishers(input: { userId: string }) {
  const ownerIds = (await publishersFor(db, { userId: input.userId, role: "USER" }, "administer")).map((grant) => grant.id);
  return db.skill.findMany({
    where: { ownerId: { in: ownerIds }, deletedAt: null },
    select: { id: true, slug: true, displayName: true, trustedPublishers: { select: trustedPublisherSelect, orderBy: { createdAt: "asc" } } },
    orderBy: { slug: "asc" },
    take: 500,
  });
}
