// Private and internal skills through the real route handlers (issue 18): every read surface that
// names a skill answers exactly as for a name never used (404 SKILL_NOT_FOUND, never 403) to
// whoever is outside its audience, and serves it to those inside; lists, search, trending,
// categories and the change feed never show a non-public skill, to anyone, in results or counts.
// The pure rule is checked against the whole actor × state × visibility table in tests/unit/access.
import { beforeAll, describe, expect, test } from "vitest";
import { GET as downloadRoute } from "@/app/api/v1/download/route";
import { GET as legacyDownloadRoute } from "@/app/api/download/route";
import { GET as resolveRoute } from "@/app/api/v1/resolve/route";
import { GET as searchRoute } from "@/app/api/v1/search/route";
import { GET as legacySearchRoute } from "@/app/api/search/route";
import { GET as legacySkillRoute } from "@/app/api/skill/route";
import { GET as skillsListRoute } from "@/app/api/v1/skills/route";
import { GET as trendingRoute } from "@/app/api/v1/trending/route";
import { GET as changesRoute } from "@/app/api/v1/changes/route";
import { GET as categoriesRoute } from "@/app/api/v1/categories/route";
import { POST as verdictsRoute } from "@/app/api/v1/skills/-/security-verdicts/route";
import { GET as cardRoute } from "@/app/api/v1/skills/[slug]/card/route";
import { GET as fileRoute } from "@/app/api/v1/skills/[slug]/file/route";
import { GET as hintsRoute } from "@/app/api/v1/skills/[slug]/install-hints/route";
import { GET as installRoute } from "@/app/api/v1/skills/[slug]/install/route";
import { GET as skillRoute } from "@/app/api/v1/skills/[slug]/route";
import { GET as verifyRoute } from "@/app/api/v1/skills/[slug]/verify/route";
import { GET as attestationRoute } from "@/app/api/v1/skills/[slug]/versions/[version]/attestation/route";
import { GET as metadataRoute } from "@/app/api/v1/skills/[slug]/versions/[version]/metadata/route";
import { GET as promptRoute } from "@/app/api/v1/skills/[slug]/versions/[version]/prompt/route";
import { GET as versionRoute } from "@/app/api/v1/skills/[slug]/versions/[version]/route";
import { GET as scanRoute } from "@/app/api/v1/skills/[slug]/versions/[version]/scan/route";
import { GET as validationRoute } from "@/app/api/v1/skills/[slug]/versions/[version]/validation/route";
import { GET as versionsRoute } from "@/app/api/v1/skills/[slug]/versions/route";
import { POST as visibilityRoute } from "@/app/api/v1/skills/[slug]/visibility/route";
import { GET as scanDownloadRoute } from "@/app/api/v1/skills/-/scan/download/[slug]/route";
import { GET as rawRoute } from "@/app/(site)/[owner]/[slug]/raw/[version]/[...path]/route";
import { GET as moderationRoute } from "@/app/api/v1/skills/[slug]/moderation/route";
import { GET as legacyResolveRoute } from "@/app/api/skill/resolve/route";
import { SURFACES } from "../../access/surfaces";
import { db } from "@/lib/db";
import { setSkillVisibility } from "@/lib/publish";
import { createOrg, setOrgMember, setOrgPolicy } from "@/lib/orgs";
import { getPublisherProfile } from "@/lib/catalog/get-publisher-profile";
import { suspiciousFiles } from "../helpers/flagged-content";
import { publishFixture } from "../helpers/publish-fixture";
import { expectCode } from "../helpers/expect-code";
import { callRaw, tokenUser, type TokenUser } from "../catalog/route-helpers";

type Route = Parameters<typeof callRaw>[0];
type Who = "anonymous" | "outsider" | "member" | "publisher" | "admin" | "owner" | "moderator";

const ORG = "vis-acme";
const SKILLS = { public: "vis-open", internal: "vis-inside", private: "vis-secret" } as const;
let people: Record<Exclude<Who, "anonymous">, TokenUser>;
const digest: Record<string, string> = {};
const fingerprint: Record<string, string> = {};
/** 1.1.0 of each skill: suspicious, held for the org's review (policy `hold`). */
const HELD = "1.1.0";
const heldDigest: Record<string, string> = {};
const heldFingerprint: Record<string, string> = {};

