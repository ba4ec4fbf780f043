// GET /api/v1/changes with a token (issue 18): a reader's feed holds the events of every skill it
// may read and nothing else; anonymous positions count public events only; access that changes
// (joined or left an org, visibility changed, skill transferred) reaches the reader's feed as a
// `visibility` event a mirror acts on; cursors reveal nothing and responses are never shared.
import { beforeAll, describe, expect, test } from "vitest";
import { GET } from "@/app/api/v1/changes/route";
import { changesResponseSchema } from "@/lib/api-schemas/routes/changes";
import { syncOidcUser } from "@/lib/auth/users/sync-oidc-user";
import { listChanges } from "@/lib/changes";
import { createOrg, removeOrgMember, setOrgMember } from "@/lib/orgs";
import { acceptTransfer, requestTransfer, setSkillVisibility, withdrawVersion } from "@/lib/publish";
import { publishFixture } from "../helpers/publish-fixture";
import { callRaw, tokenUser, type TokenUser } from "../catalog/route-helpers";

const ORG = "feed-acme";
let owner: TokenUser;
let member: TokenUser;
let outsider: TokenUser;

type Page = ReturnType<typeof changesResponseSchema.parse>;

async function read(token: string | undefined, since = "0", limit = 500): Promise<Page & { cacheControl: string | null }> {
  const response = await callRaw(GET, `/api/v1/changes?since=${since}&limit=${limit}`, { token });
  expect(response.status, await response.clone().text()).toBe(200);
  return { ...changesResponseSchema.parse(await response.json()), cacheControl: response.headers.get("cache-control") };
}

const slugs = (page: Page) => page.items.map((item) => `${item.kind} ${item.slug}${item.version ? `@${item.version}` : ""}`);
const of = (page: Page, slug: string) => page.items.filter((item) => item.slug === slug);

beforeAll(async () => {
  [owner, member, outsider] = await Promise.all([
    tokenUser({ handle: "feed-owner" }),
    tokenUser({ handle: "feed-member", scopes: ["read"] }),
    tokenUser({ handle: "feed-outsider", scopes: ["read"] }),
  ]);
  await createOrg({ handle: ORG, ownerHandle: owner.actor.handle, actor: null });
  await setOrgMember({ org: ORG, user: member.actor.handle, role: "member", actor: owner.actor });
  await publishFixture({ actor: owner.actor, slug: "feed-open", version: "1.0.0", ownerHandle: ORG });
  await publishFixture({ actor: owner.actor, slug: "feed-inside", version: "1.0.0", ownerHandle: ORG, visibility: "internal" });
  await publishFixture({ actor: owner.actor, slug: "feed-secret", version: "1.0.0", ownerHandle: ORG, visibility: "private" });
  await publishFixture({ actor: owner.actor, slug: "feed-secret", version: "1.1.0", ownerHandle: ORG });
  await publishFixture({ actor: owner.actor, slug: "feed-open", version: "1.1.0", ownerHandle: ORG });
}, 120_000);

