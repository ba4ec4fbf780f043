// What OpenClaw asks before and after it installs (POST /api/v1/skills/-/security-verdicts,
// GET /api/v1/skills/{slug}/verify and /card), answered from real publishes, scans, moderator
// decisions and signed statements. Decisions and reason codes are asserted, since OpenClaw branches
// on them: a blocked version must carry a blocking reason, a suspicious one a warning.
import { createHash } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { POST as verdictsRoute } from "@/app/api/v1/skills/-/security-verdicts/route";
import { GET as cardRoute } from "@/app/api/v1/skills/[slug]/card/route";
import { GET as verifyRoute } from "@/app/api/v1/skills/[slug]/verify/route";
import { securityVerdictsSchema, skillVerificationSchema } from "@/lib/api-schemas/skill-verification";
import { blockVersion, hideSkill } from "@/lib/moderation";
import { withdrawVersion } from "@/lib/publish";
import { suspiciousFiles } from "../helpers/flagged-content";
import { publishFixture } from "../helpers/publish-fixture";
import { acceptedByCli, clawhub } from "../catalog/clawhub-schemas";
import { callRaw, expectError, tokenUser, type TokenUser } from "../catalog/route-helpers";

let owner: TokenUser;
let moderator: TokenUser;

type Item = { slug: string; ownerHandle?: string; version: string; tag?: string };

function verdicts(items: unknown, token?: string) {
  return callRaw(verdictsRoute, "/api/v1/skills/-/security-verdicts", {
    method: "POST",
    body: JSON.stringify({ items }),
    headers: { "content-type": "application/json" },
    token,
  });
}

async function verdictsOk(items: Item[], token?: string) {
  const response = await verdicts(items, token);
  expect(response.status, await response.clone().text()).toBe(200);
  return securityVerdictsSchema.parse(await response.json()).items;
}

function verify(slug: string, query = "", token?: string) {
  return callRaw(verifyRoute, `/api/v1/skills/${slug}/verify${query}`, { params: { slug }, token });
}

function card(slug: string, query = "") {
  return callRaw(cardRoute, `/api/v1/skills/${slug}/card${query}`, { params: { slug } });
}

beforeAll(async () => {
  owner = await tokenUser({ handle: "oc-owner" });
  moderator = await tokenUser({ handle: "oc-mod", role: "MODERATOR" });
  await publishFixture({ actor: owner.actor, slug: "oc-clean", version: "1.0.0", content: { files: { "scripts/run.sh": "#!/bin/sh\necho hello\n" } } });
  await publishFixture({ actor: owner.actor, slug: "oc-clean", version: "1.1.0" });
  await publishFixture({ actor: owner.actor, slug: "oc-suspect", version: "1.0.0", content: { files: suspiciousFiles } });
  await publishFixture({ actor: owner.actor, slug: "oc-blocked", version: "1.0.0" });
  await publishFixture({ actor: owner.actor, slug: "oc-blocked", version: "2.0.0" });
  await blockVersion({ actor: moderator.actor, slug: "oc-blocked", version: "2.0.0", reason: "exfiltrates keys" });
  await publishFixture({ actor: owner.actor, slug: "oc-withdrawn", version: "1.0.0" });
  await publishFixture({ actor: owner.actor, slug: "oc-withdrawn", version: "1.0.1" });
  await withdrawVersion({ actor: owner.actor, slug: "oc-withdrawn", version: "1.0.0", reason: "broken" });
  await publishFixture({ actor: owner.actor, slug: "oc-hidden", version: "1.0.0" });
  await hideSkill({ actor: moderator.actor, slug: "oc-hidden", reason: "spam" });
  await publishFixture({
    actor: owner.actor,
    slug: "oc-escape",
    version: "1.0.0",
    content: { description: "Prints \u001b[31mred\u001b[0m text | and \u202eevil\u202c bidi.", body: "# escape\n\nUse this skill to test escapes.\n" },
  });
});

