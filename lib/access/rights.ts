// The rights a standing holds over one skill through its relation to the skill's publisher
// (staff powers are added by the rules that grant them, can-see.ts and can-manage.ts).
import { ALL_RIGHTS, ROLE_RIGHTS, type PublisherRight } from "./publisher-roles";
import type { Standing } from "./standing";

export type SkillRef = { id: string; ownerId: string };

export function relationRights(standing: Standing, skill: SkillRef): readonly PublisherRight[] {
  if (standing.relation === null || standing.publisherId !== skill.ownerId) return [];
  // A one-skill token reads and publishes its own skill and nothing else: never administration.
  if (standing.onlySkillId !== null) return standing.onlySkillId === skill.id ? ["read", "publish"] : [];
  return standing.relation === "self" ? ALL_RIGHTS : ROLE_RIGHTS[standing.relation];
}
