// Who may import what: checked by numeric GitHub id through the server's token (the user's own
// GitHub token is never stored). Refusals happen before any tarball is downloaded.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { previewGithubImport } from "@/lib/github";
import { createActor } from "../helpers/create-actor";
import { expectCode } from "../helpers/expect-code";
import type { GitRepository } from "../../setup/github/git-repository";
import { githubActor, nextRepoId, useLocalGithub } from "./github-setup";
import { buildSkillsRepository } from "../../setup/github/skills-repository";

const github = useLocalGithub();
let repo: GitRepository;
let acmeOrgId: number;

beforeAll(async () => {
  repo = buildSkillsRepository();
  acmeOrgId = 5_000_001;
  github().host({ id: nextRepoId(), owner: { login: "acme", id: acmeOrgId, type: "Organization" }, name: "skills", git: repo });
  github().host({ id: nextRepoId(), owner: { login: "acme", id: acmeOrgId, type: "Organization" }, name: "secret-skills", git: repo, private: true });
  github().orgMembers.set("acme", new Set(["acme-member"]));
});
afterAll(() => repo.remove());

const tarballRequests = () => github().requests.filter((r) => r.includes("/tarball/")).length;

describe("import ownership", () => {
  it("lets the owner of a personal repository import it, matched by numeric id", async () => {
    const person = await githubActor(github(), "solo-dev");
    github().host({ id: nextRepoId(), owner: { login: "solo-dev", id: person.githubId, type: "User" }, name: "my-skills", git: repo });
    const preview = await previewGithubImport({ actor: person, source: "solo-dev/my-skills" });
    expect(preview.candidates.length).toBeGreaterThan(0);
  });

  it("refuses a user whose handle equals the owner's login but whose GitHub id differs", async () => {
    const owner = await githubActor(github(), "renamed-owner");
    github().host({ id: nextRepoId(), owner: { login: "renamed-owner", id: owner.githubId, type: "User" }, name: "tools", git: repo });
    // Another GitHub account now holds the login our user once had: same handle, different id.
    await db.user.update({ where: { id: owner.userId }, data: { githubId: String(owner.githubId + 100_000) } });
    github().users.set(owner.githubId + 100_000, "someone-else");
    const before = tarballRequests();
    await expectCode(previewGithubImport({ actor: owner, source: "renamed-owner/tools" }), "GITHUB_NOT_REPO_MEMBER");
    expect(tarballRequests()).toBe(before);
  });

  it("lets an organisation member import the organisation's repository (login looked up by id)", async () => {
    const member = await githubActor(github(), "acme-member");
    const preview = await previewGithubImport({ actor: member, source: `${github().apiUrl}/acme/skills` });
    expect(preview.repository.fullName).toBe("acme/skills");
  });

  it("lets a collaborator with write access import, and refuses read-only collaborators and strangers", async () => {
    const writer = await githubActor(github(), "outside-writer");
    const reader = await githubActor(github(), "outside-reader");
    const stranger = await githubActor(github(), "stranger");
    github().collaborators.set(
      "acme/skills",
      new Map([
        ["outside-writer", "write"],
        ["outside-reader", "read"],
      ]),
    );
    expect((await previewGithubImport({ actor: writer, source: "acme/skills" })).candidates.length).toBeGreaterThan(0);
    const before = tarballRequests();
    await expectCode(previewGithubImport({ actor: reader, source: "acme/skills" }), "GITHUB_NOT_REPO_MEMBER");
    await expectCode(previewGithubImport({ actor: stranger, source: "acme/skills" }), "GITHUB_NOT_REPO_MEMBER");
    expect(tarballRequests()).toBe(before);
  });

  it("needs a GitHub identity: a development sign-in account cannot prove ownership", async () => {
    const local = await createActor({ handle: "local-only" });
    await expectCode(previewGithubImport({ actor: local, source: "acme/skills" }), "GITHUB_ACCOUNT_NOT_LINKED");
  });

  it("lets an admin import any public repository into an org publisher, but not into their own account", async () => {
    const admin = await githubActor(github(), "hub-admin", { role: "ADMIN" });
    await db.user.create({ data: { handle: "community", kind: "ORG", displayName: "Community" } });
    const preview = await previewGithubImport({ actor: admin, source: "acme/skills", ownerHandle: "community" });
    expect(preview.ownerHandle).toBe("community");
    await expectCode(previewGithubImport({ actor: admin, source: "acme/skills" }), "GITHUB_NOT_REPO_MEMBER");
  });

  it("never imports a private repository, even for an admin whose server token can see it", async () => {
    const admin = await githubActor(github(), "hub-admin-2", { role: "ADMIN" });
    await db.user.create({ data: { handle: "community-2", kind: "ORG", displayName: "Community" } });
    await expectCode(previewGithubImport({ actor: admin, source: "acme/secret-skills", ownerHandle: "community-2" }), "GITHUB_REPO_PRIVATE");
  });

  it("refuses to publish for an org the user does not belong to", async () => {
    const member = await githubActor(github(), "acme-member-2");
    github().orgMembers.get("acme")?.add("acme-member-2");
    await db.user.create({ data: { handle: "other-org", kind: "ORG", displayName: "Other" } });
    await expectCode(previewGithubImport({ actor: member, source: "acme/skills", ownerHandle: "other-org" }), "OWNER_NOT_ALLOWED");
    await expectCode(previewGithubImport({ actor: member, source: "acme/skills", ownerHandle: "nobody-here" }), "USER_NOT_FOUND");
  });
});