beforeAll(async () => {
  const [owner, admin, publisher, member, outsider, moderator] = await Promise.all([
    tokenUser({ handle: "vis-owner" }),
    tokenUser({ handle: "vis-admin" }),
    tokenUser({ handle: "vis-publisher" }),
    tokenUser({ handle: "vis-member", scopes: ["read"] }),
    tokenUser({ handle: "vis-outsider", scopes: ["read"] }),
    tokenUser({ handle: "vis-mod", role: "MODERATOR" }),
  ]);
  people = { owner, admin, publisher, member, outsider, moderator };
  await createOrg({ handle: ORG, ownerHandle: owner.actor.handle, actor: null });
  await setOrgMember({ org: ORG, user: admin.actor.handle, role: "admin", actor: null });
  await setOrgMember({ org: ORG, user: publisher.actor.handle, role: "publisher", actor: owner.actor });
  await setOrgMember({ org: ORG, user: member.actor.handle, role: "member", actor: admin.actor });
  for (const [visibility, slug] of Object.entries(SKILLS)) {
    const result = await publishFixture({
      actor: publisher.actor,
      slug,
      version: "1.0.0",
      ownerHandle: ORG,
      visibility: visibility as "public",
      topics: ["vis-topic"],
      content: { description: `Visibility probe ${slug} zebrafish.` },
    });
    expect(result.skill.visibility).toBe(visibility);
    digest[slug] = result.version.digest;
    fingerprint[slug] = result.version.fingerprint;
  }
  await setOrgPolicy({ org: ORG, policy: { suspicious: "hold" }, actor: null });
  for (const slug of Object.values(SKILLS)) {
    const held = await publishFixture({
      actor: publisher.actor,
      slug,
      version: HELD,
      content: { files: suspiciousFiles, description: `Held probe ${slug} okapi.` },
    });
    expect(held.status).toBe("held");
    heldDigest[slug] = held.version.digest;
    heldFingerprint[slug] = held.version.fingerprint;
  }
  // Six accounts, an org and three publishes: slow on a loaded machine.
}, 180_000);

function tokenOf(who: Who): string | undefined {
  return who === "anonymous" ? undefined : people[who].token;
}

/** Every read surface that names one skill, as a request. */
function probes(slug: string): Array<[string, Route, string, Record<string, string>]> {
  return [...skillProbes(slug), ...versionProbes(slug, "1.0.0", fingerprint[slug] ?? "0".repeat(64))];
}

/** The surfaces that name a skill without a version. */
function skillProbes(slug: string): Array<[string, Route, string, Record<string, string>]> {
  return [
    ["skill", skillRoute, `/api/v1/skills/${slug}`, { slug }],
    ["qualified skill", skillRoute, `/api/v1/skills/${ORG}%2F${slug}`, { slug: `${ORG}/${slug}` }],
    ["versions", versionsRoute, `/api/v1/skills/${slug}/versions`, { slug }],
    ["file", fileRoute, `/api/v1/skills/${slug}/file?path=SKILL.md`, { slug }],
    ["install-hints", hintsRoute, `/api/v1/skills/${slug}/install-hints?os=linux`, { slug }],
    ["install", installRoute, `/api/v1/skills/${slug}/install`, { slug }],
    ["card", cardRoute, `/api/v1/skills/${slug}/card`, { slug }],
    ["legacy download", legacyDownloadRoute, `/api/download?slug=${slug}`, {}],
    ["legacy skill", legacySkillRoute, `/api/skill?slug=${slug}`, {}],
    ["moderation", moderationRoute, `/api/v1/skills/${slug}/moderation`, { slug }],
  ];
}

