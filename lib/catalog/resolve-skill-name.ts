// A skill asked for by its frontmatter name where that differs from its slug (GoClaw and Agent OS
// look skills up by name): the one listed skill with that name, or null when none or several have
// it. Only listed skills are searched, so a name never reveals a hidden or held skill.
import { db } from "@/lib/db";

export async function resolveSkillName(input: { name: string; ownerHandle?: string }): Promise<string | null> {
  const name = input.name.trim().toLowerCase();
  if (!name || name.length > 128) return null;
  const rows = await db.skillSearchDocument.findMany({
    where: { skillName: name, ...(input.ownerHandle ? { ownerHandle: input.ownerHandle } : {}) },
    select: { slug: true },
    take: 2,
  });
  return rows.length === 1 ? rows[0]!.slug : null;
}
