// A version the org's policy held for review (decision 031) exists only for its reviewers and its
// publisher: everyone else gets VERSION_NOT_FOUND, "exactly as for a number never published". The
// change feed must not name it either, whatever happens to it before approval: a moderator clears
// it, an org admin withdraws it (tagging it is refused: TAG_INVALID) (issue 18, attack review).
import { beforeAll, describe, expect, test } from "vitest";
import { GET } from "@/app/api/v1/changes/route";
import { changesResponseSchema } from "@/lib/api-schemas/routes/changes";
import { clearVersion } from "@/lib/moderation";
import { createOrg, setOrgMember, setOrgPolicy } from "@/lib/orgs";
import { withdrawVersion } from "@/lib/publish";
import { suspiciousFiles } from "../helpers/flagged-content";
import { publishFixture } from "../helpers/publish-fixture";
import { callRaw, tokenUser, type TokenUser } from "../catalog/route-helpers";

const ORG = "heldfeed-acme";
const HELD = "1.1.0";
let admin: TokenUser;
let publisher: TokenUser;
let member: TokenUser;
let outsider: TokenUser;
let moderator: TokenUser;

async function feed(token: string | undefined) {
  const response = await callRaw(GET, "/api/v1/changes?since=0&limit=500", { token });
  expect(response.status).toBe(200);
  return changesResponseSchema.parse(await response.json()).items;
}

/** Whether any event of the feed names the held version (as its version or as a tag move's target). */
function namesHeld(items: Awaited<ReturnType<typeof feed>>, slug: string): boolean {
  return items.some((item) => item.slug === slug && (item.version === HELD || JSON.stringify(item.data ?? null).includes(HELD)));
}

beforeAll(async () => {
  [admin, publisher, member, outsider, moderator] = await Promise.all([
    tokenUser({ handle: "heldfeed-admin" }),
    tokenUser({ handle: "heldfeed-publisher" }),
    tokenUser({ handle: "heldfeed-member", scopes: ["read"] }),
    tokenUser({ handle: "heldfeed-outsider", scopes: ["read"] }),
    tokenUser({ handle: "heldfeed-mod", role: "MODERATOR" }),
  ]);
  await createOrg({ handle: ORG, ownerHandle: admin.actor.handle, actor: null });
  await setOrgMember({ org: ORG, user: publisher.actor.handle, role: "publisher", actor: null });
  await setOrgMember({ org: ORG, user: member.actor.handle, role: "member", actor: null });
  for (const slug of ["heldfeed-cleared", "heldfeed-withdrawn"]) {
    await publishFixture({ actor: publisher.actor, slug, version: "1.0.0", ownerHandle: ORG });
  }
  await setOrgPolicy({ org: ORG, policy: { suspicious: "hold" }, actor: null });
  for (const slug of ["heldfeed-cleared", "heldfeed-withdrawn"]) {
    const held = await publishFixture({ actor: publisher.actor, slug, version: HELD, content: { files: suspiciousFiles } });
    expect(held.status).toBe("held");
  }
}, 180_000);

describe("a held version in the change feed", () => {
  test.each([
    [
      "a moderator clears it",
      "heldfeed-cleared",
      () => clearVersion({ actor: moderator.actor, slug: "heldfeed-cleared", version: HELD, reason: "false positive" }),
    ],
    ["an org admin withdraws it", "heldfeed-withdrawn", () => withdrawVersion({ actor: admin.actor, slug: "heldfeed-withdrawn", version: HELD })],
  ] as const)("%s: anonymous readers, outsiders and plain members hear nothing of it", async (_name, slug, act) => {
    await act();
    for (const token of [undefined, outsider.token, member.token]) {
      expect(namesHeld(await feed(token), slug)).toBe(false);
    }
  });
});
