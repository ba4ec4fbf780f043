// GET /api/v1/skills/{slug}, /moderation and the legacy /api/skill: the shape the real clawhub CLI
// parses, the moderation object it checks before installing, and who sees hidden or deleted skills.
import { beforeAll, describe, expect, test } from "vitest";
import { GET as legacySkill } from "@/app/api/skill/route";
import { GET as moderationRoute } from "@/app/api/v1/skills/[slug]/moderation/route";
import { GET as skillRoute } from "@/app/api/v1/skills/[slug]/route";
import { skillDetailSchema } from "@/lib/api-schemas/skill-detail";
import { skillModerationDetailSchema } from "@/lib/api-schemas/skill-moderation";
import { blockVersion, hideSkill } from "@/lib/moderation";
import { deleteSkill, setDistTag, withdrawVersion } from "@/lib/publish";
import { suspiciousFiles } from "../helpers/flagged-content";
import { publishFixture } from "../helpers/publish-fixture";
import { acceptedByCli, clawhub } from "./clawhub-schemas";
import { callRaw, expectError, tokenUser, type TokenUser } from "./route-helpers";

let owner: TokenUser;
let stranger: TokenUser;
let moderator: TokenUser;

const get = (slug: string, init: { token?: string; query?: string } = {}) =>
  callRaw(skillRoute, `/api/v1/skills/${slug}${init.query ?? ""}`, { params: { slug }, token: init.token });

beforeAll(async () => {
  owner = await tokenUser({ handle: "detail-owner" });
  stranger = await tokenUser({ handle: "detail-stranger" });
  moderator = await tokenUser({ handle: "detail-mod", role: "MODERATOR" });
  const manifest = "metadata:\n  openclaw:\n    os: [linux, darwin]\n    requires:\n      bins: [jq]\n      env: [WEATHER_KEY]\nlicense: MIT-0";
  await publishFixture({
    actor: owner.actor,
    slug: "weather",
    version: "1.0.0",
    changelog: "first",
    content: { description: `Weather forecasts for a city.\n${manifest}` },
  });
  await publishFixture({ actor: owner.actor, slug: "weather", version: "1.1.0-beta.1", content: { description: `Weather forecasts, beta.\n${manifest}` } });
  await setDistTag({ actor: owner.actor, slug: "weather", tag: "beta", version: "1.1.0-beta.1" });
});

