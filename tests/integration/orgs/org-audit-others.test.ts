// What an org's audit log must not hand its owners and admins (issue 18, attack review): who
// reported one of its skills (the reporter's account, words and address are for moderators: a
// publisher could retaliate), who starred it, and the addresses moderators acted from. The org's
// own actions, and downloads of its non-public skills (documented, docs/teams.md), stay in it.
// The log is an allow-list (lib/orgs/audit/org-audit-actions.ts): an action nobody named, and a
// data key nobody named for a known action, stay out of it, whoever writes them later.
import { beforeAll, describe, expect, test } from "vitest";
import { GET as auditRoute } from "@/app/api/v1/orgs/[org]/audit/route";
import { recordAudit } from "@/lib/audit";
import { db } from "@/lib/db";
import { hideSkill, reportSkill } from "@/lib/moderation";
import { createOrg, readOrgAuditPage, setOrgMember, type OrgAuditEntry } from "@/lib/orgs";
import { starSkill } from "@/lib/publish";
import { publishFixture } from "../helpers/publish-fixture";
import { callRaw, tokenUser, type TokenUser } from "../catalog/route-helpers";

const ORG = "audo-acme";
const REPORTER_IP = "203.0.113.77";
const MODERATOR_IP = "198.51.100.99";
let owner: TokenUser;
let admin: TokenUser;
let reporter: TokenUser;
let moderator: TokenUser;
let orgId: string;
let skillId: string;
const UNNAMED_ACTION = "skill.future-thing";
const UNNAMED_KEY = "futureSecret";
const UNNAMED_VALUE = "value-nobody-named-7f3a";

beforeAll(async () => {
  [owner, admin, reporter, moderator] = await Promise.all([
    tokenUser({ handle: "audo-owner" }),
    tokenUser({ handle: "audo-admin", scopes: ["read"] }),
    tokenUser({ handle: "audo-reporter" }),
    tokenUser({ handle: "audo-mod", role: "MODERATOR" }),
  ]);
  orgId = (await createOrg({ handle: ORG, ownerHandle: owner.actor.handle, actor: null })).id;
  await setOrgMember({ org: ORG, user: admin.actor.handle, role: "admin", actor: owner.actor });
  await publishFixture({ actor: owner.actor, slug: "audo-open", version: "1.0.0", ownerHandle: ORG, visibility: "public" });
  await starSkill({ actor: reporter.actor, slug: "audo-open" });
  await reportSkill({ actor: reporter.actor, slug: "audo-open", reason: "looks like malware to me", ip: REPORTER_IP });
  await hideSkill({ actor: moderator.actor, slug: "audo-open", reason: "checking the report", ip: MODERATOR_IP });
  skillId = (await db.skill.findUniqueOrThrow({ where: { slug: "audo-open" }, select: { id: true } })).id;
  // What a later change might write about the org's skill: an action nobody named, and a known
  // action carrying a key nobody named next to the keys it has today.
  const entry = { actorId: owner.actor.userId, targetType: "skill", targetId: skillId, skillId, ip: "192.0.2.1" } as const;
  await db.$transaction(async (tx) => {
    await recordAudit(tx, { ...entry, action: UNNAMED_ACTION, data: { slug: "audo-open", note: UNNAMED_VALUE } });
    await recordAudit(tx, { ...entry, action: "skill.set-topics", data: { slug: "audo-open", topics: ["x"], [UNNAMED_KEY]: UNNAMED_VALUE } });
  });
}, 180_000);

async function exportLines(): Promise<OrgAuditEntry[]> {
  const response = await callRaw(auditRoute, `/api/v1/orgs/${ORG}/audit`, { token: admin.token, params: { org: ORG } });
  expect(response.status).toBe(200);
  return (await response.text())
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OrgAuditEntry);
}

describe("an org's audit log and other people's actions on its skills", () => {
  test("names neither the reporter nor the starrer, and no moderator's address", async () => {
    const lines = await exportLines();
    // The org's own publish is there (the export works) ...
    expect(lines.map((line) => line.action)).toContain("version.publish");
    // ... and the hide, which the publisher is told about anyway, without where the moderator was.
    expect(lines.map((line) => line.action)).toContain("moderation.hide-skill");
    expect(lines.map((line) => line.actor)).not.toContain(reporter.actor.handle);
    const all = JSON.stringify(lines);
    expect(all).not.toContain(REPORTER_IP);
    expect(all).not.toContain(MODERATOR_IP);
  });

  test("leaves out an action it does not name and a data key it does not name; keeps the named ones", async () => {
    // Both entries are in the registry's log under the org ...
    const written = await db.auditLog.findMany({
      where: { publisherId: orgId, action: { in: [UNNAMED_ACTION, "skill.set-topics"] } },
      select: { action: true },
    });
    expect(written.map((row) => row.action).sort()).toEqual(["skill.set-topics", UNNAMED_ACTION].sort());
    // ... and neither the export nor the page shows the unnamed action or the unnamed key.
    for (const lines of [await exportLines(), await readOrgAuditPage({ orgId, order: "newest", limit: 500 })]) {
      const actions = lines.map((line) => line.action);
      expect(actions).not.toContain(UNNAMED_ACTION);
      expect(actions).not.toContain("skill.report");
      expect(actions).not.toContain("skill.star");
      expect(JSON.stringify(lines)).not.toContain(UNNAMED_VALUE);
      const topics = lines.find((line) => line.action === "skill.set-topics")!;
      expect(topics).toMatchObject({ skill: "audo-open", actor: owner.actor.handle, ip: "192.0.2.1" });
      expect(topics.data).toEqual({ slug: "audo-open", topics: ["x"] });
      // A moderator's entry keeps its named keys, without the address.
      const hide = lines.find((line) => line.action === "moderation.hide-skill")!;
      expect(hide).toMatchObject({ ip: null, reason: "checking the report", data: { slug: "audo-open", to: "HIDDEN" } });
      for (const line of lines)
        expect(Object.keys(line).sort()).toEqual(["action", "actor", "at", "data", "id", "ip", "reason", "skill", "targetId", "targetType"]);
    }
  });
});
