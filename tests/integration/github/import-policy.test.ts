// The GitHub import preview reports what the importing org's team policy would do with each skill
// (docs/teams.md "Team policy"), and the import then does exactly that: refused with the same code,
// held, or published. Real git repository, local GitHub API, real PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importGithubSkills, previewGithubImport } from "@/lib/github";
import { createOrg, setOrgMember, setOrgPolicy } from "@/lib/orgs";
import type { GitRepository } from "../../setup/github/git-repository";
import { buildSkillsRepository, skillMd } from "../../setup/github/skills-repository";
import { createActor } from "../helpers/create-actor";
import { publishFixture } from "../helpers/publish-fixture";
import { suspiciousFiles } from "../helpers/flagged-content";
import { githubActor, nextRepoId, useLocalGithub } from "./github-setup";

const github = useLocalGithub();
let repo: GitRepository;
let author: Awaited<ReturnType<typeof githubActor>>;
const STRICT = "gpol-strict"; // publish: admins
const HOLDS = "gpol-holds"; // suspicious: hold
const SUSPICIOUS = "skills/gpol-sus";
const CLEAN = "skills/pdf-tools";

beforeAll(async () => {
  author = await githubActor(github(), "gpol-author");
  const orgOwner = await createActor({ handle: "gpol-owner" });
  for (const org of [STRICT, HOLDS]) {
    await createOrg({ handle: org, ownerHandle: orgOwner.handle, actor: null });
    await setOrgMember({ org, user: author.handle, role: "publisher", actor: null });
  }
  await setOrgPolicy({ org: STRICT, policy: { publish: "admins" }, actor: orgOwner });
  await setOrgPolicy({ org: HOLDS, policy: { suspicious: "hold" }, actor: orgOwner });
  repo = buildSkillsRepository({
    [`${SUSPICIOUS}/SKILL.md`]: skillMd("gpol-sus"),
    ...Object.fromEntries(Object.entries(suspiciousFiles).map(([path, text]) => [`${SUSPICIOUS}/${path}`, text])),
  });
  github().host({ id: nextRepoId(), owner: { login: "gpol-author", id: author.githubId, type: "User" }, name: "skills", git: repo });
}, 180_000);
afterAll(() => repo.remove());

const byPath = async (ownerHandle?: string) =>
  new Map((await previewGithubImport({ actor: author, source: "gpol-author/skills", ownerHandle })).candidates.map((c) => [c.path, c]));

describe("the import preview's team policy", () => {
  it("publish: admins — a publisher member is told every skill would be refused, and the import refuses with that code", async () => {
    const preview = await byPath(STRICT);
    for (const path of [CLEAN, SUSPICIOUS])
      expect(preview.get(path)?.policy).toMatchObject({ ownerHandle: STRICT, outcome: "refuse", code: "ORG_POLICY_FORBIDS_PUBLISH" });
    const imported = await importGithubSkills({
      actor: author,
      source: "gpol-author/skills",
      ownerHandle: STRICT,
      selections: [{ path: CLEAN, slug: "gpol-strict-pdf" }],
    });
    expect(imported.results.map((result) => [result.status, result.error?.code])).toEqual([["failed", "ORG_POLICY_FORBIDS_PUBLISH"]]);
  });

  it("suspicious: hold — the suspicious skill will be held, the clean one published, as the import then does", async () => {
    const preview = await byPath(HOLDS);
    expect(preview.get(SUSPICIOUS)?.policy).toMatchObject({ ownerHandle: HOLDS, outcome: "hold", code: null });
    expect(preview.get(CLEAN)?.policy).toMatchObject({ ownerHandle: HOLDS, outcome: "publish", code: null });
    const imported = await importGithubSkills({
      actor: author,
      source: "gpol-author/skills",
      ownerHandle: HOLDS,
      selections: [
        { path: SUSPICIOUS }, // its suggested slug, gpol-sus
        { path: CLEAN, slug: "gpol-holds-pdf" },
      ],
    });
    expect(imported.results.map((result) => result.status)).toEqual(["held", "published"]);
    // The skill exists now, under the org: a second preview still says hold (a new version of the publisher's skill).
    const again = await previewGithubImport({ actor: author, source: "gpol-author/skills", ownerHandle: HOLDS });
    expect(again.candidates.find((c) => c.path === SUSPICIOUS)?.policy).toMatchObject({ outcome: "hold" });
  });

  it("the author's own import has the default policy; someone else's slug gets no policy", async () => {
    const own = await byPath();
    // pdf-tools was imported under other slugs: for the author it is a new skill of their own.
    expect(own.get(CLEAN)?.policy).toMatchObject({ ownerHandle: author.handle, outcome: "publish", code: null });
    // gpol-sus is HOLDS's skill now: importing it as the author would be refused as someone else's, and no policy is named.
    expect(own.get(SUSPICIOUS)?.existing).toMatchObject({ ownerHandle: HOLDS, sameOwner: false });
    expect(own.get(SUSPICIOUS)?.policy).toBeNull();
  });

  it("a private skill of an org the author is not in: the slug is taken, whose it is is not said", async () => {
    const stranger = await createActor({ handle: "gpol-stranger" });
    await createOrg({ handle: "gpol-secret", ownerHandle: stranger.handle, actor: null });
    await publishFixture({ actor: stranger, slug: "pdf-tools", version: "1.0.0", ownerHandle: "gpol-secret", visibility: "private" });
    const preview = await byPath();
    expect(preview.get(CLEAN)?.existing).toEqual({ slug: "pdf-tools", ownerHandle: null, sameOwner: false });
    expect(JSON.stringify(preview)).not.toContain("gpol-secret");
  });
});
