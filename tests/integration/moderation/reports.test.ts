// Reports: reason required, one open report per user per skill, established reporters' weight
// hides a skill pending review, and moderators triage (confirm / dismiss). What the automation may
// not do (fresh accounts, caps, popular skills, cool-downs, appeals, alerts): report-automation.test.ts.
import { describe, expect, test } from "vitest";
import { db } from "@/lib/db";
import { reportSkill, triageReport, unhideSkill } from "@/lib/moderation";
import { deleteSkill } from "@/lib/publish";
import { agedActor } from "../helpers/aged-actor";
import { createActor } from "../helpers/create-actor";
import { expectCode } from "../helpers/expect-code";
import { publishFixture } from "../helpers/publish-fixture";

async function skillState(slug: string) {
  return db.skill.findUniqueOrThrow({ where: { slug }, select: { moderation: true, moderationReason: true } });
}

describe("reportSkill", () => {
  test("needs a reason (REASON_REQUIRED) and stores one open report per user per skill (REPORT_EXISTS)", async () => {
    const owner = await createActor();
    const reporter = await createActor();
    await publishFixture({ actor: owner, slug: "reported", version: "1.0.0" });
    await expectCode(reportSkill({ actor: reporter, slug: "reported", reason: "" }), "REASON_REQUIRED");
    await expectCode(reportSkill({ actor: reporter, slug: "reported", reason: "   \n" }), "REASON_REQUIRED");
    const first = await reportSkill({ actor: reporter, slug: "reported", reason: "steals tokens", details: "see scripts/x.sh", version: "1.0.0" });
    expect(first).toMatchObject({ openReports: 1, autoHidden: false });
    await expectCode(reportSkill({ actor: reporter, slug: "reported", reason: "again" }), "REPORT_EXISTS");
    const row = await db.report.findUniqueOrThrow({ where: { id: first.id } });
    expect(row).toMatchObject({ reason: "steals tokens", details: "see scripts/x.sh", status: "OPEN" });
    expect(row.versionId).not.toBeNull();
    expect(await db.auditLog.count({ where: { action: "skill.report", targetId: first.id } })).toBe(1);
  });

  test("unknown skill or version: SKILL_NOT_FOUND / VERSION_NOT_FOUND; deleted skills cannot be reported", async () => {
    const owner = await createActor();
    const reporter = await createActor();
    await publishFixture({ actor: owner, slug: "report-target", version: "1.0.0" });
    await expectCode(reportSkill({ actor: reporter, slug: "nothing-here", reason: "bad" }), "SKILL_NOT_FOUND");
    await expectCode(reportSkill({ actor: reporter, slug: "report-target", reason: "bad", version: "7.0.0" }), "VERSION_NOT_FOUND");
    await deleteSkill({ actor: owner, slug: "report-target" });
    await expectCode(reportSkill({ actor: reporter, slug: "report-target", reason: "bad" }), "SKILL_NOT_FOUND");
  });

  test("three established reporters auto-hide the skill pending review", async () => {
    const owner = await createActor();
    await publishFixture({ actor: owner, slug: "crowd-hidden", version: "1.0.0" });
    const [a, b, c] = [await agedActor(), await agedActor(), await agedActor()];
    expect((await reportSkill({ actor: a, slug: "crowd-hidden", reason: "malware" })).autoHidden).toBe(false);
    expect((await reportSkill({ actor: b, slug: "crowd-hidden", reason: "malware" })).autoHidden).toBe(false);
    expect((await skillState("crowd-hidden")).moderation).toBe("ACTIVE");
    const third = await reportSkill({ actor: c, slug: "crowd-hidden", reason: "malware" });
    expect(third).toMatchObject({ autoHidden: true, openReports: 3 });
    expect((await skillState("crowd-hidden")).moderation).toBe("AUTO_HIDDEN");
    expect(await db.auditLog.count({ where: { action: "moderation.auto-hide", actorId: null, data: { path: ["slug"], equals: "crowd-hidden" } } })).toBe(1);
    expect(await db.changeEvent.count({ where: { kind: "hide", slug: "crowd-hidden" } })).toBe(1);
  });

  test("simultaneous reports from four people hide the skill exactly once; the report filed after the hide finds nothing to report", async () => {
    const owner = await createActor();
    await publishFixture({ actor: owner, slug: "pile-on", version: "1.0.0" });
    const reporters = await Promise.all([agedActor(), agedActor(), agedActor(), agedActor()]);
    const settled = await Promise.allSettled(reporters.map((actor) => reportSkill({ actor, slug: "pile-on", reason: "scam" })));
    const results = settled.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
    expect(results.filter((r) => r.autoHidden)).toHaveLength(1);
    // Reports are filed one at a time (row lock): the fourth sees a hidden skill, which a reporter may not see (lib/access).
    expect(settled.flatMap((r) => (r.status === "rejected" ? [(r.reason as { code?: string }).code] : []))).toEqual(["SKILL_NOT_FOUND"]);
    expect((await skillState("pile-on")).moderation).toBe("AUTO_HIDDEN");
    expect(await db.auditLog.count({ where: { action: "moderation.auto-hide", data: { path: ["slug"], equals: "pile-on" } } })).toBe(1);
  });

  test("the same user twice at once still gets one open report", async () => {
    const owner = await createActor();
    const reporter = await createActor();
    await publishFixture({ actor: owner, slug: "double-report", version: "1.0.0" });
    const results = await Promise.allSettled([
      reportSkill({ actor: reporter, slug: "double-report", reason: "x" }),
      reportSkill({ actor: reporter, slug: "double-report", reason: "y" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const rejected = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
    // REPORT_EXISTS when the second waited for the first; RATE_LIMITED (retry) when it arrived while
    // the first was still being filed: one reporter's reports are filed one at a time.
    expect(["REPORT_EXISTS", "RATE_LIMITED"]).toContain((rejected?.reason as { code: string }).code);
    expect(await db.report.count({ where: { reporterId: reporter.userId } })).toBe(1);
  });

  test("after a moderator unhides, earlier reports no longer count towards a new automatic hide", async () => {
    const owner = await createActor();
    const moderator = await createActor({ role: "MODERATOR" });
    await publishFixture({ actor: owner, slug: "second-chance", version: "1.0.0" });
    for (let i = 0; i < 3; i++) await reportSkill({ actor: await agedActor(), slug: "second-chance", reason: "spam" });
    await unhideSkill({ actor: moderator, slug: "second-chance", reason: "reviewed: fine" });
    const fourth = await reportSkill({ actor: await agedActor(), slug: "second-chance", reason: "spam" });
    expect(fourth).toMatchObject({ autoHidden: false, openReports: 1 });
    expect((await skillState("second-chance")).moderation).toBe("ACTIVE");
  });
});

describe("triageReport", () => {
  async function hiddenByReports(slug: string) {
    const owner = await createActor();
    await publishFixture({ actor: owner, slug, version: "1.0.0" });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await reportSkill({ actor: await agedActor(), slug, reason: `report ${i}` })).id);
    return { owner, ids };
  }

  test("confirming closes the report, counts against the owner and makes the hide a moderator's", async () => {
    const { owner, ids } = await hiddenByReports("confirmed-bad");
    const moderator = await createActor({ role: "MODERATOR" });
    const result = await triageReport({ actor: moderator, reportId: ids[0]!, decision: "confirm", reason: "verified exfiltration" });
    expect(result).toMatchObject({ status: "CONFIRMED", moderation: "HIDDEN" });
    expect(await db.report.findUniqueOrThrow({ where: { id: ids[0]! } })).toMatchObject({
      status: "CONFIRMED",
      openKey: null,
      resolvedById: moderator.userId,
      resolution: "verified exfiltration",
    });
    expect((await db.user.findUniqueOrThrow({ where: { id: owner.userId } })).abuseScore).toBe(1);
    expect((await skillState("confirmed-bad")).moderation).toBe("HIDDEN");
    expect(await db.auditLog.count({ where: { action: "moderation.confirm-report" } })).toBe(1);
  });

  test("dismissing a report brings an auto-hidden skill back, whatever else stays open", async () => {
    const { ids } = await hiddenByReports("false-alarm");
    const moderator = await createActor({ role: "MODERATOR" });
    const result = await triageReport({ actor: moderator, reportId: ids[0]!, decision: "dismiss", reason: "not reproducible" });
    expect(result).toMatchObject({ status: "DISMISSED", moderation: "ACTIVE" });
    expect((await skillState("false-alarm")).moderation).toBe("ACTIVE");
    expect(await db.changeEvent.count({ where: { kind: "unhide", slug: "false-alarm" } })).toBe(1);
  });

  test("a closed report frees the reporter to report again", async () => {
    const owner = await createActor();
    const reporter = await createActor();
    const moderator = await createActor({ role: "MODERATOR" });
    await publishFixture({ actor: owner, slug: "re-report", version: "1.0.0" });
    const first = await reportSkill({ actor: reporter, slug: "re-report", reason: "first" });
    await triageReport({ actor: moderator, reportId: first.id, decision: "dismiss", reason: "no" });
    await reportSkill({ actor: reporter, slug: "re-report", reason: "second, with evidence" });
  });

  test("errors: NOT_MODERATOR, REASON_REQUIRED, REPORT_NOT_FOUND, INVALID_STATE once triaged", async () => {
    const { owner, ids } = await hiddenByReports("triage-errors");
    const moderator = await createActor({ role: "MODERATOR" });
    await expectCode(triageReport({ actor: owner, reportId: ids[0]!, decision: "dismiss", reason: "mine" }), "NOT_MODERATOR");
    await expectCode(triageReport({ actor: moderator, reportId: ids[0]!, decision: "dismiss", reason: " " }), "REASON_REQUIRED");
    await expectCode(triageReport({ actor: moderator, reportId: "missing", decision: "dismiss", reason: "x" }), "REPORT_NOT_FOUND");
    await triageReport({ actor: moderator, reportId: ids[0]!, decision: "confirm", reason: "x" });
    await expectCode(triageReport({ actor: moderator, reportId: ids[0]!, decision: "dismiss", reason: "x" }), "INVALID_STATE");
  });
});
