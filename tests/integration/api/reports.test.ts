// Per-version reports: scan (JSON and SARIF), validation, and the <available_skills> prompt entry.
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { toPrompt } from "skills-ref";
import { afterAll, describe, expect, test } from "vitest";
import { GET as getPrompt } from "@/app/api/v1/skills/[slug]/versions/[version]/prompt/route";
import { promptResponseSchema } from "@/lib/api-schemas/routes/version-prompt";
import { GET as getScan } from "@/app/api/v1/skills/[slug]/versions/[version]/scan/route";
import { scanResponseSchema } from "@/lib/api-schemas/routes/version-scan";
import { GET as getValidation } from "@/app/api/v1/skills/[slug]/versions/[version]/validation/route";
import { validationResponseSchema } from "@/lib/api-schemas/routes/version-validation";
import { getBlobStore } from "@/lib/blobs";
import { db } from "@/lib/db";
import { blockVersion, clearVersion } from "@/lib/moderation";
import { deleteSkill } from "@/lib/publish";
import { callRoute, errorCode, json } from "../auth/call-route";
import { createActor } from "../helpers/create-actor";
import { suspiciousFiles } from "../helpers/flagged-content";
import { publishFixture } from "../helpers/publish-fixture";
import { versionPath } from "./api-helpers";

const scratch: string[] = [];
afterAll(async () => Promise.all(scratch.map((dir) => rm(dir, { recursive: true, force: true }))));

function call(route: typeof getScan, slug: string, version: string, leaf: string, query = "") {
  const { path: url, params } = versionPath(slug, version, leaf, query);
  return callRoute(route, url, { params });
}

describe("scan report", () => {
  test("JSON lists every finding to the line with the rules it cites", async () => {
    const owner = await createActor();
    await publishFixture({ actor: owner, slug: "piped-installer", version: "1.0.0", content: { files: suspiciousFiles } });
    const response = await call(getScan, "piped-installer", "1.0.0", "scan");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    const body = scanResponseSchema.parse(await response.json());
    expect(body.report.verdict).toBe("suspicious");
    expect(body.state).toMatchObject({ status: "active", verdict: "suspicious", reviewState: "PENDING", installable: true });
    const finding = body.report.findings.find((f) => f.file === "scripts/install.sh");
    expect(finding).toMatchObject({ line: 3, severity: "high" });
    expect(body.rules.map((rule) => rule.id).sort()).toEqual([...new Set(body.report.findings.map((f) => f.ruleId))].sort());
  });

  test("SARIF 2.1.0 carries the same findings with bundle-path locations", async () => {
    const owner = await createActor();
    await publishFixture({ actor: owner, slug: "sarif-skill", version: "1.0.0", content: { files: suspiciousFiles } });
    const json = scanResponseSchema.parse(await (await call(getScan, "sarif-skill", "1.0.0", "scan")).json());
    const response = await call(getScan, "sarif-skill", "1.0.0", "scan", "?format=sarif");
    expect(response.headers.get("content-type")).toBe("application/sarif+json");
    const sarif = (await response.json()) as {
      version: string;
      runs: Array<{
        tool: { driver: { name: string } };
        results: Array<{ ruleId: string; locations: Array<{ physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }> }>;
        properties: { skill: unknown };
      }>;
    };
    expect(sarif.version).toBe("2.1.0");
    const run = sarif.runs[0]!;
    expect(run.tool.driver.name).toBe("skillvault-scanner");
    expect(run.properties.skill).toEqual({ slug: "sarif-skill", version: "1.0.0", status: "active" });
    expect(
      run.results.map((r) => [r.ruleId, r.locations[0]!.physicalLocation.artifactLocation.uri, r.locations[0]!.physicalLocation.region.startLine]),
    ).toEqual(json.report.findings.map((f) => [f.ruleId, f.file, f.line]));
  });

  test("a moderator's decision shows as the effective verdict next to the scanner's own", async () => {
    const owner = await createActor();
    const moderator = await createActor({ role: "MODERATOR" });
    await publishFixture({ actor: owner, slug: "cleared-skill", version: "1.0.0", content: { files: suspiciousFiles } });
    await clearVersion({ actor: moderator, slug: "cleared-skill", version: "1.0.0", reason: "the installer host is the vendor's" });
    const body = scanResponseSchema.parse(await json(await call(getScan, "cleared-skill", "1.0.0", "scan")));
    expect(body.report.verdict).toBe("suspicious");
    expect(body.state).toMatchObject({ verdict: "clean", reviewState: "CLEARED" });
  });

  test("bad format, missing version, blocked and deleted states", async () => {
    const owner = await createActor();
    const moderator = await createActor({ role: "MODERATOR" });
    await publishFixture({ actor: owner, slug: "report-states", version: "1.0.0" });
    await publishFixture({ actor: owner, slug: "report-states", version: "1.0.1" });
    expect(await errorCode(await call(getScan, "report-states", "1.0.0", "scan", "?format=pdf"))).toBe("VALIDATION_FAILED");
    expect(await errorCode(await call(getScan, "report-states", "3.0.0", "scan"))).toBe("VERSION_NOT_FOUND");
    expect(await errorCode(await call(getValidation, "report-states", "3.0.0", "validation"))).toBe("VERSION_NOT_FOUND");
    await blockVersion({ actor: moderator, slug: "report-states", version: "1.0.1", reason: "bad" });
    const blocked = scanResponseSchema.parse(await json(await call(getScan, "report-states", "1.0.1", "scan")));
    expect(blocked.state).toMatchObject({ status: "blocked", installable: false });
    await deleteSkill({ actor: owner, slug: "report-states" });
    expect(await errorCode(await call(getScan, "report-states", "1.0.0", "scan"))).toBe("SKILL_GONE");
    expect(await errorCode(await call(getValidation, "report-states", "1.0.0", "validation"))).toBe("SKILL_GONE");
    expect(await errorCode(await call(getPrompt, "report-states", "1.0.0", "prompt"))).toBe("SKILL_GONE");
  });
});

