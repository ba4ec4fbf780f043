// `ownerHandle` on a write (`clawhub delete @owner/slug`): the skill must belong to that publisher,
// so a command aimed at someone else's namesake never lands on the wrong skill.
import { db } from "@/lib/db";
import { skillNotFound } from "./find-catalog-skill";

export async function assertOwnerHandle(input: { slug: string; ownerHandle?: string }): Promise<void> {
  if (!input.ownerHandle) return;
  const skill = await db.skill.findUnique({ where: { slug: input.slug }, select: { owner: { select: { handle: true } } } });
  if (!skill || skill.owner.handle !== input.ownerHandle) throw skillNotFound(input.slug);
}