describe("POST /api/v1/skills/-/security-verdicts", () => {
  test("answers each item in order, echoing what was asked, with ClawHub's decisions and reasons", async () => {
    const items = await verdictsOk([
      { slug: "oc-clean", ownerHandle: "oc-owner", version: "1.0.0" },
      { slug: "oc-suspect", version: "1.0.0" },
      { slug: "oc-blocked", ownerHandle: "@OC-Owner", version: "2.0.0" },
      { slug: "oc-withdrawn", version: "1.0.0" },
      { slug: "oc-nope", version: "1.0.0" },
      { slug: "oc-clean", version: "9.9.9" },
      { slug: "oc-clean", ownerHandle: "someone-else", version: "1.0.0" },
    ]);
    expect(items.map((item) => [item.requestedSlug, item.requestedOwnerHandle ?? null, item.requestedVersion])).toEqual([
      ["oc-clean", "oc-owner", "1.0.0"],
      ["oc-suspect", null, "1.0.0"],
      ["oc-blocked", "oc-owner", "2.0.0"],
      ["oc-withdrawn", null, "1.0.0"],
      ["oc-nope", null, "1.0.0"],
      ["oc-clean", null, "9.9.9"],
      ["oc-clean", "someone-else", "1.0.0"],
    ]);
    const [clean, suspect, blocked, withdrawn, unknown, noVersion, wrongOwner] = items;
    expect(clean).toMatchObject({
      ok: true,
      decision: "pass",
      reasons: [],
      slug: "oc-clean",
      version: "1.0.0",
      publisherHandle: "oc-owner",
      security: { status: "clean", passed: true },
    });
    expect(clean!.securityAuditUrl).toBe("http://hub.test/oc-owner/oc-clean/security?version=1.0.0");
    expect(clean!.overview.length).toBeGreaterThan(0);
    expect(suspect).toMatchObject({ ok: false, decision: "fail", version: "1.0.0", security: { status: "suspicious", passed: false }, installable: true });
    expect(suspect!.reasons).toContain("security.status_not_clean");
    expect(suspect!.overview).toMatch(/cred-cloud-files/);
    expect(blocked).toMatchObject({ ok: false, decision: "fail", version: "2.0.0", installable: false });
    expect(blocked!.reasons).toContain("moderation.blocked");
    expect(withdrawn).toMatchObject({ version: null, error: { code: "version_unavailable" } });
    expect(unknown).toMatchObject({ version: null, error: { code: "skill_not_found" } });
    expect(noVersion).toMatchObject({ version: null, error: { code: "version_not_found" } });
    expect(wrongOwner).toMatchObject({ version: null, error: { code: "skill_not_found" } });
  });

  test("a skill only its owner and moderators may see is not found for anyone else, and answered for them", async () => {
    const [anonymous] = await verdictsOk([{ slug: "oc-hidden", version: "1.0.0" }]);
    expect(anonymous).toMatchObject({ error: { code: "skill_not_found" } });
    const [forOwner] = await verdictsOk([{ slug: "oc-hidden", version: "1.0.0" }], owner.token);
    expect(forOwner).toMatchObject({ ok: true, version: "1.0.0" });
  });

  test("owner-qualified slugs resolve like ownerHandle; a disagreeing ownerHandle is refused", async () => {
    const [item] = await verdictsOk([{ slug: "oc-owner/oc-clean", version: "1.1.0" }]);
    expect(item).toMatchObject({ ok: true, slug: "oc-clean", version: "1.1.0", requestedOwnerHandle: "oc-owner" });
    await expectError(await verdicts([{ slug: "oc-owner/oc-clean", ownerHandle: "mallory", version: "1.1.0" }]), 400, "VALIDATION_FAILED");
  });

  test("100 items in one batch are answered; 101, none, duplicates, tags and bad versions are refused whole", async () => {
    const many = Array.from({ length: 100 }, (_, index) => ({ slug: index % 2 ? "oc-clean" : "oc-suspect", version: `1.0.${index}` }));
    many[0] = { slug: "oc-suspect", version: "1.0.0" };
    const items = await verdictsOk(many);
    expect(items).toHaveLength(100);
    expect(items[0]).toMatchObject({ version: "1.0.0" });
    expect(items[1]).toMatchObject({ error: { code: "version_not_found" } });
    await expectError(await verdicts([...many, { slug: "oc-clean", version: "1.0.0" }]), 400, "VALIDATION_FAILED");
    await expectError(await verdicts([]), 400, "VALIDATION_FAILED");
    await expectError(
      await verdicts([
        { slug: "oc-clean", version: "1.0.0" },
        { slug: "OC-CLEAN", version: "1.0.0" },
      ]),
      400,
      "VALIDATION_FAILED",
    );
    await expectError(await verdicts([{ slug: "oc-clean", version: "1.0.0", tag: "latest" }]), 400, "VALIDATION_FAILED");
    await expectError(await verdicts([{ slug: "oc-clean", version: "1.0.0/../x" }]), 400, "VALIDATION_FAILED");
    await expectError(await verdicts([{ slug: "../etc", version: "1.0.0" }]), 400, "VALIDATION_FAILED");
    await expectError(await verdicts("not-a-list"), 400, "VALIDATION_FAILED");
  });
});

