// GitHub import end to end: a real git repository served by a local GitHub API, previewed
// (validation + scan per skill, nothing written), then imported (versions, provenance, sources).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { importGithubSkills, previewGithubImport } from "@/lib/github";
import { countRows } from "../helpers/count-rows";
import { createActor } from "../helpers/create-actor";
import { expectCode } from "../helpers/expect-code";
import type { GitRepository } from "../../setup/github/git-repository";
import { githubActor, nextRepoId, useLocalGithub } from "./github-setup";
import { buildSkillsRepository, expectedSkillPaths, skillMd } from "../../setup/github/skills-repository";

const github = useLocalGithub();
let repo: GitRepository;
let owner: Awaited<ReturnType<typeof githubActor>>;
let repositoryId: number;

beforeAll(async () => {
  owner = await githubActor(github(), "octo-author");
  repo = buildSkillsRepository();
  repositoryId = nextRepoId();
  github().host({ id: repositoryId, owner: { login: "octo-author", id: owner.githubId, type: "User" }, name: "agent-skills", git: repo });
});
afterAll(() => repo.remove());

describe("previewGithubImport", () => {
  it("lists every skill where real repositories keep them, each with validation and scan, and writes nothing", async () => {
    const before = await countRows();
    const preview = await previewGithubImport({ actor: owner, source: "octo-author/agent-skills" });
    expect(await countRows()).toEqual(before);

    expect(preview.repository).toMatchObject({ fullName: "octo-author/agent-skills", id: String(repositoryId) });
    expect(preview.ref).toBe("main");
    expect(preview.commit).toBe(repo.head());
    expect(preview.candidates.map((c) => c.path)).toEqual(expectedSkillPaths);
    expect(preview.candidates.map((c) => c.source)).toEqual(["skills-folder", "skills-folder", "agent-folder", "marketplace"]);
    const pdf = preview.candidates[0]!;
    expect(pdf).toMatchObject({ name: "pdf-tools", suggestedSlug: "pdf-tools", suggestedVersion: "2.1.0", verdict: "clean", error: null, existing: null });
    // The folder is the whole skill: its scripts, references and the SKILL.md nested inside it.
    expect(pdf.fileCount).toBe(4);
    expect(pdf.digest).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(pdf.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(preview.candidates[1]).toMatchObject({ name: "code-review", suggestedVersion: null });
    // A tarball for the resolved commit, never for the branch name, by repository id, never by name.
    expect(github().requests).toContain(`GET /repositories/${repositoryId}/tarball/${preview.commit}`);
    expect(github().requests.some((r) => r.endsWith("/tarball/main"))).toBe(false);
  });

  it("narrows to the folder of a /tree/<ref>/<path> URL, with a ref that contains a slash", async () => {
    repo.git("checkout", "-q", "-b", "feature/review");
    const featureCommit = repo.commit({ "skills/.curated/code-review/SKILL.md": skillMd("code-review", { body: "Now with checklists." }) });
    repo.checkout("main");
    const url = `${github().apiUrl}/octo-author/agent-skills/tree/feature/review/skills/.curated`;
    const preview = await previewGithubImport({ actor: owner, source: url });
    expect(preview).toMatchObject({ ref: "feature/review", commit: featureCommit, basePath: "skills/.curated" });
    expect(preview.candidates.map((c) => c.path)).toEqual(["skills/.curated/code-review"]);

    const blob = await previewGithubImport({ actor: owner, source: `${github().apiUrl}/octo-author/agent-skills/blob/main/skills/pdf-tools/SKILL.md` });
    expect(blob.candidates.map((c) => [c.path, c.source])).toEqual([["skills/pdf-tools", "root"]]);
  });

  it("shows a skill that cannot be published with its error code instead of failing the whole preview", async () => {
    const git = buildSkillsRepository({
      "skills/linked/SKILL.md": skillMd("linked"),
      "skills/linked/data": { symlink: "../../README.md" },
      "skills/broken/SKILL.md": "no frontmatter here\n",
    });
    github().host({ id: nextRepoId(), owner: { login: "octo-author", id: owner.githubId, type: "User" }, name: "mixed", git });
    const preview = await previewGithubImport({ actor: owner, source: "octo-author/mixed" });
    const byPath = new Map(preview.candidates.map((c) => [c.path, c]));
    expect(byPath.get("skills/linked")?.error?.code).toBe("BUNDLE_LINK");
    expect(byPath.get("skills/broken")?.error?.code).toBe("SKILL_INVALID");
    expect(byPath.get("skills/broken")?.diagnostics.length).toBeGreaterThan(0);
    expect(byPath.get("skills/pdf-tools")?.error).toBeNull();
    git.remove();
  });
});

describe("importGithubSkills", () => {
  it("publishes the picked skills with slug and version per skill, provenance on each version and a GithubSource row", async () => {
    const preview = await previewGithubImport({ actor: owner, source: "octo-author/agent-skills" });
    const imported = await importGithubSkills({
      actor: owner,
      source: "octo-author/agent-skills",
      commit: preview.commit,
      selections: [{ path: "skills/pdf-tools" }, { path: ".claude/skills/repo-helper", slug: "acme-repo-helper", version: "0.3.0" }],
    });
    expect(imported.results.map((r) => [r.path, r.status, r.slug, r.version, r.error])).toEqual([
      ["skills/pdf-tools", "published", "pdf-tools", "2.1.0", null],
      [".claude/skills/repo-helper", "published", "acme-repo-helper", "0.3.0", null],
    ]);

    const version = await db.skillVersion.findFirstOrThrow({ where: { skill: { slug: "acme-repo-helper" } }, include: { files: true } });
    expect(version.provenance).toEqual({
      kind: "github",
      repository: "octo-author/agent-skills",
      ref: "main",
      commit: preview.commit,
      path: ".claude/skills/repo-helper",
    });
    expect(version.publishedById).toBe(owner.userId);
    const pdf = await db.skillVersion.findFirstOrThrow({ where: { skill: { slug: "pdf-tools" } }, include: { files: true } });
    expect(pdf.files.map((f) => f.path).sort()).toEqual(["SKILL.md", "examples/inner/SKILL.md", "references/format.md", "scripts/extract.py"]);
    expect(pdf.digest).toBe(preview.candidates[0]!.digest);

    const sources = await db.githubSource.findMany({ orderBy: { path: "asc" }, include: { skill: { select: { slug: true } } } });
    expect(
      sources.map((s) => ({
        slug: s.skill.slug,
        repository: s.repository,
        repositoryId: s.repositoryId,
        ref: s.ref,
        path: s.path,
        lastCommit: s.lastCommit,
        syncEnabled: s.syncEnabled,
      })),
    ).toEqual([
      {
        slug: "acme-repo-helper",
        repository: "octo-author/agent-skills",
        repositoryId: String(repositoryId),
        ref: "main",
        path: ".claude/skills/repo-helper",
        lastCommit: preview.commit,
        syncEnabled: false,
      },
      {
        slug: "pdf-tools",
        repository: "octo-author/agent-skills",
        repositoryId: String(repositoryId),
        ref: "main",
        path: "skills/pdf-tools",
        lastCommit: preview.commit,
        syncEnabled: false,
      },
    ]);
    expect(sources.find((s) => s.path === "skills/pdf-tools")?.lastDigest).toBe(pdf.digest);

    // Previewing again shows the slugs as taken by the same publisher.
    const again = await previewGithubImport({ actor: owner, source: "octo-author/agent-skills" });
    expect(again.candidates[0]?.existing).toEqual({ slug: "pdf-tools", ownerHandle: "octo-author", sameOwner: true });
  });

  it("publishes the previewed commit even when the branch moved on since", async () => {
    const preview = await previewGithubImport({ actor: owner, source: "octo-author/agent-skills" });
    const moved = repo.commit({ "skills/.curated/code-review/SKILL.md": skillMd("code-review", { body: "Changed after the preview." }) });
    expect(moved).not.toBe(preview.commit);
    const imported = await importGithubSkills({
      actor: owner,
      source: "octo-author/agent-skills",
      commit: preview.commit,
      selections: [{ path: "skills/.curated/code-review" }],
    });
    expect(imported.commit).toBe(preview.commit);
    const version = await db.skillVersion.findFirstOrThrow({ where: { skill: { slug: "code-review" } } });
    expect(version.digest).toBe(preview.candidates[1]!.digest);
    expect((version.provenance as { commit: string }).commit).toBe(preview.commit);
  });

  it("re-importing identical content answers unchanged; one failing skill does not stop the others", async () => {
    const stranger = await createActor();
    await db.skill.create({ data: { slug: "doc-writer", ownerId: stranger.userId, displayName: "Taken" } });
    const imported = await importGithubSkills({
      actor: owner,
      source: "octo-author/agent-skills",
      selections: [{ path: "plugins/docs/skills/doc-writer" }, { path: "skills/pdf-tools" }, { path: "docs" }],
    });
    expect(imported.results.map((r) => [r.path, r.status, r.error?.code ?? null])).toEqual([
      ["plugins/docs/skills/doc-writer", "failed", "SKILL_OWNED_BY_OTHER"],
      ["skills/pdf-tools", "unchanged", null],
      ["docs", "failed", "GITHUB_SKILL_NOT_FOUND"],
    ]);
    expect(await db.skillVersion.count({ where: { skill: { slug: "pdf-tools" } } })).toBe(1);
  });

  it("imports into an org the user belongs to, and turns sync on when asked", async () => {
    const org = await db.user.create({ data: { handle: "acme-org", kind: "ORG", displayName: "Acme" } });
    await db.membership.create({ data: { orgId: org.id, userId: owner.userId, role: "admin" } });
    const imported = await importGithubSkills({
      actor: owner,
      source: "octo-author/agent-skills",
      ownerHandle: "acme-org",
      sync: true,
      selections: [{ path: "plugins/docs/skills/doc-writer", slug: "acme-doc-writer" }],
    });
    expect(imported.results[0]).toMatchObject({ status: "published", slug: "acme-doc-writer", syncEnabled: true });
    const skill = await db.skill.findUniqueOrThrow({ where: { slug: "acme-doc-writer" }, include: { githubSource: true } });
    expect(skill.ownerId).toBe(org.id);
    expect(skill.githubSource).toMatchObject({ syncEnabled: true, syncActorId: owner.userId });
  });

  it("refuses an empty selection", async () => {
    await expectCode(importGithubSkills({ actor: owner, source: "octo-author/agent-skills", selections: [] }), "VALIDATION_FAILED");
  });
});
