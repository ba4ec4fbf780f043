// The served entry points against the access × state table (tests/access/access-table.ts): every
// kind of actor asks the routes that serve a skill, a version's record, its bytes, its zip, its
// install plan and its place in lists and search, for a skill in every state, and gets what the
// table says: the refusal code, whether bytes or installs are served, whether the version is in
// the viewer's list, whether search finds it, and whether the answer may sit in a shared cache.
// A route registered in tests/access/surfaces.ts that stopped asking lib/access fails here.
import { beforeAll, describe, expect, test } from "vitest";
import { GET as rawFile } from "@/app/(site)/[owner]/[slug]/raw/[version]/[...path]/route";
import { GET as download } from "@/app/api/v1/download/route";
import { GET as searchRoute } from "@/app/api/v1/search/route";
import { GET as fileRoute } from "@/app/api/v1/skills/[slug]/file/route";
import { GET as installPlan } from "@/app/api/v1/skills/[slug]/install/route";
import { GET as skillDetail } from "@/app/api/v1/skills/[slug]/route";
import { GET as versionList } from "@/app/api/v1/skills/[slug]/versions/route";
import { GET as versionDetail } from "@/app/api/v1/skills/[slug]/versions/[version]/route";
import { GET as versionScan } from "@/app/api/v1/skills/[slug]/versions/[version]/scan/route";
import { createApiToken } from "@/lib/auth/create-api-token";
import { createUser } from "@/lib/auth/create-user";
import { grantableScopes, type Scope } from "@/lib/auth/scopes";
import { getSkillPage } from "@/lib/catalog/get-skill-page";
import { db } from "@/lib/db";
import { isAppError } from "@/lib/errors";
import { refreshSkillState } from "@/lib/publish/refresh-skill-state";
import { ACTOR_NAMES, ACTORS, expected, shareable, STATE_NAMES, STATES, type ActorName, type StateName } from "../../access/access-table";
import { callRoute, errorCode, json } from "../auth/call-route";
import { verifyApiToken } from "@/lib/auth/verify-api-token";
import type { Actor } from "@/lib/auth/actor";
import { publishFixture } from "../helpers/publish-fixture";

type Skill = { id: string; slug: string; ownerHandle: string };
const VERSION = "1.0.0";

let skills: { user: Record<StateName, Skill>; org: Record<StateName, Skill> };
/** A token per actor (per skill for a one-skill token of that skill); undefined: anonymous. */
let tokenOf: (actor: ActorName, skill: Skill) => string | undefined;

async function token(userId: string, scopes: Scope[], limitedToSkillId?: string): Promise<string> {
  return (await createApiToken({ userId, label: "access", scopes, ...(limitedToSkillId ? { limitedToSkillId } : {}) })).token;
}

/** Put a published skill and its one version into a state, as the domain would leave it. */
async function putInState(skill: Skill, state: StateName) {
  const { skill: row, version } = STATES[state];
  const at = new Date();
  await db.$transaction(async (tx) => {
    await tx.skillVersion.updateMany({
      where: { skillId: skill.id },
      data: {
        verdict: version.verdict,
        reviewState: version.reviewState,
        withdrawnAt: version.withdrawn ? at : null,
        blockedAt: version.blocked ? at : null,
        orgReview: version.orgReview ?? null,
      },
    });
    await tx.skill.update({ where: { id: skill.id }, data: { moderation: row.moderation, deletedAt: row.deleted ? at : null } });
    await refreshSkillState(tx, skill.id);
  });
}

beforeAll(async () => {
  const publisher = await createUser({ handle: "access-owner" });
  const org = await db.user.create({ data: { handle: "access-org", kind: "ORG" }, select: { id: true, handle: true } });
  const publisherActor: Actor = { userId: publisher.id, handle: publisher.handle, role: publisher.role, scopes: ["read", "publish"], via: "system" };
  await db.membership.create({ data: { orgId: org.id, userId: publisher.id, role: "owner" } });

  const make = async (prefix: string, ownerHandle?: string) => {
    const out = {} as Record<StateName, Skill>;
    for (const state of STATE_NAMES) {
      const slug = `${prefix}-${state}`;
      const result = await publishFixture({
        actor: publisherActor,
        slug,
        version: VERSION,
        ownerHandle,
        content: { description: `Access table probe for the ${state} state.` },
      });
      out[state] = { id: result.skill.id, slug, ownerHandle: result.skill.ownerHandle };
      await putInState(out[state], state);
    }
    return out;
  };
  skills = { user: await make("acc"), org: await make("acc-org", org.handle) };
  const other = await publishFixture({ actor: publisherActor, slug: "acc-other-skill", version: VERSION });

  const memberIds: Record<string, string> = {};
  const member = async (role: string) => {
    const user = await createUser({ handle: `access-org-${role}` });
    await db.membership.create({ data: { orgId: org.id, userId: user.id, role } });
    memberIds[role] = user.id;
    return token(user.id, ["read", "publish"]);
  };
  const staff = async (handle: string, role: "MODERATOR" | "ADMIN") => (await createUser({ handle, role })).id;
  const moderatorId = await staff("access-moderator", "MODERATOR");
  const adminId = await staff("access-admin", "ADMIN");
  const outsider = await createUser({ handle: "access-outsider" });
  const fixed: Partial<Record<ActorName, string>> = {
    outsider: await token(outsider.id, grantableScopes("USER")),
    owner: await token(publisher.id, grantableScopes("USER")),
    "org-owner": await member("owner"),
    "org-admin": await member("admin"),
    "org-publisher": await member("publisher"),
    "org-member": await member("member"),
    moderator: await token(moderatorId, grantableScopes("MODERATOR")),
    admin: await token(adminId, grantableScopes("ADMIN")),
    "ci-token-other-skill": await token(publisher.id, ["read", "publish"], other.skill.id),
  };
  for (const name of ["admin-token-without-staff-scope", "admin-token-with-admin-scope", "moderator-token-with-moderate-scope"] as const) {
    const spec = ACTORS[name];
    fixed[name] = await token(spec.role === "ADMIN" ? adminId : moderatorId, spec.tokenScopes!);
  }
  // The table's held and rejected versions were published by the org's publisher member (REVIEWS_HELD).
  const reviewed = STATE_NAMES.filter((state) => STATES[state].version.orgReview).flatMap((state) => [skills.user[state].id, skills.org[state].id]);
  await db.skillVersion.updateMany({ where: { skillId: { in: reviewed } }, data: { publishedById: memberIds.publisher! } });
  const ciThis = new Map<string, string>();
  for (const skill of Object.values(skills.user)) ciThis.set(skill.id, await token(publisher.id, ["read", "publish"], skill.id));
  tokenOf = (actor, skill) => (actor === "anonymous" ? undefined : actor === "ci-token-this-skill" ? ciThis.get(skill.id) : fixed[actor]);
}, 120_000);