describe("GET /api/v1/skills/{slug}/verify and /card", () => {
  test("a clean version: pass, every file's sha256, the card's hash, the signed statement; the clawhub CLI accepts it", async () => {
    const response = await verify("oc-clean", "?version=1.0.0&ownerHandle=oc-owner");
    expect(response.status).toBe(200);
    const body = skillVerificationSchema.parse(acceptedByCli(clawhub.ApiV1SkillVerifyResponseSchema, await response.json()));
    expect(body).toMatchObject({
      ok: true,
      decision: "pass",
      reasons: [],
      version: "1.0.0",
      resolvedFrom: "version",
      publisherHandle: "oc-owner",
      installable: true,
    });
    expect(body.artifact.files.map((file) => file.path)).toEqual(["SKILL.md", "scripts/run.sh"]);
    expect(body.artifact.files[1]!.sha256).toBe(createHash("sha256").update("#!/bin/sh\necho hello\n").digest("hex"));
    expect(body.signature).toMatchObject({ status: "signed", algorithm: "Ed25519" });
    const statement = JSON.parse((body.signature as { payload: string }).payload) as { digest: string; verdict: string };
    expect(statement).toMatchObject({ digest: body.artifact.digest, verdict: "clean" });
    expect(body.card.available).toBe(true);
    const cardResponse = await card("oc-clean", new URL(body.card.url!).search);
    expect(cardResponse.status).toBe(200);
    expect(cardResponse.headers.get("content-type")).toContain("text/markdown");
    const text = Buffer.from(await cardResponse.arrayBuffer());
    expect(createHash("sha256").update(text).digest("hex")).toBe(body.card.sha256);
    expect(text.length).toBe(body.card.size);
    expect(text.toString()).toContain(body.artifact.digest);
  });

  test("latest and dist-tags resolve; version and tag together, unknown versions and skills are errors with codes", async () => {
    expect(skillVerificationSchema.parse(await (await verify("oc-clean")).json())).toMatchObject({ version: "1.1.0", resolvedFrom: "latest" });
    expect(skillVerificationSchema.parse(await (await verify("oc-clean", "?tag=latest")).json())).toMatchObject({
      version: "1.1.0",
      resolvedFrom: "tag",
      tag: "latest",
    });
    await expectError(await verify("oc-clean", "?version=1.0.0&tag=latest"), 400, "VALIDATION_FAILED");
    await expectError(await verify("oc-clean", "?version=3.0.0"), 404, "VERSION_NOT_FOUND");
    await expectError(await verify("oc-nope"), 404, "SKILL_NOT_FOUND");
    await expectError(await verify("oc-clean", "?ownerHandle=mallory"), 404, "SKILL_NOT_FOUND");
    await expectError(await verify("oc-hidden"), 404, "SKILL_NOT_FOUND");
    await expectError(await verify("oc-clean", "?reference=skills-sh:a/b/c"), 400, "VALIDATION_FAILED");
  });

  test("suspicious, blocked and withdrawn versions are answered with ok:false and their reasons; blocked ones have no card", async () => {
    const suspect = skillVerificationSchema.parse(await (await verify("oc-suspect", "?version=1.0.0")).json());
    expect(suspect).toMatchObject({ ok: false, decision: "fail", installable: true, security: { status: "suspicious", passed: false } });
    expect(suspect.security.signals.staticScan.reasonCodes).toContain("cred-cloud-files");
    const blocked = skillVerificationSchema.parse(
      acceptedByCli(clawhub.ApiV1SkillVerifyResponseSchema, await (await verify("oc-blocked", "?version=2.0.0")).json()),
    );
    expect(blocked).toMatchObject({ ok: false, decision: "fail", installable: false, card: { available: false, url: null } });
    expect(blocked.reasons).toContain("moderation.blocked");
    await expectError(await card("oc-blocked", "?version=2.0.0"), 403, "VERSION_BLOCKED");
    const withdrawn = skillVerificationSchema.parse(await (await verify("oc-withdrawn", "?version=1.0.0")).json());
    expect(withdrawn).toMatchObject({ ok: false, installable: false });
    expect(withdrawn.reasons).toContain("version.withdrawn");
    expect((await card("oc-withdrawn", "?version=1.0.0")).status).toBe(200);
  });

  test("the card carries no terminal control characters or table-breaking pipes from publisher text", async () => {
    const text = await (await card("oc-escape")).text();
    expect(text).toContain("Prints");
    expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f\u202a-\u202e]/);
    // Every table row keeps its two cells: publisher text cannot add a column.
    for (const row of text.split("\n").filter((line) => line.startsWith("| "))) expect(row.split("|")).toHaveLength(4);
  });
});
