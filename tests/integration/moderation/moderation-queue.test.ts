// The moderation queue: versions pending review, open reports, held and auto-hidden skills.
import { describe, expect, test } from "vitest";
import { db } from "@/lib/db";
import { blockVersion, listModerationQueue, reportSkill } from "@/lib/moderation";
import { agedActor } from "../helpers/aged-actor";
import { createActor } from "../helpers/create-actor";
import { expectCode } from "../helpers/expect-code";
import { suspiciousFiles } from "../helpers/flagged-content";
import { publishFixture } from "../helpers/publish-fixture";

describe("listModerationQueue", () => {
  test("lists what needs a moderator and nothing else", async () => {
    const owner = await createActor();
    const moderator = await createActor({ role: "MODERATOR" });
    await publishFixture({ actor: owner, slug: "clean-one", version: "1.0.0" });
    await publishFixture({ actor: owner, slug: "needs-review", version: "1.0.0", content: { files: suspiciousFiles } });
    await publishFixture({ actor: owner, slug: "needs-review-too", version: "2.0.0", content: { files: suspiciousFiles } });
    await blockVersion({ actor: moderator, slug: "needs-review-too", version: "2.0.0", reason: "blocked: reviewed" });
    const reporter = await createActor();
    await reportSkill({ actor: reporter, slug: "clean-one", reason: "looks like spam" });
    for (let i = 0; i < 3; i++) await reportSkill({ actor: await agedActor(), slug: "needs-review", reason: `report ${i}` });

    const queue = await listModerationQueue({ actor: moderator });
    expect(queue.versions.map((v) => [v.slug, v.version, v.verdict])).toEqual([["needs-review", "1.0.0", "SUSPICIOUS"]]);
    expect(queue.reports).toHaveLength(4);
    expect(queue.reports[0]).toMatchObject({ slug: "clean-one", reporterHandle: reporter.handle, reason: "looks like spam" });
    expect(queue.skills).toEqual([expect.objectContaining({ slug: "needs-review", moderation: "AUTO_HIDDEN", openReports: 3, ownerHandle: owner.handle })]);

    const limited = await listModerationQueue({ actor: moderator, limit: 1 });
    expect(limited.reports).toHaveLength(1);
    expect(await db.report.count()).toBe(4);
  });

  test("is for moderators only (NOT_MODERATOR)", async () => {
    await expectCode(listModerationQueue({ actor: await createActor() }), "NOT_MODERATOR");
    await listModerationQueue({ actor: await createActor({ role: "ADMIN" }) });
  });
});