/** The surfaces that name one version (by number, or by its files' fingerprint). */
function versionProbes(slug: string, version: string, hash: string): Array<[string, Route, string, Record<string, string>]> {
  const v = { slug, version };
  return [
    ["version", versionRoute, `/api/v1/skills/${slug}/versions/${version}`, v],
    ["versioned file", fileRoute, `/api/v1/skills/${slug}/file?path=SKILL.md&version=${version}`, { slug }],
    ["versioned install", installRoute, `/api/v1/skills/${slug}/install?version=${version}`, { slug }],
    ["verify", verifyRoute, `/api/v1/skills/${slug}/verify?version=${version}`, { slug }],
    ["scan", scanRoute, `/api/v1/skills/${slug}/versions/${version}/scan`, v],
    ["validation", validationRoute, `/api/v1/skills/${slug}/versions/${version}/validation`, v],
    ["attestation", attestationRoute, `/api/v1/skills/${slug}/versions/${version}/attestation`, v],
    ["prompt", promptRoute, `/api/v1/skills/${slug}/versions/${version}/prompt`, v],
    ["metadata", metadataRoute, `/api/v1/skills/${slug}/versions/${version}/metadata`, v],
    ["download", downloadRoute, `/api/v1/download?slug=${slug}&version=${version}`, {}],
    ["resolve", resolveRoute, `/api/v1/resolve?slug=${slug}&hash=${hash}`, {}],
    ["legacy resolve", legacyResolveRoute, `/api/skill/resolve?slug=${slug}&hash=${hash}`, {}],
    ["published scan", scanDownloadRoute, `/api/v1/skills/-/scan/download/${slug}?version=${version}`, { slug }],
    ["raw file", rawRoute, `/${ORG}/${slug}/raw/${version}/SKILL.md`, { owner: ORG, slug, version, path: ["SKILL.md"] } as unknown as Record<string, string>],
  ];
}

const SEES: Record<keyof typeof SKILLS, Who[]> = {
  public: ["anonymous", "outsider", "member", "publisher", "admin", "owner", "moderator"],
  internal: ["outsider", "member", "publisher", "admin", "owner", "moderator"],
  private: ["member", "publisher", "admin", "owner", "moderator"],
};
const WHO: Who[] = ["anonymous", "outsider", "member", "publisher", "admin", "owner", "moderator"];

describe.each(Object.entries(SKILLS) as Array<[keyof typeof SKILLS, string]>)("a %s skill", (visibility, slug) => {
  test.each(WHO)("as %s: every surface serves it, or answers 404 SKILL_NOT_FOUND as for a name never used", async (who) => {
    const allowed = SEES[visibility].includes(who);
    for (const [name, route, path, params] of probes(slug)) {
      const response = await callRaw(route, path, { token: tokenOf(who), params });
      const body = await response.text();
      if (allowed) {
        expect(response.status, `${name}: ${body.slice(0, 200)}`).toBeLessThan(400);
        continue;
      }
      expect({ name, status: response.status }, body.slice(0, 200)).toEqual({ name, status: 404 });
      const code = response.headers.get("x-error-code") ?? (JSON.parse(body) as { error?: { code?: string } }).error?.code;
      expect([name, code]).toEqual([name, "SKILL_NOT_FOUND"]);
      // Nothing but the name asked for comes back: not the owner, not a version, not a digest.
      expect(body).not.toContain(digest[slug]!);
      if (!path.includes(ORG)) expect(body.toLowerCase(), name).not.toContain(ORG);
      // Not cached for anyone else.
      expect(response.headers.get("cache-control") ?? "", name).not.toMatch(/public/);
    }
  });

  test("a name never used answers the same way (no difference to learn from)", async () => {
    for (const [name, route, path, params] of probes("vis-never-used")) {
      const response = await callRaw(route, path, { params });
      expect([name, response.status]).toEqual([name, 404]);
    }
  });

  test("security verdicts (OpenClaw's pre-install batch) answer a non-audience item as not found", async () => {
    for (const who of WHO) {
      const response = await callRaw(verdictsRoute, "/api/v1/skills/-/security-verdicts", {
        method: "POST",
        token: tokenOf(who),
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          items: [
            { slug, version: "1.0.0" },
            { slug: "vis-never-used", version: "1.0.0" },
          ],
        }),
      });
      const text = await response.text();
      expect(response.status, text).toBe(200);
      const [item, never] = (JSON.parse(text) as { items: Array<Record<string, unknown>> }).items;
      const strip = (value: Record<string, unknown> | undefined) => JSON.stringify(value).replaceAll(slug, "X").replaceAll("vis-never-used", "X");
      if (SEES[visibility].includes(who)) expect(strip(item), who).not.toBe(strip(never));
      else expect(strip(item), who).toBe(strip(never));
    }
  });
});

