// The report automation cannot be steered by whoever files reports (issue 24): accounts seconds old
// weigh nothing; weight grows with account age and standing; each person files at most
// REPORTS_PER_DAY; popular and verified skills are hidden only by a moderator; a dismissal resets
// the count and pauses automatic hides; the owner is told (without reporters' words) and can
// appeal; bursts and blocked thresholds alert the moderators; the change feed says only
// "hidden pending review".
import { describe, expect, test } from "vitest";
import { GET as download } from "@/app/api/v1/download/route";
import { POST as reportRoute } from "@/app/api/v1/skills/[slug]/report/route";
import type { Actor } from "@/lib/auth/actor";
import { listChanges } from "@/lib/changes";
import { db } from "@/lib/db";
import {
  appealHiddenSkill,
  AUTO_HIDE_LABEL,
  BURST_REPORTS,
  DISMISSAL_COOLDOWN_DAYS,
  hideSkill,
  listModerationQueue,
  REPORTS_PER_DAY,
  reportSkill,
  triageReport,
  unhideSkill,
} from "@/lib/moderation";
import { NEW_ACCOUNT_HOURS } from "@/lib/moderation/account-standing";
import { DISMISSALS_THAT_SILENCE } from "@/lib/moderation/report-weight";
import { listNotifications } from "@/lib/notifications/list-notifications";
import { markNotificationsRead } from "@/lib/notifications/mark-notifications-read";
import { callRaw, tokenUser } from "../catalog/route-helpers";
import { agedActor } from "../helpers/aged-actor";
import { createActor } from "../helpers/create-actor";
import { expectCode } from "../helpers/expect-code";
import { makePopular } from "../helpers/make-popular";
import { publishFixture } from "../helpers/publish-fixture";

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
const DAY = 86_400_000;
const moderation = async (slug: string) => (await db.skill.findUniqueOrThrow({ where: { slug }, select: { moderation: true } })).moderation;

async function published(slug: string) {
  const owner = await createActor();
  const result = await publishFixture({ actor: owner, slug, version: "1.0.0" });
  return { owner, skillId: result.skill.id };
}

describe("who reports", () => {
  test("three accounts created seconds earlier with read-only tokens hide nothing: page and download still answer", async () => {
    await published("fresh-target");
    const fresh = [await tokenUser({ scopes: ["read"] }), await tokenUser({ scopes: ["read"] }), await tokenUser({ scopes: ["read"] })];
    for (const reporter of fresh) {
      const response = await callRaw(reportRoute as Handler, "/api/v1/skills/fresh-target/report", {
        method: "POST",
        token: reporter.token,
        params: { slug: "fresh-target" },
        body: JSON.stringify({ reason: "malware" }),
        headers: { "content-type": "application/json" },
      });
      expect(response.status).toBe(200);
    }
    expect(await moderation("fresh-target")).toBe("ACTIVE");
    expect(await db.report.findMany({ where: { skill: { slug: "fresh-target" } }, select: { weight: true } })).toEqual([
      { weight: 0 },
      { weight: 0 },
      { weight: 0 },
    ]);
    expect((await callRaw(download as Handler, "/api/v1/download?slug=fresh-target&version=1.0.0")).status).toBe(200);
  });

  test(`weight: 0 under ${NEW_ACCOUNT_HOURS} hours or out of standing, 1 under a month, 2 established`, async () => {
    await published("weighed");
    const banned = await agedActor();
    await db.user.update({ where: { id: banned.userId }, data: { bannedAt: new Date() } });
    const caught = await agedActor();
    await db.user.update({ where: { id: caught.userId }, data: { abuseScore: 10 } });
    const weights = [];
    for (const actor of [await createActor(), await agedActor(0.5), await agedActor(3), await agedActor(), banned, caught]) {
      weights.push((await reportSkill({ actor, slug: "weighed", reason: "bad" })).weight);
    }
    expect(weights).toEqual([0, 0, 1, 2, 0, 0]);
    expect(await moderation("weighed")).toBe("ACTIVE");
  });

  test("six week-old accounts weigh as much as three established ones", async () => {
    await published("weekly-crowd");
    for (let i = 0; i < 5; i++) expect((await reportSkill({ actor: await agedActor(7), slug: "weekly-crowd", reason: "spam" })).autoHidden).toBe(false);
    expect((await reportSkill({ actor: await agedActor(7), slug: "weekly-crowd", reason: "spam" })).autoHidden).toBe(true);
  });

  test(`a reporter whose reports were dismissed ${DISMISSALS_THAT_SILENCE} times in 90 days weighs nothing`, async () => {
    const moderator = await createActor({ role: "MODERATOR" });
    const serial = await agedActor();
    for (let i = 0; i < DISMISSALS_THAT_SILENCE; i++) {
      await published(`dismissed-${i}`);
      const filed = await reportSkill({ actor: serial, slug: `dismissed-${i}`, reason: "fake" });
      expect(filed.weight).toBe(2);
      await triageReport({ actor: moderator, reportId: filed.id, decision: "dismiss", reason: "nothing there" });
    }
    await published("after-dismissals");
    expect((await reportSkill({ actor: serial, slug: "after-dismissals", reason: "fake again" })).weight).toBe(0);
  });
});

