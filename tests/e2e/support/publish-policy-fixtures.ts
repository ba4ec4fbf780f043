// The team-policy e2e spec's world (issue 18), in the e2e server's database: `POLICY_PUBLISHER` a
// publisher member of org `POLICY_ORG` (created in the browser by the spec), who publishes
// `POLICY_SLUG` 1.0.0 (clean) and 1.1.0 and 1.2.0 (suspicious: held under the org's `hold` policy).
// Run as `tsx tests/e2e/support/publish-policy-fixtures.ts`.
import { setOrgMember } from "@/lib/orgs";
import { suspiciousFiles } from "../../integration/helpers/flagged-content";
import { fixtureActor, fixtureFiles, publishFixtureVersion, runFixtureMain } from "./fixture-publishing";

runFixtureMain(async () => {
  const [org, publisherHandle, slug] = [process.env.POLICY_ORG!, process.env.POLICY_PUBLISHER!, process.env.POLICY_SLUG!];
  const publisher = await fixtureActor(publisherHandle);
  await setOrgMember({ org, user: publisherHandle, role: "publisher", actor: null });
  const skillMd = `---\nname: ${slug}\ndescription: Rotates the team's cloud keys.\n---\n\n# Key rotation\n\nUse this skill when keys expire.\n`;
  const lines: string[] = [];
  for (const [version, extra] of [
    ["1.0.0", {}],
    ["1.1.0", suspiciousFiles],
    ["1.2.0", suspiciousFiles],
  ] as const) {
    lines.push(
      await publishFixtureVersion({
        actor: publisher,
        slug,
        version,
        ownerHandle: org,
        visibility: "public",
        bundle: fixtureFiles({ "SKILL.md": skillMd, ...extra }),
      }),
    );
  }
  return lines;
});
