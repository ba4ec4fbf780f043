// Who reads what in listings (team search, the token's change feed): readableAudience for each kind
// of actor, and audienceReads (the rule) against audienceSql (the same rule for the database) over
// every visibility × owner × audience.
import { describe, expect, test } from "vitest";
import { audienceReads, audienceSql, readableAudience, type ReadableAudience } from "@/lib/access";
import { db, Prisma } from "@/lib/db";
import { createOrg, setOrgMember } from "@/lib/orgs";
import { createActor } from "../helpers/create-actor";

describe("readableAudience", () => {
  test("anonymous and one-skill tokens read the public only; accounts internal skills and their own and their orgs' private ones; staff no more", async () => {
    const owner = await createActor({ handle: "aud-owner" });
    const member = await createActor({ handle: "aud-member" });
    const moderator = await createActor({ handle: "aud-mod", role: "MODERATOR" });
    const org = await createOrg({ handle: "aud-org", ownerHandle: owner.handle, actor: null });
    await setOrgMember({ org: "aud-org", user: member.handle, role: "member", actor: null });
    const orgId = (await db.user.findUniqueOrThrow({ where: { handle: org.handle } })).id;
    expect(await readableAudience(db, null)).toEqual({ internal: false, owners: [] });
    expect(await readableAudience(db, { ...member, limitedToSkillId: "some-skill" })).toEqual({ internal: false, owners: [] });
    expect(await readableAudience(db, member)).toEqual({ internal: true, owners: [member.userId, orgId].sort() });
    expect(await readableAudience(db, moderator)).toEqual({ internal: true, owners: [moderator.userId] });
  });
});

describe("audienceReads and audienceSql agree", () => {
  test("every visibility × owner × audience", async () => {
    const audiences: ReadableAudience[] = [
      { internal: false, owners: [] },
      { internal: true, owners: [] },
      { internal: true, owners: ["o1"] },
      { internal: false, owners: ["o1", "o2"] },
    ];
    const rows = ["PUBLIC", "INTERNAL", "PRIVATE", "SOMETHING"].flatMap((visibility) => ["o1", "o3"].map((ownerId) => ({ visibility, ownerId })));
    for (const audience of audiences) {
      for (const row of rows) {
        const [answer] = await db.$queryRaw<Array<{ reads: boolean }>>(
          Prisma.sql`SELECT coalesce(${audienceSql("r", audience)}, false) AS reads FROM (SELECT ${row.visibility}::text AS "visibility", ${row.ownerId}::text AS "ownerId") r`,
        );
        expect([audience, row, answer!.reads]).toEqual([audience, row, audienceReads(audience, row)]);
      }
    }
  });
});
