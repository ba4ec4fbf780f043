// Matching a GitHub Actions run to a trusted-publisher registration.
import { describe, expect, test } from "vitest";
import { githubOidcClaimsSchema, matchesRegistration, parseWorkflowRef, refAllowed } from "@/lib/auth/trusted-publishing/github-oidc-claims";

const claims = githubOidcClaimsSchema.parse({
  jti: "j1",
  sub: "repo:octo-org/skills:environment:release",
  exp: 2_000_000_000,
  iat: 1_999_999_000,
  repository: "octo-org/skills",
  repository_id: 555,
  repository_owner: "octo-org",
  repository_owner_id: "77",
  workflow_ref: "octo-org/skills/.github/workflows/publish.yml@refs/tags/v1.0.0",
  sha: "0123456789abcdef0123456789abcdef01234567",
  ref: "refs/tags/v1.0.0",
  run_id: "42",
  environment: "release",
});
const base = { repository: "octo-org/skills", workflow: "publish.yml", environment: null, repositoryId: null, repositoryOwnerId: null, ref: null };

describe("parseWorkflowRef", () => {
  test("splits repository, workflow file and ref", () => {
    expect(parseWorkflowRef("o/r/.github/workflows/ci.yaml@refs/heads/main")).toEqual({ repository: "o/r", workflow: "ci.yaml", ref: "refs/heads/main" });
  });
  test("anything else is not a workflow ref", () => {
    for (const ref of ["o/r/ci.yml@main", "o/r/.github/workflows/ci.yml", "o/.github/workflows/ci.yml@x", "o/r/.github/workflows/sub/ci.yml@x"])
      expect(parseWorkflowRef(ref)).toBeNull();
  });
});

describe("matchesRegistration", () => {
  test("numeric ids are read as strings", () => {
    expect(claims.repository_id).toBe("555");
  });
  test("repository (case-insensitive) and workflow file match", () => {
    expect(matchesRegistration(base, claims)).toBe(true);
    expect(matchesRegistration({ ...base, repository: "OCTO-ORG/Skills" }, claims)).toBe(true);
  });
  test("another repository, workflow or a differently-cased workflow file does not", () => {
    expect(matchesRegistration({ ...base, repository: "octo-org/other" }, claims)).toBe(false);
    expect(matchesRegistration({ ...base, workflow: "release.yml" }, claims)).toBe(false);
    expect(matchesRegistration({ ...base, workflow: "Publish.yml" }, claims)).toBe(false);
  });
  test("workflow_ref must point into the token's own repository", () => {
    expect(matchesRegistration(base, { ...claims, workflow_ref: "evil/x/.github/workflows/publish.yml@refs/heads/main" })).toBe(false);
  });
  test("environment and pinned repository id must match when registered", () => {
    expect(matchesRegistration({ ...base, environment: "Release" }, claims)).toBe(true);
    expect(matchesRegistration({ ...base, environment: "staging" }, claims)).toBe(false);
    expect(matchesRegistration({ ...base, environment: "release" }, { ...claims, environment: undefined })).toBe(false);
    expect(matchesRegistration({ ...base, repositoryId: "555" }, claims)).toBe(true);
    expect(matchesRegistration({ ...base, repositoryId: "556" }, claims)).toBe(false);
  });
  test("a pinned registration matches by ids: a renamed repository still does, another owner's does not", () => {
    const pinned = { ...base, repositoryId: "555", repositoryOwnerId: "77" };
    expect(matchesRegistration(pinned, claims)).toBe(true);
    const renamed = {
      ...claims,
      repository: "octo-org/skills-renamed",
      workflow_ref: "octo-org/skills-renamed/.github/workflows/publish.yml@refs/tags/v1.0.0",
    };
    expect(matchesRegistration(pinned, renamed)).toBe(true);
    expect(matchesRegistration(pinned, { ...claims, repository_owner_id: "78" })).toBe(false);
    expect(matchesRegistration(pinned, { ...claims, repository_id: "999" })).toBe(false);
  });
  test("pull-request refs never match; an allowed ref matches exactly or by prefix", () => {
    expect(matchesRegistration(base, { ...claims, ref: "refs/pull/7/merge" })).toBe(false);
    expect(matchesRegistration({ ...base, ref: "refs/tags/v*" }, claims)).toBe(true);
    expect(matchesRegistration({ ...base, ref: "refs/heads/main" }, claims)).toBe(false);
    expect(refAllowed("refs/heads/main", "refs/heads/main")).toBe(true);
    expect(refAllowed("refs/heads/main", "refs/heads/main-wip")).toBe(false);
    expect(refAllowed("refs/heads/release/*", "refs/heads/release/2.x")).toBe(true);
    expect(refAllowed(null, "refs/heads/wip")).toBe(true);
    expect(refAllowed("refs/heads/*", "refs/pull/1/merge")).toBe(false);
  });
});