const SEES_HELD: Who[] = ["publisher", "admin", "owner", "moderator"];

describe.each(Object.entries(SKILLS) as Array<[keyof typeof SKILLS, string]>)("a version of a %s skill held for the org's review", (visibility, slug) => {
  const codeOf = (response: Response, body: string) => {
    if (response.headers.get("x-error-code")) return response.headers.get("x-error-code");
    try {
      return (JSON.parse(body) as { error?: { code?: string } }).error?.code ?? null;
    } catch {
      return null;
    }
  };

  test.each(WHO)("as %s: every version surface answers for it exactly as for a number never published, unless a reviewer or its publisher", async (who) => {
    const held = versionProbes(slug, HELD, heldFingerprint[slug]!);
    const never = versionProbes(slug, "9.9.9", "f".repeat(64));
    for (const [index, [name, route, path, params]] of held.entries()) {
      const response = await callRaw(route, path, { token: tokenOf(who), params });
      const body = await response.text();
      if (SEES_HELD.includes(who)) {
        // Its reviewers see its record; installers are told it waits for review.
        expect([name, response.status === 404], body.slice(0, 200)).toEqual([name, false]);
        if (name === "download") expect([response.status, codeOf(response, body)]).toEqual([409, "VERSION_HELD"]);
        if (name === "resolve") expect(body).toContain('"held"');
        continue;
      }
      const [, neverRoute, neverPath, neverParams] = never[index]!;
      const absent = await callRaw(neverRoute, neverPath, { token: tokenOf(who), params: neverParams });
      const absentBody = await absent.text();
      expect({ name, status: response.status, code: codeOf(response, body) }, body.slice(0, 200)).toEqual({
        name,
        status: absent.status,
        code: codeOf(absent, absentBody),
      });
      expect(body, name).not.toContain(heldDigest[slug]!);
      if (name === "resolve") expect(body.replaceAll(heldFingerprint[slug]!, "X")).toBe(absentBody.replaceAll("f".repeat(64), "X"));
    }
  });

  test.each(WHO)("as %s: the skill, its version list, search and the change feed show no trace of it (the org's members included)", async (who) => {
    for (const [name, route, path, params] of skillProbes(slug)) {
      const response = await callRaw(route, path, { token: tokenOf(who), params });
      const body = await response.text();
      // The skill's latest stays what it was, for everyone; only reviewers list the held version.
      expect(body, name).not.toContain("okapi");
      if (name === "versions" && response.status === 200) expect(body.includes(`"${HELD}"`), name).toBe(SEES_HELD.includes(who));
      else expect(body, name).not.toContain(`"${HELD}"`);
      if (!SEES_HELD.includes(who)) expect(body, name).not.toContain(heldDigest[slug]!);
    }
    for (const [route, path] of [
      [searchRoute, "/api/v1/search?q=okapi"],
      [changesRoute, "/api/v1/changes?limit=500"],
      [skillsListRoute, "/api/v1/skills?limit=200"],
    ] as Array<[Route, string]>) {
      const body = await (await callRaw(route, path, { token: tokenOf(who) })).text();
      expect(body, path).not.toContain(heldDigest[slug]!);
      expect(body, path).not.toContain("okapi");
    }
    expect(visibility).toBeTruthy();
  });
});

