// Owners do not report their own skills (REPORT_OWN_SKILL): neither the user who owns it nor a
// member of the org that does. An admin's role does not make a skill theirs, so admins still can.
import { describe, expect, test } from "vitest";
import { db } from "@/lib/db";
import { reportSkill } from "@/lib/moderation";
import { createActor } from "../helpers/create-actor";
import { expectCode } from "../helpers/expect-code";
import { publishFixture } from "../helpers/publish-fixture";

describe("reporting one's own skill", () => {
  test("the owner and the owning org's members are refused; others and admins are not", async () => {
    const owner = await createActor();
    await publishFixture({ actor: owner, slug: "own-report", version: "1.0.0" });
    await expectCode(reportSkill({ actor: owner, slug: "own-report", reason: "testing my own report" }), "REPORT_OWN_SKILL");

    const member = await createActor();
    const org = await db.user.create({ data: { handle: "own-report-org", kind: "ORG" } });
    await db.membership.create({ data: { orgId: org.id, userId: member.userId, role: "publisher" } });
    await publishFixture({ actor: member, slug: "org-report", version: "1.0.0", ownerHandle: org.handle });
    await expectCode(reportSkill({ actor: member, slug: "org-report", reason: "ours" }), "REPORT_OWN_SKILL");

    const stranger = await createActor();
    expect((await reportSkill({ actor: stranger, slug: "org-report", reason: "misleading" })).id).toBeTruthy();
    const admin = await createActor({ role: "ADMIN" });
    expect((await reportSkill({ actor: admin, slug: "own-report", reason: "misleading" })).id).toBeTruthy();
    expect(await db.report.count({ where: { skill: { slug: { in: ["own-report", "org-report"] } } } })).toBe(2);
  });
});