describe("how much one person can report", () => {
  test(`at most ${REPORTS_PER_DAY} reports in 24 hours (REPORT_LIMIT_REACHED), then again the next day; moderators unlimited`, async () => {
    const reporter = await agedActor();
    const now = new Date();
    for (let i = 0; i <= REPORTS_PER_DAY; i++) await published(`capped-${i}`);
    for (let i = 0; i < REPORTS_PER_DAY; i++) await reportSkill({ actor: reporter, slug: `capped-${i}`, reason: "spam", now });
    await expectCode(reportSkill({ actor: reporter, slug: `capped-${REPORTS_PER_DAY}`, reason: "spam", now }), "REPORT_LIMIT_REACHED");
    await reportSkill({ actor: reporter, slug: `capped-${REPORTS_PER_DAY}`, reason: "spam", now: new Date(now.getTime() + DAY + 1000) });
    const moderator = await agedActor(60, { role: "MODERATOR" });
    for (let i = 0; i <= REPORTS_PER_DAY; i++) await reportSkill({ actor: moderator, slug: `capped-${i}`, reason: "checking", now });
  });

  test("a burst from three accounts across many skills is capped, hides nothing and alerts the moderators once", async () => {
    const started = new Date();
    const skills = Array.from({ length: 18 }, (_, i) => `burst-${i}`);
    for (const slug of skills) await published(slug);
    const attackers = [await tokenUser({ scopes: ["read"] }), await tokenUser({ scopes: ["read"] }), await tokenUser({ scopes: ["read"] })];
    const fire = (attacker: (typeof attackers)[number], slug: string) =>
      callRaw(reportRoute as Handler, `/api/v1/skills/${slug}/report`, {
        method: "POST",
        token: attacker.token,
        params: { slug },
        body: JSON.stringify({ reason: "malware" }),
        headers: { "content-type": "application/json" },
      });
    // All 54 at once, as the attack did: one report per account at a time gets through, the rest
    // are refused at once with 429 (no request waits holding a database connection), none fails.
    const burst = await Promise.all(attackers.flatMap((attacker) => skills.map(async (slug) => ({ attacker, slug, response: await fire(attacker, slug) }))));
    expect(new Set(burst.map(({ response }) => response.status))).toEqual(new Set([200, 429]));
    // Then retried one by one: each account gets REPORTS_PER_DAY in, the rest REPORT_LIMIT_REACHED.
    const codes: string[] = [];
    for (const { attacker, slug, response } of burst) {
      if (response.status === 200) continue;
      const retry = await fire(attacker, slug);
      codes.push(retry.status === 200 ? "ok" : (retry.headers.get("x-error-code") ?? String(retry.status)));
    }
    expect(await db.report.count({ where: { skill: { slug: { in: skills } } } })).toBe(3 * REPORTS_PER_DAY);
    expect(codes.filter((code) => code !== "ok")).toEqual(Array(3 * (skills.length - REPORTS_PER_DAY)).fill("REPORT_LIMIT_REACHED"));
    expect(await db.skill.count({ where: { slug: { in: skills }, moderation: { not: "ACTIVE" } } })).toBe(0);
    expect(3 * REPORTS_PER_DAY).toBeGreaterThanOrEqual(BURST_REPORTS);
    // One alert per BURST_WINDOW_MINUTES window (two only if the burst straddles a window boundary).
    const raised = await db.moderationAlert.count({ where: { kind: "report-burst", createdAt: { gte: started } } });
    const windows = await db.moderationAlert.count({ where: { kind: "report-burst" } });
    expect(raised + windows).toBeGreaterThanOrEqual(1);
    expect(windows).toBeLessThanOrEqual(2);
  });
});