describe("validation report", () => {
  test("lists diagnostics with locations, per-dialect verdicts and runtime compatibility", async () => {
    const owner = await createActor();
    // No `license`, a long body: enough for warnings without failing the publish gate.
    await publishFixture({ actor: owner, slug: "validated-skill", version: "1.0.0", content: { body: `# Validated\n\nSee [missing](references/nope.md).\n` } });
    const response = await call(getValidation, "validated-skill", "1.0.0", "validation");
    expect(response.status).toBe(200);
    const body = validationResponseSchema.parse(await response.json());
    expect(Object.keys(body.dialects).sort()).toEqual(["agent-os", "agentskills", "ash", "openclaw"]);
    expect(body.dialects.agentskills!.valid).toBe(true);
    expect(body.compatibility.claude).toMatchObject({ loads: true });
    const stored = await db.skillVersion.findFirstOrThrow({
      where: { version: "1.0.0", skill: { slug: "validated-skill" } },
      select: { validationReport: true },
    });
    expect(body.diagnostics).toEqual((stored.validationReport as { diagnostics: unknown[] }).diagnostics);
    expect(body.diagnostics.some((d) => d.file === "SKILL.md" && typeof d.line === "number")).toBe(true);
  });
});

describe("prompt entry", () => {
  test("matches skills-ref to-prompt for the same installed files, escaped", async () => {
    const owner = await createActor();
    const description = `Converts "CSV" & 'TSV' tables to Markdown. Use when a user pastes tabular data.`;
    await publishFixture({ actor: owner, slug: "table-convert", version: "1.0.0", content: { description } });
    const root = await mkdtemp(path.join(tmpdir(), "sv-prompt-"));
    scratch.push(root);
    const dir = path.join(root, "table-convert");
    const files = await db.skillFile.findMany({
      where: { version: { version: "1.0.0", skill: { slug: "table-convert" } } },
      select: { path: true, sha256: true },
    });
    const bytes = await getBlobStore().getMany(files.map((file) => file.sha256));
    for (const file of files) {
      await mkdir(path.dirname(path.join(dir, file.path)), { recursive: true });
      await writeFile(path.join(dir, file.path), bytes.get(file.sha256)!);
    }
    const response = await call(getPrompt, "table-convert", "1.0.0", "prompt", `?dir=${encodeURIComponent(dir)}`);
    const body = promptResponseSchema.parse(await response.json());
    expect(body).toMatchObject({ name: "table-convert", description, location: `${dir}/SKILL.md` });
    const reference = await toPrompt([dir]);
    expect(reference).toBe(`<available_skills>\n${body.xml}\n</available_skills>`);
    expect(body.xml).toContain("&quot;CSV&quot; &amp; &#39;TSV&#39;");

    const xml = await call(getPrompt, "table-convert", "latest", "prompt", "?format=xml");
    expect(xml.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(await xml.text()).toContain("<location>\nskills/table-convert/SKILL.md\n</location>");
  });

  test("a location with markup is escaped; control characters are refused", async () => {
    const owner = await createActor();
    await publishFixture({ actor: owner, slug: "odd-location", version: "1.0.0" });
    const body = promptResponseSchema.parse(
      await json(await call(getPrompt, "odd-location", "1.0.0", "prompt", `?dir=${encodeURIComponent("C:\\Skills\\<odd>&co")}`)),
    );
    expect(body.location).toBe("C:\\Skills\\<odd>&co\\SKILL.md");
    expect(body.xml).toContain("C:\\Skills\\&lt;odd&gt;&amp;co\\SKILL.md");
    expect(await errorCode(await call(getPrompt, "odd-location", "1.0.0", "prompt", "?dir=a%0Ab"))).toBe("VALIDATION_FAILED");
  });
});
