// Skill listings: a grid of cards (skill-card-client.tsx), for home shelves, browse, search
// results and profiles.
import { SkillCard, type SkillCardProps } from "./skill-card-client";

export type { SkillCardProps };
export { SkillCard };

/** `columns`: 3 on wide pages, 2 beside a sidebar. */
export function SkillGrid({
  skills,
  testId,
  headingLevel = 3,
  columns = 3,
}: {
  skills: Array<SkillCardProps & { id?: string }>;
  testId?: string;
  headingLevel?: 2 | 3;
  columns?: 2 | 3;
}) {
  return (
    <ul className={`grid grid-cols-1 gap-4 sm:grid-cols-2 ${columns === 3 ? "lg:grid-cols-3" : ""}`} data-testid={testId}>
      {skills.map((skill) => (
        <li key={`${skill.ownerHandle}/${skill.slug}`}>
          <SkillCard {...skill} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