describe("skill detail", () => {
  test("the real CLI's schema accepts it; latest, tags, stats, requirements and owner are filled in", async () => {
    const response = await get("weather");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    const body = acceptedByCli(clawhub.ApiV1SkillResponseSchema, skillDetailSchema.parse(await response.json()));
    expect(body.skill).toMatchObject({ slug: "weather", tags: { latest: "1.0.0", beta: "1.1.0-beta.1" }, stats: { versions: 2, downloads: 0, stars: 0 } });
    expect(body.latestVersion).toMatchObject({
      version: "1.0.0",
      changelog: "first",
      license: "MIT-0",
      digest: expect.stringMatching(/^sha256:[0-9a-f]{64}$/),
    });
    expect(body.metadata).toEqual({ setup: [{ key: "WEATHER_KEY", required: true }], os: ["linux", "darwin"], systems: null, bins: ["jq"] });
    expect(body.owner).toMatchObject({ handle: "detail-owner", kind: "user" });
    expect(body.moderation).toMatchObject({ isSuspicious: false, isMalwareBlocked: false, verdict: "clean", status: "active", reasonCodes: [] });
  });

  test("a suspicious skill says so (the CLI then wants --force), with the rules behind it", async () => {
    await publishFixture({ actor: owner.actor, slug: "sketchy", version: "1.0.0", content: { files: suspiciousFiles } });
    const body = skillDetailSchema.parse(await (await get("sketchy")).json());
    expect(body.moderation).toMatchObject({ isSuspicious: true, isMalwareBlocked: false, verdict: "suspicious", reviewState: "PENDING" });
    expect(body.moderation.reasonCodes.length).toBeGreaterThan(0);
    const moderation = acceptedByCli(
      clawhub.ApiV1SkillModerationResponseSchema,
      skillModerationDetailSchema.parse(await (await callRaw(moderationRoute, "/api/v1/skills/sketchy/moderation", { params: { slug: "sketchy" } })).json()),
    );
    expect(moderation.moderation.evidence[0]).toMatchObject({ file: "scripts/install.sh", line: 3, code: expect.any(String) });
    expect(moderation.moderation.legacyReason).toBeNull();
  });

  test("every version blocked: no latest version and isMalwareBlocked, so the CLI refuses", async () => {
    await publishFixture({ actor: owner.actor, slug: "blocked-all", version: "1.0.0" });
    await blockVersion({ actor: moderator.actor, slug: "blocked-all", version: "1.0.0", reason: "credential theft" });
    const body = acceptedByCli(clawhub.ApiV1SkillResponseSchema, skillDetailSchema.parse(await (await get("blocked-all")).json()));
    expect(body.latestVersion).toBeNull();
    expect(body.moderation).toMatchObject({ isMalwareBlocked: true, verdict: "malicious" });
    const moderation = skillModerationDetailSchema.parse(
      await (await callRaw(moderationRoute, "/api/v1/skills/blocked-all/moderation", { params: { slug: "blocked-all" }, token: owner.token })).json(),
    );
    expect(moderation.moderation).toMatchObject({ isMalwareBlocked: true, legacyReason: "credential theft", version: "1.0.0" });
  });

  test("all versions withdrawn: visible, no latest, not malware", async () => {
    await publishFixture({ actor: owner.actor, slug: "retired", version: "1.0.0" });
    await withdrawVersion({ actor: owner.actor, slug: "retired", version: "1.0.0" });
    const body = skillDetailSchema.parse(await (await get("retired")).json());
    expect(body.latestVersion).toBeNull();
    expect(body.skill.tags).toEqual({});
    expect(body.moderation.isMalwareBlocked).toBe(false);
  });

  test("hidden: not found for others, visible (privately) for the owner and moderators with its status", async () => {
    await publishFixture({ actor: owner.actor, slug: "under-review", version: "1.0.0" });
    await hideSkill({ actor: moderator.actor, slug: "under-review", reason: "reports" });
    await expectError(await get("under-review"), 404, "SKILL_NOT_FOUND");
    await expectError(await get("under-review", { token: stranger.token }), 404, "SKILL_NOT_FOUND");
    for (const viewer of [owner, moderator]) {
      const response = await get("under-review", { token: viewer.token });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(skillDetailSchema.parse(await response.json()).moderation.status).toBe("hidden");
    }
  });

  test("deleted: gone (410) for others, still readable by its owner as deleted", async () => {
    await publishFixture({ actor: owner.actor, slug: "deleted-detail", version: "1.0.0" });
    await deleteSkill({ actor: owner.actor, slug: "deleted-detail" });
    await expectError(await get("deleted-detail"), 410, "SKILL_GONE");
    expect(skillDetailSchema.parse(await (await get("deleted-detail", { token: owner.token })).json()).moderation.status).toBe("deleted");
  });

  test("?ownerHandle= must name the owner; malformed references are 400; unknown slugs or names 'Skill not found'", async () => {
    expect((await get("weather", { query: "?ownerHandle=@Detail-Owner" })).status).toBe(200);
    await expectError(await get("weather", { query: "?ownerHandle=someone-else" }), 404, "SKILL_NOT_FOUND");
    // Not a slug, but it could be a skill's name (GoClaw looks skills up by name): not found, not malformed.
    await expectError(await callRaw(skillRoute, "/api/v1/skills/x", { params: { slug: "bad--slug" } }), 404, "SKILL_NOT_FOUND");
    // "a/b" is owner-qualified (issue 22): b owned by a, which does not exist. Two slashes are malformed.
    await expectError(await callRaw(skillRoute, "/api/v1/skills/x", { params: { slug: "a/b" } }), 404, "SKILL_NOT_FOUND");
    await expectError(await callRaw(skillRoute, "/api/v1/skills/x", { params: { slug: "a/b/c" } }), 400, "VALIDATION_FAILED");
    await expectError(await callRaw(skillRoute, "/api/v1/skills/x", { params: { slug: "x".repeat(129) } }), 400, "VALIDATION_FAILED");
    expect(await expectError(await get("nope-not-here"), 404, "SKILL_NOT_FOUND")).toBe("Skill not found");
  });

  test("an invalid token is 401, not a public answer", async () => {
    await expectError(await get("weather", { token: "clh_not-a-real-token" }), 401, "UNAUTHENTICATED");
  });

  test("legacy /api/skill?slug= answers the old shape (latestVersion left out, never null)", async () => {
    const body = acceptedByCli(clawhub.ApiSkillMetaResponseSchema, await (await callRaw(legacySkill, "/api/skill?slug=weather")).json());
    expect(body).toMatchObject({ latestVersion: { version: "1.0.0" } });
    const retired = (await (await callRaw(legacySkill, "/api/skill?slug=retired")).json()) as Record<string, unknown>;
    acceptedByCli(clawhub.ApiSkillMetaResponseSchema, retired);
    expect("latestVersion" in retired).toBe(false);
    await expectError(await callRaw(legacySkill, "/api/skill"), 400, "VALIDATION_FAILED");
  });
});
