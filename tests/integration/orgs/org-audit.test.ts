// An org's audit log (issue 18): entries name the publisher they concern, so the org's owners and
// admins read theirs (publishes, visibility, members, policy, held/approved/rejected versions,
// downloads of non-public skills) and nobody else's; the JSON lines export streams them oldest
// first from a cursor, to an admin's read-only token; public downloads are never audited.
import { beforeAll, describe, expect, test } from "vitest";
import { GET as auditRoute } from "@/app/api/v1/orgs/[org]/audit/route";
import { GET as downloadRoute } from "@/app/api/v1/download/route";
import { GET as fileRoute } from "@/app/api/v1/skills/[slug]/file/route";
import { GET as rawRoute } from "@/app/(site)/[owner]/[slug]/raw/[version]/[...path]/route";
import { db } from "@/lib/db";
import { createOrg, readOrgAuditPage, setOrgMember, setOrgPolicy, type OrgAuditEntry } from "@/lib/orgs";
import { reviewHeldVersion, setSkillVisibility } from "@/lib/publish";
import { suspiciousFiles } from "../helpers/flagged-content";
import { publishFixture } from "../helpers/publish-fixture";
import { callRaw, tokenUser, type TokenUser } from "../catalog/route-helpers";

const ORG = "aud-acme";
const OTHER = "aud-other";
let owner: TokenUser;
let adminReader: TokenUser;
let member: TokenUser;
let outsider: TokenUser;
let orgId: string;

beforeAll(async () => {
  [owner, adminReader, member, outsider] = await Promise.all([
    tokenUser({ handle: "aud-owner" }),
    tokenUser({ handle: "aud-admin", scopes: ["read"] }),
    tokenUser({ handle: "aud-member", scopes: ["read"] }),
    tokenUser({ handle: "aud-outsider", scopes: ["read"] }),
  ]);
  orgId = (await createOrg({ handle: ORG, ownerHandle: owner.actor.handle, actor: null })).id;
  await createOrg({ handle: OTHER, ownerHandle: owner.actor.handle, actor: null });
  await setOrgMember({ org: ORG, user: adminReader.actor.handle, role: "admin", actor: owner.actor });
  await setOrgMember({ org: ORG, user: member.actor.handle, role: "member", actor: owner.actor });
  await setOrgPolicy({ org: ORG, policy: { suspicious: "hold" }, actor: owner.actor });
  await publishFixture({ actor: owner.actor, slug: "aud-secret", version: "1.0.0", ownerHandle: ORG, visibility: "private" });
  await publishFixture({ actor: owner.actor, slug: "aud-open", version: "1.0.0", ownerHandle: ORG, visibility: "public" });
  await publishFixture({ actor: owner.actor, slug: "aud-secret", version: "1.1.0", content: { files: suspiciousFiles } });
  await reviewHeldVersion({ actor: owner.actor, slug: "aud-secret", version: "1.1.0", decision: "reject", reason: "no" });
  await setSkillVisibility({ actor: owner.actor, slug: "aud-open", visibility: "internal" });
  await setSkillVisibility({ actor: owner.actor, slug: "aud-open", visibility: "public" });
  // Another org's entries never show in this one's log.
  await publishFixture({ actor: owner.actor, slug: "aud-elsewhere", version: "1.0.0", ownerHandle: OTHER, visibility: "private" });
}, 180_000);

async function exportLines(token: string | undefined, query = ""): Promise<{ status: number; type: string | null; lines: OrgAuditEntry[]; text: string }> {
  const response = await callRaw(auditRoute, `/api/v1/orgs/${ORG}/audit${query}`, { token, params: { org: ORG } });
  const text = await response.text();
  const lines = response.ok
    ? text
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as OrgAuditEntry)
    : [];
  return { status: response.status, type: response.headers.get("content-type"), lines, text };
}

