// Strict Agent Skills hosts against the API: a non-conforming skill must never reach the prompt
// metadata. Skills published through the clawhub CLI's route, then read as such a host reads them:
// the <available_skills> entry with its validity (and a strict mode that refuses the rest), lists
// and searches filtered to what loads, references resolved the way the host resolves them, and the
// demo catalog judged by the folder it installs into, not the `<slug>/<version>/` one it is read from.
import { beforeAll, describe, expect, test } from "vitest";
import { GET as searchRoute } from "@/app/api/v1/search/route";
import { GET as fileRoute } from "@/app/api/v1/skills/[slug]/file/route";
import { GET as promptRoute } from "@/app/api/v1/skills/[slug]/versions/[version]/prompt/route";
import { GET as listRoute } from "@/app/api/v1/skills/route";
import { db } from "@/lib/db";
import { seedDemoSkills } from "@/lib/seed/seed-demo-skills";
import { errorCode } from "../auth/call-route";
import { callRoute, expectError, fixtureFiles, getJson, publishMultipart, published, tokenUser, type TokenUser } from "./runtime-api";

type Prompt = { name: string; valid: boolean; invalidReason: string | null; runtime: string; xml: string };

let author: TokenUser;

const prompt = (slug: string, query = "") =>
  callRoute(promptRoute, `/api/v1/skills/${slug}/versions/latest/prompt${query}`, { params: { slug, version: "latest" } });

beforeAll(async () => {
  author = await tokenUser({ handle: "spec-author" });
  for (const [slug, dir] of [
    ["conforming", "agentskills/conforming"],
    ["upper-case-name", "agentskills/upper-case-name"],
    ["long-description", "agentskills/long-description"],
  ]) {
    await published(publishMultipart(author, { slug: slug!, files: fixtureFiles(dir!) }));
  }
});

describe("strict Agent Skills hosts", () => {
  test("the prompt entry says whether the skill conforms; strict mode serves only conforming ones", async () => {
    const good = (await (await prompt("conforming")).json()) as Prompt;
    expect(good).toMatchObject({ name: "conforming", runtime: "agentskills", valid: true, invalidReason: null });
    expect((await prompt("conforming", "?mode=strict")).status).toBe(200);

    for (const slug of ["upper-case-name", "long-description"]) {
      const entry = (await (await prompt(slug)).json()) as Prompt;
      expect(entry.valid, slug).toBe(false);
      expect(entry.invalidReason, slug).toEqual(expect.any(String));
      const strict = await prompt(slug, "?mode=strict");
      expect(strict.status, slug).toBe(422);
      expect(await errorCode(strict)).toBe("SKILL_NOT_CONFORMING");
      expect(await errorCode(await prompt(slug, "?strict=true&format=xml"))).toBe("SKILL_NOT_CONFORMING");
    }
    // Another runtime's rules on request: Claude rejects the 1,025-character description too; skills.sh does not.
    expect(((await (await prompt("long-description", "?runtime=skills-sh")).json()) as Prompt).valid).toBe(true);
    expect(((await (await prompt("long-description", "?runtime=claude")).json()) as Prompt).valid).toBe(false);
  });

  test("lists and searches keep only skills that load under a runtime (?runtime=agentskills)", async () => {
    const all = await getJson<{ items: Array<{ slug: string }> }>(listRoute, "/api/v1/skills?sort=name");
    expect(all.items.map((item) => item.slug)).toEqual(["conforming", "long-description", "upper-case-name"]);
    const loading = await getJson<{ items: Array<{ slug: string }> }>(listRoute, "/api/v1/skills?sort=name&runtime=agentskills");
    expect(loading.items.map((item) => item.slug)).toEqual(["conforming"]);
    const found = await getJson<{ results: Array<{ slug: string }> }>(searchRoute, "/api/v1/search?q=skills&runtime=agentskills");
    expect(found.results.map((r) => r.slug)).toEqual(["conforming"]);
    await expectError(await callRoute(listRoute, "/api/v1/skills?runtime=nonsense"), 400, "VALIDATION_FAILED");
  });

  test("references resolve as the host resolves them, and never leave the skill", async () => {
    const file = (path: string) => callRoute(fileRoute, `/api/v1/skills/conforming/file?path=${encodeURIComponent(path)}`, { params: { slug: "conforming" } });
    for (const path of ["references/guide.md", "./references/guide.md", "references/./guide.md", "./references//guide.md", "references\\guide.md"]) {
      const response = await file(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain("Step one");
    }
    expect(await (await file("references/../SKILL.md")).text()).toContain("name: conforming");
    await expectError(await file("../SKILL.md"), 422, "BUNDLE_PATH_TRAVERSAL");
    await expectError(await file("references/../../conforming/SKILL.md"), 422, "BUNDLE_PATH_TRAVERSAL");
    await expectError(await file("/SKILL.md"), 422, "BUNDLE_ABSOLUTE_PATH");
    await expectError(await file("%2e%2e/SKILL.md"), 404, "FILE_NOT_FOUND");
    await expectError(await file("./references/missing.md"), 404, "FILE_NOT_FOUND");
  });

  test("demo skills are judged by the folder they install into (their slug), not <slug>/<version>/", async () => {
    await seedDemoSkills();
    const versions = await db.skillVersion.findMany({ select: { compatibility: true, manifest: true, skill: { select: { slug: true } }, version: true } });
    const seeded = versions.filter((v) => !["conforming", "upper-case-name", "long-description"].includes(v.skill.slug));
    expect(seeded.length).toBeGreaterThan(20);
    for (const version of seeded) {
      const agentskills = (version.compatibility as Record<string, { loads: boolean; reason?: string }>).agentskills!;
      expect(agentskills.reason ?? "", `${version.skill.slug}@${version.version}`).not.toMatch(/Directory name/i);
      const name = (version.manifest as { name?: string }).name;
      if (name === version.skill.slug) expect(agentskills.loads, `${version.skill.slug}@${version.version}: ${agentskills.reason}`).toBe(true);
    }
  });
});
