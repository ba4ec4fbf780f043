// The file-lines spec's world (tests/e2e/file-lines.spec.ts), published through the real publishing
// service (validate, scan, store) into the e2e server's database: a public skill `LINES_SLUG` of
// `LINES_OWNER` whose scripts/setup.sh has 30,000 lines (~1.3 MB, past the Files tab's 5,000-line
// window and its 512 KiB cap) with one finding far down (a read of stored cloud credentials, line
// LINES_FINDING_LINE: suspicious, so the file is still shown); and a private skill `LINES_PRIVATE`
// of org `LINES_ORG` (owner `LINES_OWNER`, member `LINES_MEMBER`) with a reference file changed in
// its second version, whose reads
// the org's audit log must record. Run as `tsx tests/e2e/support/publish-file-lines-fixtures.ts`.
import { db } from "@/lib/db";
import { createOrg, setOrgMember } from "@/lib/orgs";
import { fixtureActor, fixtureFiles, publishFixtureVersion, runFixtureMain } from "./fixture-publishing";

runFixtureMain(async () => {
  const env = (name: string) => process.env[name]!;
  const owner = await fixtureActor(env("LINES_OWNER"));
  await fixtureActor(env("LINES_MEMBER"));
  const findingLine = Number(env("LINES_FINDING_LINE"));
  const script = Array.from({ length: 30_000 }, (_, i) =>
    i === 0 ? "#!/bin/sh" : i + 1 === findingLine ? "grep -A2 '\\[default\\]' ~/.aws/credentials" : `echo "setting up step ${i + 1} of the field kit"`,
  ).join("\n");
  const lines = [
    await publishFixtureVersion({
      actor: owner,
      slug: env("LINES_SLUG"),
      version: "1.0.0",
      bundle: fixtureFiles({
        "SKILL.md": `---\nname: ${env("LINES_SLUG")}\ndescription: Sets up the field kit step by step. Use when the user asks to set it up.\n---\n\n# Field kit\n\nRun \`scripts/setup.sh\`.\n`,
        "scripts/setup.sh": `${script}\n`,
      }),
    }),
  ];
  const org = env("LINES_ORG");
  if (!(await db.user.findUnique({ where: { handle: org } }))) await createOrg({ handle: org, ownerHandle: owner.handle, actor: null });
  await setOrgMember({ org, user: env("LINES_MEMBER"), role: "member", actor: null });
  lines.push(
    await publishFixtureVersion({
      actor: owner,
      slug: env("LINES_PRIVATE"),
      version: "1.0.0",
      ownerHandle: org,
      visibility: "private",
      bundle: fixtureFiles({
        "SKILL.md": `---\nname: ${env("LINES_PRIVATE")}\ndescription: The team's private runbook.\n---\n\n# Runbook\n\nSee references/escalation.md.\n`,
        "references/escalation.md": "# Escalation\n\nPage the on-call lead first.\n",
      }),
    }),
    await publishFixtureVersion({
      actor: owner,
      slug: env("LINES_PRIVATE"),
      version: "1.0.1",
      ownerHandle: org,
      bundle: fixtureFiles({
        "SKILL.md": `---\nname: ${env("LINES_PRIVATE")}\ndescription: The team's private runbook.\n---\n\n# Runbook\n\nSee references/escalation.md.\n`,
        "references/escalation.md": "# Escalation\n\nPage the on-call lead first, then the incident channel.\n",
      }),
    }),
  );
  return lines;
});
