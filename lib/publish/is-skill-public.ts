// Whether everyone may see (and install from) a skill: not deleted, not held, not hidden.
export function isSkillPublic(skill: { deletedAt: Date | null; moderation: string }): boolean {
  return skill.deletedAt === null && skill.moderation === "ACTIVE";
}
