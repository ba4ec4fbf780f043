// Pure rules of GitHub import and sync: sync versions, webhook signatures, rate-limit answers, links.
import { describe, expect, it } from "vitest";
import { githubWebUrl, pickReleaseVersion, pickSyncVersion, signWebhookBody, verifyWebhookSignature, versionFromTag } from "@/lib/github";
import { rateLimitError } from "@/lib/github/map-github-error";
import { joinRepoPath } from "@/lib/github/join-repo-path";

describe("pickReleaseVersion", () => {
  it("takes the release tag, without its v, when it is new and highest", () => {
    expect(versionFromTag("v1.4.0")).toBe("1.4.0");
    expect(versionFromTag("2.0.0-beta.1")).toBe("2.0.0-beta.1");
    expect(versionFromTag("release-7")).toBeNull();
    expect(pickReleaseVersion({ tagName: "v1.4.0", frontmatterVersion: "9.0.0", published: ["1.0.0"] })).toBe("1.4.0");
    expect(pickReleaseVersion({ tagName: "nightly", frontmatterVersion: "1.1.0", published: ["1.0.0"] })).toBe("1.1.0");
  });

  it("never falls back to the next patch: an old or taken tag publishes nothing (null)", () => {
    expect(pickReleaseVersion({ tagName: "v0.9.0", frontmatterVersion: "9.0.0", published: ["1.0.0"] })).toBeNull();
    expect(pickReleaseVersion({ tagName: "v1.0.0", published: ["1.0.0"] })).toBeNull();
    expect(pickReleaseVersion({ tagName: "nightly", frontmatterVersion: "1.0.0", published: ["1.0.0"] })).toBeNull();
    expect(pickReleaseVersion({ tagName: "nightly", published: ["1.0.0"] })).toBeNull();
    expect(pickReleaseVersion({ tagName: "v0.1.0", published: [] })).toBe("0.1.0");
  });
});

describe("pickSyncVersion", () => {
  it("takes the frontmatter version when new and highest, else the next patch (undefined)", () => {
    expect(pickSyncVersion({ frontmatterVersion: "1.0.0", published: ["1.0.0"] })).toBeUndefined();
    expect(pickSyncVersion({ frontmatterVersion: "0.9.0", published: ["1.0.0"] })).toBeUndefined();
    expect(pickSyncVersion({ frontmatterVersion: "not-semver", published: [] })).toBeUndefined();
    expect(pickSyncVersion({ published: [] })).toBeUndefined();
    expect(pickSyncVersion({ frontmatterVersion: "0.1.0", published: [] })).toBe("0.1.0");
  });
});

describe("webhook signatures", () => {
  const body = new TextEncoder().encode('{"zen":"Keep it logically awesome."}');

  it("accepts GitHub's sha256= HMAC of the raw body and nothing else", () => {
    const signature = signWebhookBody("s3cret", body);
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature({ secret: "s3cret", body, signature })).toBe(true);
    expect(verifyWebhookSignature({ secret: "other", body, signature })).toBe(false);
    expect(verifyWebhookSignature({ secret: "s3cret", body: new TextEncoder().encode('{"zen":"changed"}'), signature })).toBe(false);
    expect(verifyWebhookSignature({ secret: "s3cret", body, signature: signature.slice(0, -1) })).toBe(false);
    expect(verifyWebhookSignature({ secret: "s3cret", body, signature: signature.replace("sha256=", "sha1=") })).toBe(false);
    expect(verifyWebhookSignature({ secret: "s3cret", body, signature: null })).toBe(false);
  });
});

describe("rate-limit answers", () => {
  const now = Date.UTC(2026, 0, 1, 12, 0, 0);

  it("reads the primary limit's reset time", () => {
    const error = rateLimitError(403, { "x-ratelimit-remaining": "0", "x-ratelimit-reset": String(now / 1000 + 90), "x-ratelimit-limit": "60" }, now);
    expect(error?.code).toBe("GITHUB_RATE_LIMITED");
    expect(error?.details).toEqual({ resetAt: new Date(now + 90_000).toISOString(), retryAfterSeconds: 90, limit: "60" });
    expect(error?.headers["Retry-After"]).toBe("90");
  });

  it("reads the secondary limit's Retry-After, and leaves other 403s alone", () => {
    expect(rateLimitError(429, { "retry-after": "30" }, now)?.headers["Retry-After"]).toBe("30");
    expect(rateLimitError(403, { "x-ratelimit-remaining": "12" }, now)).toBeNull();
    expect(rateLimitError(404, { "x-ratelimit-remaining": "0" }, now)).toBeNull();
  });
});

describe("joinRepoPath", () => {
  it("joins manifest paths and refuses to leave the repository", () => {
    expect(joinRepoPath("plugins", "./docs", "./skills/a")).toBe("plugins/docs/skills/a");
    expect(joinRepoPath("a/b", "../c")).toBe("a/c");
    expect(joinRepoPath("", "")).toBe("");
    expect(joinRepoPath("a", "../../b")).toBeNull();
  });
});

describe("githubWebUrl", () => {
  it("links a provenance to the commit's folder on github.com or the Enterprise host", () => {
    expect(githubWebUrl({ repository: "acme/skills", commit: "abc123", path: "skills/pdf tools" }, "https://api.github.com")).toBe(
      "https://github.com/acme/skills/tree/abc123/skills/pdf%20tools",
    );
    expect(githubWebUrl({ repository: "acme/skills", ref: "main" }, "https://ghe.example.com/api/v3")).toBe("https://ghe.example.com/acme/skills/tree/main");
    expect(githubWebUrl({ repository: "acme/skills" }, "https://api.github.com")).toBe("https://github.com/acme/skills");
  });
});
