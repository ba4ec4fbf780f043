// Whether the viewer may read a version's file contents on the website. Blocked and malicious
// versions' bytes are never served to the public (the scan report still explains them);
// owners and moderators can look, since they must decide what to do about them.
import type { SkillPage } from "@/lib/catalog/get-skill-page";

export function canViewContent(page: Pick<SkillPage, "privileged">, version: { blockedAt: Date | null; verdict: string }): boolean {
  return page.privileged || (version.blockedAt === null && version.verdict !== "MALICIOUS");
}