describe("what reports may hide", () => {
  test("a popular skill is hidden only by a moderator: the threshold raises one alert instead", async () => {
    const { skillId } = await published("popular-target");
    await makePopular(skillId);
    for (let i = 0; i < 4; i++) expect((await reportSkill({ actor: await agedActor(), slug: "popular-target", reason: "malware" })).autoHidden).toBe(false);
    expect(await moderation("popular-target")).toBe("ACTIVE");
    expect(await db.moderationAlert.findMany({ where: { skillId }, select: { kind: true, data: true } })).toEqual([
      { kind: "report-threshold", data: expect.objectContaining({ slug: "popular-target", why: "popular" }) },
    ]);
    await hideSkill({ actor: await createActor({ role: "MODERATOR" }), slug: "popular-target", reason: "confirmed" });
    expect(await moderation("popular-target")).toBe("HIDDEN");
  });

  test("a verified (official) publisher's skill is hidden only by a moderator", async () => {
    const { owner } = await published("verified-target");
    await db.user.update({ where: { id: owner.userId }, data: { official: true } });
    for (let i = 0; i < 3; i++) await reportSkill({ actor: await agedActor(), slug: "verified-target", reason: "malware" });
    expect(await moderation("verified-target")).toBe("ACTIVE");
  });

  test("a dismissal resets the count and pauses automatic hides; the dismissed reporter cannot re-hide it", async () => {
    await published("dismissed-target");
    const moderator = await createActor({ role: "MODERATOR" });
    const reporters = [await agedActor(), await agedActor(), await agedActor()];
    const filed = [];
    for (const actor of reporters) filed.push(await reportSkill({ actor, slug: "dismissed-target", reason: "bad" }));
    expect(await moderation("dismissed-target")).toBe("AUTO_HIDDEN");
    await triageReport({ actor: moderator, reportId: filed[0]!.id, decision: "dismiss", reason: "fine" });
    expect(await moderation("dismissed-target")).toBe("ACTIVE");
    // The dismissed reporter again, and fresh established reporters: recorded, alerting, not hiding.
    await reportSkill({ actor: reporters[0]!, slug: "dismissed-target", reason: "bad, again" });
    for (let i = 0; i < 3; i++) await reportSkill({ actor: await agedActor(), slug: "dismissed-target", reason: "bad" });
    expect(await moderation("dismissed-target")).toBe("ACTIVE");
    expect(await db.moderationAlert.count({ where: { kind: "report-threshold", data: { path: ["slug"], equals: "dismissed-target" } } })).toBe(1);
    // After the cool-down, new reports count again; those filed before or during it do not.
    const later = new Date(Date.now() + (DISMISSAL_COOLDOWN_DAYS + 1) * DAY);
    const hidden = [];
    for (let i = 0; i < 3; i++)
      hidden.push((await reportSkill({ actor: await agedActor(60), slug: "dismissed-target", reason: "still bad", now: later })).autoHidden);
    expect(hidden).toEqual([false, false, true]);
  });

  test("a moderator making a skill public pauses automatic hides too", async () => {
    await published("unhidden-target");
    for (let i = 0; i < 3; i++) await reportSkill({ actor: await agedActor(), slug: "unhidden-target", reason: "bad" });
    await unhideSkill({ actor: await createActor({ role: "MODERATOR" }), slug: "unhidden-target", reason: "fine" });
    for (let i = 0; i < 3; i++) await reportSkill({ actor: await agedActor(), slug: "unhidden-target", reason: "bad" });
    expect(await moderation("unhidden-target")).toBe("ACTIVE");
  });
});

