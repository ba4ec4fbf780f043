// The teams e2e spec's world (issue 18), in the e2e server's database: org `TEAM_ORG` owned by
// `TEAM_OWNER`, `TEAM_MEMBER` a member, and a private skill `TEAM_SLUG` of the org. Handles come
// from the environment so each run uses fresh ones. Run as `tsx tests/e2e/support/publish-team-fixtures.ts`.
import { db } from "@/lib/db";
import { createOrg, setOrgMember } from "@/lib/orgs";
import { fixtureActor, fixtureFiles, publishFixtureVersion, runFixtureMain } from "./fixture-publishing";

runFixtureMain(async () => {
  const [org, ownerHandle, memberHandle, slug] = [process.env.TEAM_ORG!, process.env.TEAM_OWNER!, process.env.TEAM_MEMBER!, process.env.TEAM_SLUG!];
  const owner = await fixtureActor(ownerHandle);
  await fixtureActor(memberHandle);
  // An account outside the org (invited later in the spec).
  await fixtureActor(process.env.TEAM_OUTSIDER!);
  if (!(await db.user.findUnique({ where: { handle: org } }))) await createOrg({ handle: org, ownerHandle, actor: null });
  await setOrgMember({ org, user: memberHandle, role: "member", actor: null });
  const published = await publishFixtureVersion({
    actor: owner,
    slug,
    version: "1.0.0",
    ownerHandle: org,
    visibility: "private",
    bundle: fixtureFiles({
      "SKILL.md": `---\nname: ${slug}\ndescription: The team's private deployment checklist.\n---\n\n# Deploy checklist\n\nUse this skill when the user deploys.\n`,
    }),
  });
  return [`org ${org}`, published];
});
