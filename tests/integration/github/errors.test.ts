// Every GitHub import error a user can act on, each from its own situation, asserted by code.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { importGithubSkills, previewGithubImport, setGithubSync } from "@/lib/github";
import { publishFixture } from "../helpers/publish-fixture";
import { expectCode } from "../helpers/expect-code";
import { GitRepository } from "../../setup/github/git-repository";
import { githubActor, nextRepoId, setEnv, useLocalGithub } from "./github-setup";
import { buildSkillsRepository, skillMd } from "../../setup/github/skills-repository";

const github = useLocalGithub();
const repos: GitRepository[] = [];
let owner: Awaited<ReturnType<typeof githubActor>>;

function hostRepo(name: string, git: GitRepository) {
  repos.push(git);
  github().host({ id: nextRepoId(), owner: { login: "err-owner", id: owner.githubId, type: "User" }, name, git });
}

beforeAll(async () => {
  owner = await githubActor(github(), "err-owner");
  hostRepo("skills", buildSkillsRepository());
});
afterAll(() => repos.forEach((git) => git.remove()));

describe("GitHub import errors", () => {
  it("GITHUB_REFERENCE_INVALID: not a repository reference, or a URL of another host", async () => {
    await expectCode(previewGithubImport({ actor: owner, source: "just-a-word" }), "GITHUB_REFERENCE_INVALID");
    await expectCode(previewGithubImport({ actor: owner, source: "https://gitlab.com/err-owner/skills" }), "GITHUB_REFERENCE_INVALID");
  });

  it("GITHUB_REPO_NOT_FOUND: GitHub answers 404", async () => {
    const error = await expectCode(previewGithubImport({ actor: owner, source: "err-owner/does-not-exist" }), "GITHUB_REPO_NOT_FOUND");
    expect(error.status).toBe(404);
  });

  it("GITHUB_REF_NOT_FOUND: the branch in a /tree/ URL does not exist", async () => {
    const error = await expectCode(
      previewGithubImport({ actor: owner, source: `${github().apiUrl}/err-owner/skills/tree/no-such-branch/skills` }),
      "GITHUB_REF_NOT_FOUND",
    );
    expect(error.details).toMatchObject({ ref: "no-such-branch" });
  });

  it("GITHUB_RATE_LIMITED: carries GitHub's reset time and a Retry-After header", async () => {
    const resetAt = Math.floor(Date.now() / 1000) + 600;
    github().rateLimitResetAt = resetAt;
    try {
      const error = await expectCode(previewGithubImport({ actor: owner, source: "err-owner/skills" }), "GITHUB_RATE_LIMITED");
      expect(error.status).toBe(429);
      expect((error.details as { resetAt: string }).resetAt).toBe(new Date(resetAt * 1000).toISOString());
      expect(Number(error.headers["Retry-After"])).toBeGreaterThan(500);
    } finally {
      github().rateLimitResetAt = null;
    }
  });

  it("GITHUB_TARBALL_TOO_LARGE: while downloading (compressed size), and when it expands too far", async () => {
    const noisy = new GitRepository("noisy");
    noisy.commit({ "skills/big/SKILL.md": skillMd("big"), "skills/big/assets/noise.bin": randomBytes(300 * 1024) });
    hostRepo("noisy", noisy);
    const zeros = new GitRepository("zeros");
    zeros.commit({ "skills/bomb/SKILL.md": skillMd("bomb"), "skills/bomb/assets/zeros.bin": new Uint8Array(2 * 1024 * 1024) });
    hostRepo("zeros", zeros);
    const restore = setEnv("GITHUB_TARBALL_MAX_BYTES", String(100 * 1024));
    try {
      const download = await expectCode(previewGithubImport({ actor: owner, source: "err-owner/noisy" }), "GITHUB_TARBALL_TOO_LARGE");
      expect(download.details).toEqual({ maxBytes: 100 * 1024 });
      const expansion = await expectCode(previewGithubImport({ actor: owner, source: "err-owner/zeros" }), "GITHUB_TARBALL_TOO_LARGE");
      expect(expansion.details).toEqual({ maxExpandedBytes: 400 * 1024 });
    } finally {
      restore();
    }
  });

  it("GITHUB_NO_SKILLS: lists the places searched", async () => {
    const empty = new GitRepository("empty");
    empty.commit({ "README.md": "# Nothing here\n", "src/index.ts": "export {};\n", "a/b/c/d/e/f/SKILL.md": skillMd("too-deep") });
    hostRepo("no-skills", empty);
    const error = await expectCode(previewGithubImport({ actor: owner, source: "err-owner/no-skills" }), "GITHUB_NO_SKILLS");
    const searched = (error.details as { searched: string[] }).searched;
    expect(searched).toEqual(expect.arrayContaining(["SKILL.md", "skills/*/SKILL.md", ".claude/skills/*/SKILL.md", ".claude-plugin/marketplace.json"]));
    expect(searched.at(-1)).toMatch(/up to 5 folders/);
  });

  it("GITHUB_SKILL_NOT_FOUND: a picked folder holds no skill at that commit", async () => {
    const result = await importGithubSkills({ actor: owner, source: "err-owner/skills", selections: [{ path: "plugins/docs" }] });
    expect(result.results[0]?.error?.code).toBe("GITHUB_SKILL_NOT_FOUND");
  });

  it("GITHUB_REF_NOT_FOUND: an import pinned to a commit the repository does not have", async () => {
    await expectCode(
      importGithubSkills({ actor: owner, source: "err-owner/skills", commit: "0".repeat(39) + "1", selections: [{ path: "skills/pdf-tools" }] }),
      "GITHUB_REF_NOT_FOUND",
    );
  });

  it("GITHUB_SOURCE_NOT_FOUND: sync settings for a skill that was not imported from GitHub", async () => {
    await publishFixture({ actor: owner, slug: "hand-made" });
    await expectCode(setGithubSync({ actor: owner, slug: "hand-made", enabled: true }), "GITHUB_SOURCE_NOT_FOUND");
    expect(await db.githubSource.count({ where: { skill: { slug: "hand-made" } } })).toBe(0);
  });

  it("GITHUB_UNAVAILABLE: GitHub cannot be reached", async () => {
    const restore = setEnv("GITHUB_API_URL", "http://127.0.0.1:9");
    try {
      const error = await expectCode(previewGithubImport({ actor: owner, source: "err-owner/skills" }), "GITHUB_UNAVAILABLE");
      expect(error.status).toBe(502);
    } finally {
      restore();
    }
  });
});