describe("what the owner and the public are told", () => {
  test("the change feed says only 'hidden pending review'; the owner is notified without reporters' words", async () => {
    const { owner, skillId } = await published("told-target");
    for (let i = 0; i < 3; i++)
      await reportSkill({ actor: await agedActor(), slug: "told-target", reason: `secret-reporter-text-${i}`, details: "private details" });
    const event = await db.changeEvent.findFirstOrThrow({ where: { skillId, kind: "hide" } });
    expect(event.data).toEqual({ reason: AUTO_HIDE_LABEL });
    // As served, anonymously and to a reader: what reporters did is never told as a moderator's judgement.
    const served = async (reader: Actor | null) =>
      (await listChanges({ since: "0", limit: 500, reader })).items.find((item) => item.kind === "hide" && item.slug === "told-target")?.data;
    expect(await served(null)).toEqual({ reason: AUTO_HIDE_LABEL });
    expect(await served(await createActor())).toEqual({ reason: AUTO_HIDE_LABEL });
    const notices = await listNotifications({ actor: owner });
    expect(notices).toEqual([
      expect.objectContaining({
        kind: "skill.hidden-pending-review",
        read: false,
        skill: expect.objectContaining({ slug: "told-target", moderation: "AUTO_HIDDEN", appealOpen: false }),
      }),
    ]);
    expect(JSON.stringify(notices)).not.toContain("secret-reporter-text");
    expect(JSON.stringify(await db.skill.findUniqueOrThrow({ where: { id: skillId }, select: { moderationReason: true } }))).not.toContain(
      "secret-reporter-text",
    );
  });

  test("only the recipient can mark a notification read", async () => {
    const { owner } = await published("read-marks");
    for (let i = 0; i < 3; i++) await reportSkill({ actor: await agedActor(), slug: "read-marks", reason: "bad" });
    const [notice] = await listNotifications({ actor: owner });
    expect(await markNotificationsRead({ actor: await createActor(), id: notice!.id })).toEqual({ updated: 0 });
    expect((await listNotifications({ actor: owner, unreadOnly: true })).map((n) => n.id)).toEqual([notice!.id]);
    expect(await markNotificationsRead({ actor: owner, id: notice!.id })).toEqual({ updated: 1 });
    expect(await listNotifications({ actor: owner, unreadOnly: true })).toEqual([]);
  });

  test("an org's skill notifies the org's owners and admins, not its publisher members", async () => {
    const org = await db.user.create({ data: { handle: "told-org", kind: "ORG" } });
    const [admin, member] = [await createActor(), await createActor()];
    await db.membership.createMany({
      data: [
        { orgId: org.id, userId: admin.userId, role: "admin" },
        { orgId: org.id, userId: member.userId, role: "publisher" },
      ],
    });
    await publishFixture({ actor: admin, slug: "org-told", version: "1.0.0", ownerHandle: org.handle });
    for (let i = 0; i < 3; i++) await reportSkill({ actor: await agedActor(), slug: "org-told", reason: "bad" });
    expect(await listNotifications({ actor: admin })).toHaveLength(1);
    expect(await listNotifications({ actor: member })).toHaveLength(0);
  });

  test("the owner appeals; it waits in the queue; a moderator's decision answers it and tells the owner", async () => {
    const { owner } = await published("appealed");
    const moderator = await createActor({ role: "MODERATOR" });
    await expectCode(appealHiddenSkill({ actor: owner, slug: "appealed", message: "nothing to see" }), "NOT_HIDDEN");
    for (let i = 0; i < 3; i++) await reportSkill({ actor: await agedActor(), slug: "appealed", reason: "bad" });
    // A hidden skill does not exist for anyone but its publisher and staff (lib/access): no 403 confirms it.
    await expectCode(appealHiddenSkill({ actor: await createActor(), slug: "appealed", message: "not mine" }), "SKILL_NOT_FOUND");
    await expectCode(appealHiddenSkill({ actor: owner, slug: "appealed", message: "   " }), "REASON_REQUIRED");
    const appeal = await appealHiddenSkill({ actor: owner, slug: "appealed", message: "The reports are a pile-on from a competitor." });
    await expectCode(appealHiddenSkill({ actor: owner, slug: "appealed", message: "again" }), "APPEAL_EXISTS");
    expect((await listModerationQueue({ actor: moderator })).appeals).toEqual([
      expect.objectContaining({ id: appeal.id, slug: "appealed", appellantHandle: owner.handle }),
    ]);

    await unhideSkill({ actor: moderator, slug: "appealed", reason: "appeal upheld" });
    expect(await db.moderationAppeal.findUniqueOrThrow({ where: { id: appeal.id } })).toMatchObject({
      status: "UPHELD",
      openKey: null,
      resolvedById: moderator.userId,
    });
    expect((await listNotifications({ actor: owner })).map((n) => [n.kind, n.data])).toEqual([
      ["appeal.decided", { slug: "appealed", outcome: "upheld" }],
      ["skill.hidden-pending-review", { slug: "appealed", label: AUTO_HIDE_LABEL }],
    ]);
    expect((await listModerationQueue({ actor: moderator })).appeals).toHaveLength(0);
  });

  test("hiding (or confirming a report on) an appealed skill rejects the appeal", async () => {
    const { owner } = await published("appeal-rejected");
    const moderator = await createActor({ role: "MODERATOR" });
    const filed = [];
    for (let i = 0; i < 3; i++) filed.push(await reportSkill({ actor: await agedActor(), slug: "appeal-rejected", reason: "bad" }));
    const appeal = await appealHiddenSkill({ actor: owner, slug: "appeal-rejected", message: "please look" });
    await triageReport({ actor: moderator, reportId: filed[0]!.id, decision: "confirm", reason: "it exfiltrates" });
    expect((await db.moderationAppeal.findUniqueOrThrow({ where: { id: appeal.id } })).status).toBe("REJECTED");
    expect(await moderation("appeal-rejected")).toBe("HIDDEN");
  });
});