describe("a reader's change feed", () => {
  test("each reader sees exactly the skills it may read; anonymous positions count public events only", async () => {
    const anonymous = await read(undefined);
    expect(slugs(anonymous)).toEqual(["publish feed-open@1.0.0", "publish feed-open@1.1.0"]);
    // Three non-public events happened between the two public ones: the positions do not show them.
    const [first, second] = anonymous.items.map((item) => BigInt(item.id));
    expect(second! - first!).toBe(1n);
    expect(anonymous.head).toBe(anonymous.items[1]!.id);
    expect(anonymous.cacheControl).toContain("public");

    const outsiderFeed = await read(outsider.token);
    expect(slugs(outsiderFeed)).toEqual(["publish feed-open@1.0.0", "publish feed-inside@1.0.0", "publish feed-open@1.1.0"]);
    expect(outsiderFeed.cacheControl).toBe("private, no-store");

    const memberFeed = await read(member.token);
    expect(slugs(memberFeed)).toEqual([
      "publish feed-open@1.0.0",
      "publish feed-inside@1.0.0",
      "publish feed-secret@1.0.0",
      "publish feed-secret@1.1.0",
      "publish feed-open@1.1.0",
    ]);
    // Sealed ids: nothing countable, and not the anonymous positions either.
    for (const page of [memberFeed, outsiderFeed]) {
      for (const value of [...page.items.map((item) => item.id), page.nextCursor, page.head]) expect(value).toMatch(/^c1\.[A-Za-z0-9_-]{22}$/);
    }
    expect(memberFeed.head).toBe(memberFeed.items.at(-1)!.id);
  });

  test("the cursor never moves past events the reader may not read; paging is exact", async () => {
    const before = await read(outsider.token);
    await publishFixture({ actor: owner.actor, slug: "feed-secret", version: "1.2.0", ownerHandle: ORG });
    const after = await read(outsider.token, before.nextCursor);
    expect(after.items).toEqual([]);
    expect(after.nextCursor).toBe(before.nextCursor);
    expect(after.head).toBe(before.head);

    const pages: string[] = [];
    let cursor = "0";
    for (let guard = 0; guard < 20; guard++) {
      const page = await read(member.token, cursor, 2);
      pages.push(...slugs(page));
      cursor = page.nextCursor;
      if (!page.hasMore) break;
    }
    expect(pages).toEqual(slugs(await read(member.token)));
    expect(pages).toContain("publish feed-secret@1.2.0");
  });

  test("a member removed stops seeing the org's private skills and hears to drop them; one who joins hears to fetch them", async () => {
    const late = await tokenUser({ handle: "feed-late", scopes: ["read"] });
    const memberBefore = await read(member.token);
    const lateBefore = await read(late.token);
    expect(of(lateBefore, "feed-secret")).toEqual([]);

    await removeOrgMember({ org: ORG, user: member.actor.handle, actor: owner.actor });
    await setOrgMember({ org: ORG, user: late.actor.handle, role: "member", actor: owner.actor });
    await withdrawVersion({ actor: owner.actor, slug: "feed-secret", version: "1.0.0" });
    await publishFixture({ actor: owner.actor, slug: "feed-secret", version: "1.3.0", ownerHandle: ORG });

    const removed = await read(member.token, memberBefore.nextCursor);
    expect(removed.items.map((item) => [item.kind, item.slug, item.data])).toEqual([["visibility", "feed-secret", { visibility: "restricted" }]]);
    // From the beginning, the removed member's feed holds nothing of the private skill but that drop.
    expect(of(await read(member.token), "feed-secret").map((item) => [item.kind, item.data])).toEqual([["visibility", { visibility: "restricted" }]]);

    // The new member's feed: the private skill's history after its cursor (it may read all of it
    // now), the event that says to fetch it, and what happened since.
    const joined = await read(late.token, lateBefore.nextCursor);
    expect(joined.items.map((item) => [item.kind, item.slug, item.version, item.data])).toEqual([
      ["publish", "feed-secret", "1.2.0", expect.objectContaining({ verdict: "clean" })],
      ["visibility", "feed-secret", null, { visibility: "private" }],
      ["withdraw", "feed-secret", "1.0.0", { releasedTags: [] }],
      ["publish", "feed-secret", "1.3.0", expect.objectContaining({ verdict: "clean" })],
    ]);
    await setOrgMember({ org: ORG, user: member.actor.handle, role: "member", actor: owner.actor });
  });

  test("a skill made private or transferred away reaches those who could read it as a drop, with nothing about where it went", async () => {
    await publishFixture({ actor: owner.actor, slug: "feed-moving", version: "1.0.0", ownerHandle: ORG, visibility: "internal" });
    const start = await read(outsider.token);
    const anonymousStart = await read(undefined);
    expect(of(start, "feed-moving").map((item) => item.kind)).toEqual(["publish"]);
    await setSkillVisibility({ actor: owner.actor, slug: "feed-moving", visibility: "private" });
    const dropped = await read(outsider.token, start.nextCursor);
    expect(dropped.items.map((item) => [item.kind, item.slug, item.data])).toEqual([["visibility", "feed-moving", { visibility: "restricted" }]]);
    // internal → private is nobody's business on the anonymous feed.
    expect((await read(undefined, anonymousStart.nextCursor)).items).toEqual([]);

    const memberStart = await read(member.token);
    const stranger = await tokenUser({ handle: "feed-taker" });
    const offer = await requestTransfer({ actor: owner.actor, slug: "feed-moving", toHandle: stranger.actor.handle });
    await acceptTransfer({ actor: stranger.actor, transferId: offer.id });
    const gone = await read(member.token, memberStart.nextCursor);
    expect(gone.items.map((item) => [item.kind, item.slug, item.data])).toEqual([["visibility", "feed-moving", { visibility: "restricted" }]]);
    expect(JSON.stringify(gone)).not.toContain("feed-taker");
    const taker = await read(stranger.token);
    expect(of(taker, "feed-moving").map((item) => item.kind)).toEqual(["publish", "visibility", "transfer"]);
  });

  test("memberships an identity provider's group claim grants and takes away reach the account's feed the same way", async () => {
    const identity = { iss: "https://idp.example.com/feed", sub: "feed-sso-1", preferred_username: "feed-sso" };
    const joined = await syncOidcUser({ identity, grants: new Map([[ORG, "member"]]) });
    expect(joined.groups?.added).toEqual([ORG]);
    const reader = { userId: joined.id, role: "USER" as const };
    const first = await listChanges({ reader, limit: 500 });
    expect(first.items.filter((item) => item.kind === "visibility" && item.slug === "feed-secret").map((item) => item.data)).toEqual([
      { visibility: "private" },
    ]);
    await syncOidcUser({ identity, grants: new Map() });
    const after = await listChanges({ reader, since: first.nextCursor, limit: 500 });
    expect(after.items.filter((item) => item.slug === "feed-secret").map((item) => [item.kind, item.data])).toEqual([
      ["visibility", { visibility: "restricted" }],
    ]);
  });

  test("cursors cross between the feeds; forged ones and tokens without read are refused", async () => {
    const anonymous = await read(undefined);
    const member = (await read(undefined, "0", 1)).nextCursor;
    // A public position given with a token continues that reader's feed from the same point.
    const fromPublic = await read(outsider.token, member);
    expect(slugs(fromPublic)).not.toContain("publish feed-open@1.0.0");
    expect(slugs(fromPublic)).toContain("publish feed-open@1.1.0");
    expect(anonymous.items.length).toBeGreaterThan(1);
    // A sealed cursor given anonymously continues the public feed from the same point.
    const readerFirst = (await read(outsider.token, "0", 1)).nextCursor;
    const fromSealed = await read(undefined, readerFirst);
    expect(slugs(fromSealed)).not.toContain("publish feed-open@1.0.0");
    expect(slugs(fromSealed)).toContain("publish feed-open@1.1.0");

    for (const since of ["c1.AAAAAAAAAAAAAAAAAAAAAA", "c1.short", "c2.AAAAAAAAAAAAAAAAAAAAAA"]) {
      const response = await callRaw(GET, `/api/v1/changes?since=${since}`, { token: outsider.token });
      expect(response.status, since).toBe(400);
      const body = (await response.json()) as { error: { code: string } };
      expect(body.error.code).toMatch(/^(CURSOR_INVALID|VALIDATION_FAILED)$/);
    }
    const publishOnly = await tokenUser({ handle: "feed-publish-only", scopes: ["publish"] });
    const refused = await callRaw(GET, "/api/v1/changes", { token: publishOnly.token });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("FORBIDDEN");
  });
});