describe("the org's audit log", () => {
  test("lists the org's member, policy, publish, hold, reject and visibility entries, newest first, and nobody else's", async () => {
    const page = await readOrgAuditPage({ orgId, order: "newest", limit: 100 });
    const actions = page.map((entry) => entry.action);
    for (const action of ["org.create", "org.member-add", "org.policy", "version.publish", "version.hold", "version.reject", "skill.set-visibility"])
      expect(actions, action).toContain(action);
    expect(JSON.stringify(page)).not.toContain("aud-elsewhere");
    expect(page.map((entry) => BigInt(entry.id))).toEqual([...page.map((entry) => BigInt(entry.id))].sort((a, b) => (a > b ? -1 : 1)));
    const rejected = page.find((entry) => entry.action === "version.reject")!;
    expect(rejected).toMatchObject({ actor: owner.actor.handle, skill: "aud-secret", reason: "no", targetType: "version" });
    // Paging: `before` the last id gives the older entries, none repeated.
    const first = await readOrgAuditPage({ orgId, order: "newest", limit: 3 });
    const next = await readOrgAuditPage({ orgId, order: "newest", limit: 3, after: BigInt(first.at(-1)!.id) });
    expect(next.map((entry) => entry.id)).toEqual(page.slice(3, 6).map((entry) => entry.id));
  });

  test("downloads of a private skill are audited with who took which version; public ones are not", async () => {
    const before = await db.auditLog.count({ where: { action: "version.download" } });
    const secret = await callRaw(downloadRoute, "/api/v1/download?slug=aud-secret&version=1.0.0", { token: member.token, ip: "203.0.113.7" });
    expect(secret.status).toBe(200);
    const open = await callRaw(downloadRoute, "/api/v1/download?slug=aud-open&version=1.0.0");
    expect(open.status).toBe(200);
    // A refused download (an outsider: 404) is no download.
    expect((await callRaw(downloadRoute, "/api/v1/download?slug=aud-secret&version=1.0.0", { token: outsider.token })).status).toBe(404);
    const entries = await db.auditLog.findMany({ where: { action: "version.download", id: { gt: 0 } }, orderBy: { id: "asc" } });
    expect(entries.length - before).toBe(1);
    expect(entries.at(-1)).toMatchObject({
      actorId: member.actor.userId,
      publisherId: orgId,
      ip: "203.0.113.7",
      data: { slug: "aud-secret", version: "1.0.0", visibility: "private" },
    });
  });

  test("file reads of a private skill (file API, raw route) are audited with who, where from and which file; public ones are not", async () => {
    const reads = () => db.auditLog.findMany({ where: { action: "version.file-read" }, orderBy: { id: "asc" } });
    const before = (await reads()).length;
    const file = (slug: string, token?: string, ip?: string) =>
      callRaw(fileRoute, `/api/v1/skills/${slug}/file?path=SKILL.md&version=1.0.0`, { token, ip, params: { slug } });
    const raw = (slug: string, token?: string, ip?: string) =>
      callRaw(rawRoute as never, `/${ORG}/${slug}/raw/1.0.0/SKILL.md`, {
        token,
        ip,
        params: { owner: ORG, slug, version: "1.0.0", path: ["SKILL.md"] } as never,
      });

    expect((await file("aud-secret", member.token, "203.0.113.21")).status).toBe(200);
    let entries = await reads();
    expect(entries.length - before).toBe(1);
    expect(entries.at(-1)).toMatchObject({
      actorId: member.actor.userId,
      publisherId: orgId,
      ip: "203.0.113.21",
      targetType: "version",
      data: { slug: "aud-secret", version: "1.0.0", visibility: "private", path: "SKILL.md" },
    });

    expect((await raw("aud-secret", member.token, "203.0.113.22")).status).toBe(200);
    entries = await reads();
    expect(entries.length - before).toBe(2);
    expect(entries.at(-1)).toMatchObject({ actorId: member.actor.userId, publisherId: orgId, ip: "203.0.113.22", data: { path: "SKILL.md" } });

    // Public files are not audited; refused reads (an outsider: 404, as if it did not exist) are no reads.
    expect((await file("aud-open", member.token)).status).toBe(200);
    expect((await raw("aud-open")).status).toBe(200);
    expect((await file("aud-secret", outsider.token)).status).toBe(404);
    expect((await raw("aud-secret", outsider.token)).status).toBe(404);
    expect((await reads()).length - before).toBe(2);

    // The org's admins see them in the export, path included.
    const exported = (await exportLines(adminReader.token)).lines.filter((line) => line.action === "version.file-read");
    expect(exported.length).toBeGreaterThanOrEqual(2);
    expect(exported.at(-1)).toMatchObject({
      actor: member.actor.handle,
      ip: "203.0.113.22",
      skill: "aud-secret",
      data: { path: "SKILL.md", version: "1.0.0" },
    });
  });

  test("a HEAD of a private skill's file (file API, raw route) or zip answers what GET would and writes no entry; GET still writes one", async () => {
    const entries = () => db.auditLog.count({ where: { action: { in: ["version.file-read", "version.download"] } } });
    const downloads = () => db.downloadSeen.count();
    // A member who has read nothing yet, so a GET download counts (once a day per identity).
    const reader = await tokenUser({ handle: "aud-reader", scopes: ["read"] });
    await setOrgMember({ org: ORG, user: reader.actor.handle, role: "member", actor: owner.actor });
    // Next.js answers HEAD with the route's GET handler (request.method "HEAD"); these calls do the same.
    const reads: Array<(method: string) => Promise<Response>> = [
      (method) =>
        callRaw(fileRoute, "/api/v1/skills/aud-secret/file?path=SKILL.md&version=1.0.0", { method, token: reader.token, params: { slug: "aud-secret" } }),
      (method) =>
        callRaw(rawRoute as never, `/${ORG}/aud-secret/raw/1.0.0/SKILL.md`, {
          method,
          token: reader.token,
          params: { owner: ORG, slug: "aud-secret", version: "1.0.0", path: ["SKILL.md"] } as never,
        }),
      (method) => callRaw(downloadRoute, "/api/v1/download?slug=aud-secret&version=1.0.0", { method, token: reader.token }),
    ];
    const varying = new Set(["x-request-id", "ratelimit-remaining", "ratelimit-reset"]);
    const headersOf = (response: Response) => [...response.headers].filter(([name]) => !varying.has(name));
    for (const [index, read] of reads.entries()) {
      const [before, downloadsBefore] = [await entries(), await downloads()];
      const head = await read("HEAD");
      expect({ route: index, entries: (await entries()) - before, downloads: (await downloads()) - downloadsBefore }).toEqual({
        route: index,
        entries: 0,
        downloads: 0,
      });
      const get = await read("GET");
      expect(head.status, `route ${index}`).toBe(200);
      expect(headersOf(head), `route ${index}`).toEqual(headersOf(get));
      expect((await entries()) - before, `route ${index}`).toBe(1);
      // The GET of the zip is a download, counted once.
      expect((await downloads()) - downloadsBefore, `route ${index}`).toBe(read === reads.at(-1) ? 1 : 0);
    }
  });

  test("the export: JSON lines, oldest first, stable fields, continued with since; an admin's read-only token will do", async () => {
    const all = await exportLines(adminReader.token);
    expect(all.status).toBe(200);
    expect(all.type).toMatch(/^application\/x-ndjson/);
    expect(all.text.endsWith("\n")).toBe(true);
    expect(all.lines.length).toBeGreaterThan(8);
    for (const line of all.lines)
      expect(Object.keys(line).sort()).toEqual(["action", "actor", "at", "data", "id", "ip", "reason", "skill", "targetId", "targetType"]);
    const ids = all.lines.map((line) => BigInt(line.id));
    expect(ids).toEqual([...ids].sort((a, b) => (a < b ? -1 : 1)));
    expect(all.lines.map((line) => line.action)).toContain("version.download");
    expect(all.text).not.toContain("aud-elsewhere");
    const rest = await exportLines(adminReader.token, `?since=${all.lines[4]!.id}&limit=3`);
    expect(rest.lines.map((line) => line.id)).toEqual(all.lines.slice(5, 8).map((line) => line.id));
    const none = await exportLines(adminReader.token, `?since=${all.lines.at(-1)!.id}`);
    expect((await callRaw(auditRoute, `/api/v1/orgs/${ORG}/audit`, { token: adminReader.token, params: { org: ORG } })).headers.get("cache-control")).toBe(
      "private, no-store",
    );
    expect([none.status, none.lines]).toEqual([200, []]);
  });

  test("the export is for the org's owners and admins: a member 403, an outsider 403, anonymous 401, a bad cursor 400, no such org 404", async () => {
    const code = async (token: string | undefined, query = "", org = ORG) => {
      const response = await callRaw(auditRoute, `/api/v1/orgs/${org}/audit${query}`, { token, params: { org } });
      return [response.status, ((await response.json()) as { error: { code: string } }).error.code];
    };
    expect(await code(member.token)).toEqual([403, "ORG_ROLE_REQUIRED"]);
    expect(await code(outsider.token)).toEqual([403, "ORG_ROLE_REQUIRED"]);
    expect(await code(undefined)).toEqual([401, "UNAUTHENTICATED"]);
    expect(await code(adminReader.token, "?since=-1")).toEqual([400, "VALIDATION_FAILED"]);
    expect(await code(adminReader.token, "?since=1e9")).toEqual([400, "VALIDATION_FAILED"]);
    // Past PostgreSQL's bigint: a caller's mistake, not a 500.
    expect(await code(adminReader.token, "?since=9999999999999999999")).toEqual([400, "VALIDATION_FAILED"]);
    expect(await code(adminReader.token, "?limit=0")).toEqual([400, "VALIDATION_FAILED"]);
    expect(await code(adminReader.token, "", "aud-no-such-org")).toEqual([404, "ORG_NOT_FOUND"]);
  });
});
