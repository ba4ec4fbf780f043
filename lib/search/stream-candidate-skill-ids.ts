// The skills a full rebuild looks at, page by page in id order: a cheap filter, every visibility
// (internal and private skills have restricted documents). loadSearchDocuments applies the full
// rule (a withdrawn or blocked latest version, …), so some of these get no document.
import { db } from "@/lib/db";

export async function* streamCandidateSkillIds(options: { batchSize?: number } = {}): AsyncGenerator<string[]> {
  const batchSize = options.batchSize ?? 500;
  let after = "";
  for (;;) {
    const page = await db.skill.findMany({
      where: { id: { gt: after }, deletedAt: null, moderation: "ACTIVE", latestVersionId: { not: null } },
      orderBy: { id: "asc" },
      take: batchSize,
      select: { id: true },
    });
    if (page.length === 0) return;
    after = page[page.length - 1]!.id;
    yield page.map((row) => row.id);
    if (page.length < batchSize) return;
  }
}