describe("lists, search and feeds", () => {
  const listed = async (route: Route, path: string, who: Who) => await (await callRaw(route, path, { token: tokenOf(who) })).text();

  test.each(WHO)("as %s: `clawhub search` also finds the team skills this viewer may see, and no others; never cached as shared", async (who) => {
    // Staff see private skills by URL (to moderate them), but search finds what their memberships give them.
    const team = [...(who === "anonymous" ? [] : [SKILLS.internal]), ...(["member", "publisher", "admin", "owner"].includes(who) ? [SKILLS.private] : [])];
    for (const [route, path] of [
      [searchRoute, "/api/v1/search?q=zebrafish"],
      [legacySearchRoute, "/api/search?q=zebrafish"],
      // Filters apply to team skills as to public ones (they are the same search).
      [searchRoute, "/api/v1/search?q=zebrafish&category=vis-topic"],
    ] as const) {
      const response = await callRaw(route, path, { token: tokenOf(who) });
      const slugs = ((await response.json()) as { results: Array<{ slug: string }> }).results.map((result) => result.slug).sort();
      expect(slugs, path).toEqual([SKILLS.public, ...team].sort());
      expect(response.headers.get("cache-control")).toBe(who === "anonymous" ? "public, max-age=30" : "private, no-store");
    }
    // One at a time, following cursors: the same skills, each once.
    const paged: string[] = [];
    let cursor = "";
    for (let guard = 0; guard < 10; guard++) {
      const response = await callRaw(searchRoute, `/api/v1/search?q=zebrafish&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, {
        token: tokenOf(who),
      });
      const body = (await response.json()) as { results: Array<{ slug: string }>; nextCursor: string | null };
      paged.push(...body.results.map((result) => result.slug));
      if (!body.nextCursor) break;
      cursor = body.nextCursor;
    }
    expect(paged.sort()).toEqual([SKILLS.public, ...team].sort());
    // The same words with a typo find them too (typo tolerance for everyone's own audience).
    const typo = await callRaw(searchRoute, "/api/v1/search?q=zebrafsh", { token: tokenOf(who) });
    const typoSlugs = ((await typo.json()) as { results: Array<{ slug: string }> }).results.map((result) => result.slug);
    for (const slug of Object.values(SKILLS)) if (![SKILLS.public, ...team].includes(slug)) expect(typoSlugs).not.toContain(slug);
  });

  test.each(WHO)("as %s: the change feed holds exactly the skills this viewer's token reads (staff: what memberships give them)", async (who) => {
    const team = [...(who === "anonymous" ? [] : [SKILLS.internal]), ...(["member", "publisher", "admin", "owner"].includes(who) ? [SKILLS.private] : [])];
    const response = await callRaw(changesRoute, "/api/v1/changes?limit=500", { token: tokenOf(who) });
    const slugs = new Set(((await response.json()) as { items: Array<{ slug: string }> }).items.map((item) => item.slug));
    for (const slug of Object.values(SKILLS)) expect([slug, slugs.has(slug)]).toEqual([slug, slug === SKILLS.public || team.includes(slug)]);
    expect(response.headers.get("cache-control")).toBe(who === "anonymous" ? "public, max-age=5" : "private, no-store");
  });

  test.each(WHO)("as %s: the org's profile lists what this viewer may read (members and staff the whole org)", async (who) => {
    const wholeOrg = ["member", "publisher", "admin", "owner", "moderator"].includes(who);
    const expected = wholeOrg ? Object.values(SKILLS) : who === "anonymous" ? [SKILLS.public] : [SKILLS.public, SKILLS.internal];
    const profile = await getPublisherProfile({ handle: ORG, actor: who === "anonymous" ? null : people[who].actor });
    expect(profile.skills.map((skill) => skill.slug).sort()).toEqual([...expected].sort());
  });

  test.each(WHO)("as %s: lists, trending and categories show only the public skill", async (who) => {
    for (const [name, route, path] of [
      ["list", skillsListRoute, "/api/v1/skills?limit=200"],
      ["trending", trendingRoute, "/api/v1/trending?kind=skills&limit=200"],
      ["categories", categoriesRoute, "/api/v1/categories"],
    ] as Array<[string, Route, string]>) {
      const body = await listed(route, path, who);
      expect(body, name).not.toContain(SKILLS.internal);
      expect(body, name).not.toContain(SKILLS.private);
      if (name !== "categories") expect(body, name).toContain(SKILLS.public);
    }
    // The facet count counts the public skill only.
    const categories = JSON.parse(await listed(categoriesRoute, "/api/v1/categories", who)) as unknown;
    const topic =
      JSON.stringify(categories).match(/"vis-topic"[^}]*?"count":\s*(\d+)/) ?? JSON.stringify(categories).match(/"count":\s*(\d+)[^}]*?"vis-topic"/);
    if (topic) expect(Number(topic[1])).toBe(1);
  });
});

describe("changing visibility", () => {
  test("only the publisher's owners and admins change it, and it is audited", async () => {
    await expectCode(setSkillVisibility({ actor: people.publisher.actor, slug: SKILLS.public, visibility: "private" }), "ORG_ROLE_REQUIRED");
    await expectCode(setSkillVisibility({ actor: people.member.actor, slug: SKILLS.public, visibility: "private" }), "NOT_SKILL_OWNER");
    await expectCode(setSkillVisibility({ actor: people.outsider.actor, slug: SKILLS.private, visibility: "public" }), "SKILL_NOT_FOUND");
    await expectCode(setSkillVisibility({ actor: people.admin.actor, slug: SKILLS.public, visibility: "secret" }), "VISIBILITY_INVALID");
    await publishFixture({
      actor: people.admin.actor,
      slug: "vis-flip",
      version: "1.0.0",
      ownerHandle: ORG,
      visibility: "public",
      content: { description: "Flip probe quokka." },
    });
    const before = JSON.parse(await (await callRaw(changesRoute, "/api/v1/changes?limit=500")).text()) as { nextCursor: string };
    expect(await setSkillVisibility({ actor: people.admin.actor, slug: "vis-flip", visibility: "private" })).toEqual({
      slug: "vis-flip",
      visibility: "private",
      changed: true,
    });
    const audit = await db.auditLog.findFirst({ where: { action: "skill.set-visibility" }, orderBy: { id: "desc" } });
    expect(audit).toMatchObject({ actorId: people.admin.actor.userId, data: { slug: "vis-flip", from: "public", to: "private" } });
    // Gone from search and from the skill route for anonymous visitors, at once.
    expect(await (await callRaw(searchRoute, "/api/v1/search?q=quokka")).text()).not.toContain("vis-flip");
    expect((await callRaw(skillRoute, "/api/v1/skills/vis-flip", { params: { slug: "vis-flip" } })).status).toBe(404);
    // Mirrors hear that it left the public, and nothing more.
    const feed = JSON.parse(await (await callRaw(changesRoute, `/api/v1/changes?since=${before.nextCursor}`)).text()) as {
      items: Array<{ kind: string; slug: string; data: unknown }>;
    };
    expect(feed.items).toEqual([expect.objectContaining({ kind: "visibility", slug: "vis-flip", data: { visibility: "restricted" } })]);
    // A removal of a skill that is private now never reaches the public feed.
    await db.$transaction(async (tx) =>
      (await import("@/lib/audit")).recordChange(tx, {
        kind: "delete",
        skillId: (await tx.skill.findUniqueOrThrow({ where: { slug: SKILLS.private } })).id,
        slug: SKILLS.private,
      }),
    );
    expect(await (await callRaw(changesRoute, `/api/v1/changes?since=${before.nextCursor}`)).text()).not.toContain(SKILLS.private);
  });

  test("POST /api/v1/skills/{slug}/visibility: the org's admin with a token; others as the rule says", async () => {
    const call = (who: Who, visibility: string) =>
      callRaw(visibilityRoute, `/api/v1/skills/${SKILLS.internal}/visibility`, {
        method: "POST",
        token: tokenOf(who),
        params: { slug: SKILLS.internal },
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ visibility }),
      });
    const codeOf = async (response: Response) => [response.status, ((await response.json()) as { error?: { code: string } }).error?.code];
    expect(await codeOf(await call("anonymous", "public"))).toEqual([401, "UNAUTHENTICATED"]);
    expect(await codeOf(await call("publisher", "public"))).toEqual([403, "ORG_ROLE_REQUIRED"]);
    expect(await codeOf(await call("admin", "everyone"))).toEqual([400, "VISIBILITY_INVALID"]);
    const done = await call("admin", "internal");
    expect(await done.json()).toEqual({ ok: true, slug: SKILLS.internal, visibility: "internal", changed: false });
  });

  test("a publish that names another visibility than the skill's is refused (VISIBILITY_MISMATCH)", async () => {
    await expectCode(publishFixture({ actor: people.publisher.actor, slug: SKILLS.private, version: "1.0.1", visibility: "public" }), "VISIBILITY_MISMATCH");
    const same = await publishFixture({ actor: people.publisher.actor, slug: SKILLS.private, version: "1.0.1", visibility: "private" });
    expect(same.skill.visibility).toBe("private");
  });
});

// The API surfaces (tests/access/surfaces.ts) that name a skill or list skills, and where each is
// probed for every visibility × viewer above. A new route registered with such a rule and not
// added here fails: add it to probes() (or the lists test) first.
const PROBED: Record<string, string> = {
  "api/v1/skills/[slug]/route.ts": "skill, qualified skill",
  "api/skill/route.ts": "legacy skill",
  "api/v1/skills/[slug]/versions/route.ts": "versions",
  "api/v1/skills/[slug]/versions/[version]/route.ts": "version",
  "api/v1/skills/[slug]/versions/[version]/scan/route.ts": "scan",
  "api/v1/skills/[slug]/versions/[version]/validation/route.ts": "validation",
  "api/v1/skills/[slug]/versions/[version]/attestation/route.ts": "attestation",
  "api/v1/skills/[slug]/versions/[version]/metadata/route.ts": "metadata",
  "api/v1/skills/[slug]/versions/[version]/prompt/route.ts": "prompt",
  "api/v1/skills/[slug]/file/route.ts": "file",
  "api/v1/download/route.ts": "download",
  "api/download/route.ts": "legacy download",
  "api/v1/skills/[slug]/install/route.ts": "install",
  "api/v1/skills/[slug]/install-hints/route.ts": "install-hints",
  "api/v1/skills/[slug]/moderation/route.ts": "moderation",
  "api/v1/skills/[slug]/verify/route.ts": "verify",
  "api/v1/skills/[slug]/card/route.ts": "card",
  "api/v1/resolve/route.ts": "resolve",
  "api/skill/resolve/route.ts": "legacy resolve",
  "api/v1/skills/-/scan/download/[slug]/route.ts": "published scan",
  "api/v1/skills/-/security-verdicts/route.ts": "security verdicts (batch)",
  "api/v1/skills/[slug]/visibility/route.ts": "POST visibility",
  "api/v1/skills/route.ts": "lists",
  "api/v1/search/route.ts": "clawhub search",
  "api/search/route.ts": "clawhub search (legacy)",
  "api/v1/trending/route.ts": "lists",
  "api/v1/categories/route.ts": "lists",
  "api/v1/changes/route.ts": "the change feed (and tests/integration/api/changes-readers.test.ts)",
};
// Not probed per visibility here (writes, or uploads that name no stored skill); say why.
const NOT_HERE: Record<string, string> = {
  "api/v1/skills/[slug]/report/route.ts": "a write: reports go through seeSkill (tests/integration/moderation/report-automation.test.ts)",
  "api/cli/telemetry/install/route.ts": "a write: install telemetry (tests/integration/catalog/lifecycle.test.ts)",
  "api/v1/stars/[slug]/route.ts": "a write: stars (tests/integration/catalog/lifecycle.test.ts, tests/security/scopes.test.ts)",
  "api/v1/stars/route.ts": "the caller's own stars (tests/integration/catalog/lifecycle.test.ts)",
  "api/v1/skills/-/scan/route.ts": "scans an uploaded bundle, no stored skill (tests/integration/api/client-compat-routes.test.ts)",
  "api/v1/skills/-/scan/[scanId]/route.ts": "the caller's own scan (tests/integration/api/client-compat-routes.test.ts)",
  "api/v1/skills/-/scan/[scanId]/download/route.ts": "the caller's own scan (tests/integration/api/client-compat-routes.test.ts)",
  "api/v1/skills/-/check/route.ts": "a publish pre-check (tests/security/leaks.test.ts)",
};

describe("the surface list", () => {
  test("every API surface that names or lists skills is probed here for every visibility, or says where it is tested", () => {
    const serving = SURFACES.filter(
      (surface) =>
        surface.file.startsWith("api/") &&
        surface.asks.some((ask) => ["skill", "listed", "public-feed", "readable"].includes(ask) || ask.startsWith("version:")),
    ).map((surface) => surface.file);
    expect(serving.filter((file) => !(file in PROBED) && !(file in NOT_HERE))).toEqual([]);
    expect(Object.keys({ ...PROBED, ...NOT_HERE }).filter((file) => !serving.includes(file))).toEqual([]);
  });
});
