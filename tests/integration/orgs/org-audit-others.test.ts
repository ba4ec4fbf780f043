// What an org's audit log must not hand its owners and admins (issue 18, attack review): who
// reported one of its skills (the reporter's account, words and address are for moderators: a
// publisher could retaliate), who starred it, and the addresses moderators acted from. The org's
// own actions, and downloads of its non-public skills (documented, docs/teams.md), stay in it.
import { beforeAll, describe, expect, test } from "vitest";
import { GET as auditRoute } from "@/app/api/v1/orgs/[org]/audit/route";
import { hideSkill, reportSkill } from "@/lib/moderation";
import { createOrg, setOrgMember, type OrgAuditEntry } from "@/lib/orgs";
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

beforeAll(async () => {
  [owner, admin, reporter, moderator] = await Promise.all([
    tokenUser({ handle: "audo-owner" }),
    tokenUser({ handle: "audo-admin", scopes: ["read"] }),
    tokenUser({ handle: "audo-reporter" }),
    tokenUser({ handle: "audo-mod", role: "MODERATOR" }),
  ]);
  await createOrg({ handle: ORG, ownerHandle: owner.actor.handle, actor: null });
  await setOrgMember({ org: ORG, user: admin.actor.handle, role: "admin", actor: owner.actor });
  await publishFixture({ actor: owner.actor, slug: "audo-open", version: "1.0.0", ownerHandle: ORG, visibility: "public" });
  await starSkill({ actor: reporter.actor, slug: "audo-open" });
  await reportSkill({ actor: reporter.actor, slug: "audo-open", reason: "looks like malware to me", ip: REPORTER_IP });
  await hideSkill({ actor: moderator.actor, slug: "audo-open", reason: "checking the report", ip: MODERATOR_IP });
}, 180_000);

describe("an org's audit log and other people's actions on its skills", () => {
  test("names neither the reporter nor the starrer, and no moderator's address", async () => {
    const response = await callRaw(auditRoute, `/api/v1/orgs/${ORG}/audit`, { token: admin.token, params: { org: ORG } });
    expect(response.status).toBe(200);
    const lines = (await response.text())
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as OrgAuditEntry);
    // The org's own publish is there (the export works) ...
    expect(lines.map((line) => line.action)).toContain("version.publish");
    // ... and the hide, which the publisher is told about anyway, without where the moderator was.
    expect(lines.map((line) => line.action)).toContain("moderation.hide-skill");
    expect(lines.map((line) => line.actor)).not.toContain(reporter.actor.handle);
    const all = JSON.stringify(lines);
    expect(all).not.toContain(REPORTER_IP);
    expect(all).not.toContain(MODERATOR_IP);
  });
});
