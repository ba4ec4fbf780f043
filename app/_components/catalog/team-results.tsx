// The signed-in viewer's team skills matching a search (internal ones, and the private ones of the
// publishers they belong to), above the public results. Found by lib/search search-team-skills.ts,
// which asks lib/access for each; the search page is never page-cached.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { listSkillCards } from "@/lib/catalog/list-skill-cards";
import { searchTeamSkills } from "@/lib/search/search-team-skills";
import { SkillGrid } from "../skill/skill-card";

export async function TeamResults({ viewer, q }: { viewer: Actor | null; q: string }) {
  const hits = await searchTeamSkills({ viewer, q });
  if (hits.length === 0) return null;
  const cards = await listSkillCards({ skillIds: hits.map((hit) => hit.skillId) });
  return (
    <section aria-labelledby="team-results" className="mt-6" data-testid="team-results">
      <h2 id="team-results" className="mb-3 text-lg font-semibold">
        From your teams
      </h2>
      <SkillGrid skills={cards.map((card) => ({ ...card, verdict: card.verdict.toLowerCase() === "suspicious" ? "suspicious" : "clean" }))} />
    </section>
  );
}