/** The org's copy for its members; the publisher's own copy for everyone else. */
function skillFor(actor: ActorName, state: StateName): Skill {
  return ACTORS[actor].relation !== null && ACTORS[actor].relation !== "self" ? skills.org[state] : skills.user[state];
}

/** "served" for a 2xx, else the error code. */
async function outcome(response: Response): Promise<string> {
  return response.ok ? "served" : errorCode(response);
}

const cases = ACTOR_NAMES.flatMap((actor) => STATE_NAMES.map((state) => [actor, state] as const));

describe("entry points × access table", () => {
  test.each(cases)("%s asking for a %s skill", async (actor, state) => {
    const skill = skillFor(actor, state);
    const auth = tokenOf(actor, skill);
    const want = expected(actor, state);
    const get = (route: Parameters<typeof callRoute>[0], path: string, params: Record<string, string>) => callRoute(route, path, { token: auth, params });
    const { slug } = skill;
    const atVersion = { slug, version: VERSION };

    const detail = await get(skillDetail, `/api/v1/skills/${slug}`, { slug });
    const seen = want.skill === "seen" ? "served" : want.skill;
    expect(await outcome(detail), "skill detail").toBe(seen);
    const record = await get(versionScan, `/api/v1/skills/${slug}/versions/${VERSION}/scan`, atVersion);
    expect(await outcome(record), "version scan (visible)").toBe(seen === "served" && !want.visible ? "VERSION_NOT_FOUND" : seen);

    const bytes = want.skill !== "seen" ? want.skill : want.downloadable ? "served" : want.downloadRefusal;
    expect(await outcome(await get(versionDetail, `/api/v1/skills/${slug}/versions/${VERSION}`, atVersion)), "version detail").toBe(bytes);
    const file = await get(fileRoute, `/api/v1/skills/${slug}/file?path=SKILL.md&version=${VERSION}`, { slug });
    expect(await outcome(file), "file").toBe(bytes);
    const raw = await get(rawFile, `/${skill.ownerHandle}/${slug}/raw/${VERSION}/SKILL.md`, {
      owner: skill.ownerHandle,
      slug,
      version: VERSION,
      path: ["SKILL.md"],
    } as never);
    expect(await outcome(raw), "raw file").toBe(bytes);

    const installs = want.skill !== "seen" ? want.skill : want.installable ? "served" : want.installRefusal;
    expect(await outcome(await get(download, `/api/v1/download?slug=${slug}&version=${VERSION}`, {})), "download").toBe(installs);

    if (want.skill === "seen") {
      const versions = await json<{ items: Array<{ version: string }> }>(await get(versionList, `/api/v1/skills/${slug}/versions`, { slug }));
      expect(
        versions.items.some((item) => item.version === VERSION),
        "version list",
      ).toBe(want.listed);
      // Shared caches keep only what an anonymous visitor would be shown.
      expect(detail.headers.get("cache-control") ?? "", "skill detail cache").toContain(shareable(actor, state) ? "public" : "private");
      const loading = getSkillPage({ slug, actor: auth ? await verifyApiToken(auth) : null, version: VERSION });
      if (!want.visible) {
        const code = await loading.then(
          () => "served",
          (error: unknown) => (isAppError(error) ? error.code : "thrown"),
        );
        expect(code, "page loader").toBe("VERSION_NOT_FOUND");
      } else {
        const page = await loading;
        expect({ installable: page.version?.status.installable, downloadable: page.version?.status.downloadable }, "page loader").toEqual({
          installable: want.installable,
          downloadable: want.downloadable,
        });
      }
    } else {
      const refused = await getSkillPage({ slug, actor: auth ? await verifyApiToken(auth) : null, version: VERSION }).then(
        () => "served",
        (error: unknown) => (isAppError(error) ? error.code : "thrown"),
      );
      expect(refused, "page loader").toBe(want.skill);
    }

    const plan = await get(installPlan, `/api/v1/skills/${slug}/install?version=${VERSION}`, { slug });
    expect(plan.ok, "install plan").toBe(want.skill === "seen" && want.installable);

    const search = await json<{ results: Array<{ slug: string }> }>(await get(searchRoute, `/api/v1/search?q=${encodeURIComponent(slug)}`, {}));
    expect(
      search.results.some((hit) => hit.slug === slug),
      "search",
    ).toBe(want.public);
  });
});
