// What other clients need beyond the clawhub CLI's happy path: search and trending items that
// OpenClaw keeps (source, publisher, install, metrics), strict clients' fields (stats, owner.image),
// owner-qualified slugs everywhere, ClawHub's plain-text answer for /api/* paths we do not serve,
// and `clawhub scan` answered from our scanner.
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, test } from "vitest";
import { GET as catchAll } from "@/app/api/[...path]/route";
import { GET as downloadRoute } from "@/app/api/v1/download/route";
import { GET as searchRoute } from "@/app/api/v1/search/route";
import { POST as scanRoute } from "@/app/api/v1/skills/-/scan/route";
import { GET as scanDownloadRoute } from "@/app/api/v1/skills/-/scan/[scanId]/download/route";
import { GET as scanStatusRoute } from "@/app/api/v1/skills/-/scan/[scanId]/route";
import { GET as publishedScanRoute } from "@/app/api/v1/skills/-/scan/download/[slug]/route";
import { GET as skillRoute } from "@/app/api/v1/skills/[slug]/route";
import { POST as reportRoute } from "@/app/api/v1/skills/[slug]/report/route";
import { GET as trendingRoute } from "@/app/api/v1/trending/route";
import { searchResultsSchema } from "@/lib/api-schemas/search-results";
import { skillListSchema } from "@/lib/api-schemas/skill-list";
import { suspiciousFiles } from "../helpers/flagged-content";
import { publishFixture } from "../helpers/publish-fixture";
import { acceptedByCli, clawhub } from "../catalog/clawhub-schemas";
import { callRaw, expectError, tokenUser, type TokenUser } from "../catalog/route-helpers";

let owner: TokenUser;
let moderator: TokenUser;

beforeAll(async () => {
  owner = await tokenUser({ handle: "cc-owner" });
  moderator = await tokenUser({ handle: "cc-mod", role: "MODERATOR" });
  await publishFixture({ actor: owner.actor, slug: "cc-pdf-tools", version: "1.0.0", content: { description: "Split and merge PDF files." } });
  await publishFixture({ actor: owner.actor, slug: "cc-suspect", version: "1.0.0", content: { files: suspiciousFiles } });
});

describe("search and trending items", () => {
  test("carry source, publisher, install and metrics (what OpenClaw keeps), and the clawhub CLI still accepts them", async () => {
    const search = acceptedByCli(clawhub.ApiV1SearchResponseSchema, await (await callRaw(searchRoute, "/api/v1/search?q=pdf")).json());
    const [hit] = searchResultsSchema.parse(search).results;
    expect(hit).toMatchObject({
      slug: "cc-pdf-tools",
      source: "clawhub",
      publisher: { handle: "cc-owner", image: null },
      install: { kind: "clawhub", reference: "cc-owner/cc-pdf-tools", sourceUrl: null },
    });
    expect(hit!.metrics.updatedAt).toBe(hit!.updatedAt);
    expect(hit!.owner).not.toHaveProperty("image");
    const trending = skillListSchema.parse(await (await callRaw(trendingRoute, "/api/v1/trending?kind=skills&limit=10")).json());
    expect(trending.items.map((item) => item.slug)).toContain("cc-pdf-tools");
    for (const item of trending.items) {
      expect(item).toMatchObject({
        source: "clawhub",
        publisher: { handle: item.ownerHandle },
        install: { kind: "clawhub", reference: `${item.ownerHandle}/${item.slug}` },
      });
      expect(typeof item.metrics.updatedAt).toBe("number");
    }
  });

  test("skill detail has installsCurrent and comments, and no null owner.image", async () => {
    const detail = (await (await callRaw(skillRoute, "/api/v1/skills/cc-pdf-tools", { params: { slug: "cc-pdf-tools" } })).json()) as {
      skill: { stats: Record<string, unknown> };
      owner: Record<string, unknown>;
    };
    expect(detail.skill.stats).toMatchObject({ installsCurrent: 0, comments: 0, installsAllTime: 0 });
    expect(detail.owner).not.toHaveProperty("image");
  });
});

describe("owner-qualified slugs", () => {
  test("slug=owner/slug resolves like ownerHandle in queries and paths; another owner's name is not found; a disagreement is refused", async () => {
    expect((await callRaw(downloadRoute, "/api/v1/download?slug=cc-owner/cc-pdf-tools")).status).toBe(200);
    expect((await callRaw(downloadRoute, `/api/v1/download?slug=${encodeURIComponent("@cc-owner/cc-pdf-tools")}&version=1.0.0`)).status).toBe(200);
    await expectError(await callRaw(downloadRoute, "/api/v1/download?slug=mallory/cc-pdf-tools"), 404, "SKILL_NOT_FOUND");
    await expectError(await callRaw(downloadRoute, "/api/v1/download?slug=cc-owner/cc-pdf-tools&ownerHandle=mallory"), 400, "VALIDATION_FAILED");
    await expectError(await callRaw(downloadRoute, "/api/v1/download?slug=cc-owner/cc-pdf-tools&owner=mallory"), 400, "VALIDATION_FAILED");
    const detail = await callRaw(skillRoute, "/api/v1/skills/cc-owner%2Fcc-pdf-tools", { params: { slug: "cc-owner%2Fcc-pdf-tools" } });
    expect(detail.status).toBe(200);
    await expectError(await callRaw(skillRoute, "/api/v1/skills/x", { params: { slug: "mallory/cc-pdf-tools" } }), 404, "SKILL_NOT_FOUND");
  });

  test("a route that cannot check an owner refuses a qualified slug instead of dropping the owner", async () => {
    const response = await callRaw(reportRoute, "/api/v1/skills/x/report", {
      method: "POST",
      params: { slug: "mallory/cc-pdf-tools" },
      token: owner.token,
      body: JSON.stringify({ reason: "spam" }),
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBe(400);
  });
});

describe("/api/* paths we do not serve", () => {
  const unknown = (path: string, method = "GET") => callRaw(catchAll as never, path, { method, params: { path: path.split("/").slice(2).join("/") } });

  test("answer ClawHub's plain-text Not found with X-Error-Code, never HTML", async () => {
    const response = await unknown("/api/v1/definitely-not-a-route");
    expect(await expectError(response, 404, "NOT_FOUND")).toBe("Not found");
    await expectError(await unknown("/api/v1/skills/cc-pdf-tools/nope/deeper", "POST"), 404, "NOT_FOUND");
  });

  test("ClawHub routes this registry does not host say so, in words the clawhub CLI does not mistake for a transport error", async () => {
    for (const path of [
      "/api/v1/packages/search?q=x",
      "/api/v1/skills-sh/a/b/c/install",
      "/api/v1/publishers",
      "/api/v1/code-plugins",
      "/api/v1/skills/cc-pdf-tools/rename",
      "/api/v1/content-rights",
      "/api/v1/skills/-/reports",
    ]) {
      const text = await expectError(await unknown(path), 404, "NOT_HOSTED");
      expect(text.length).toBeGreaterThan(20);
      // The CLI's isTransportError() pattern (dist/cli/ui.js): a match turns any answer into "Network request failed".
      expect(text).not.toMatch(/fetch failed|aborted|cert|tls|ssl|proxy|timed out|econn|enotfound/i);
    }
  });
});

describe("clawhub scan", () => {
  const submit = (body: unknown, token?: string) =>
    callRaw(scanRoute, "/api/v1/skills/-/scan", { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" }, token });

  test("a published version's scan is answered at once, found again by its id, and downloadable as a report ZIP", async () => {
    const response = await submit({ source: { kind: "published", slug: "cc-suspect", ownerHandle: "cc-owner", version: "1.0.0" }, update: false }, owner.token);
    expect(response.status).toBe(200);
    const job = acceptedByCli(
      clawhub.ApiV1SkillScanSubmitResponseSchema,
      (await response.json()) as { scanId: string; status: string; report: { staticAnalysis: { status: string; reasonCodes: string[] } } },
    );
    expect(job).toMatchObject({ status: "succeeded", report: { staticAnalysis: { status: "suspicious" } } });
    expect(job.report.staticAnalysis.reasonCodes).toContain("cred-cloud-files");
    const again = acceptedByCli(
      clawhub.ApiV1SkillScanStatusResponseSchema,
      await (await callRaw(scanStatusRoute, `/api/v1/skills/-/scan/${job.scanId}`, { params: { scanId: job.scanId } })).json(),
    );
    expect(again).toMatchObject({ scanId: job.scanId, status: "succeeded" });
    const zip = await callRaw(scanDownloadRoute, `/api/v1/skills/-/scan/${job.scanId}/download`, { params: { scanId: job.scanId } });
    expect(zip.headers.get("content-type")).toBe("application/zip");
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(["manifest.json", "static-analysis.json", "static-analysis.sarif"]);
    const sarif = JSON.parse(new TextDecoder().decode(files["static-analysis.sarif"])) as { runs: Array<{ results: unknown[] }> };
    expect(sarif.runs[0]!.results.length).toBeGreaterThan(0);
    const published = await callRaw(publishedScanRoute, "/api/v1/skills/-/scan/download/cc-suspect?version=1.0.0&kind=skill", {
      params: { slug: "cc-suspect" },
    });
    expect(published.status).toBe(200);
  });

  test("writing a scan back is a moderator's; uploads, plugins and unknown ids are refused with codes", async () => {
    await expectError(await submit({ source: { kind: "published", slug: "cc-suspect" }, update: true }, owner.token), 403, "FORBIDDEN");
    const rescanned = await submit({ source: { kind: "published", slug: "cc-suspect", version: "1.0.0" }, update: true }, moderator.token);
    expect(await rescanned.json()).toMatchObject({ status: "succeeded", writtenBack: true });
    await expectError(await submit({ source: { kind: "upload" } }, owner.token), 400, "BAD_REQUEST");
    await expectError(await submit({ source: { kind: "published", slug: "nope-nope" } }, owner.token), 404, "SKILL_NOT_FOUND");
    await expectError(
      await callRaw(scanStatusRoute, "/api/v1/skills/-/scan/scan_doesnotexist00000", { params: { scanId: "scan_doesnotexist00000" } }),
      404,
      "NOT_FOUND",
    );
    await expectError(await callRaw(scanStatusRoute, "/api/v1/skills/-/scan/../../x", { params: { scanId: "../../x" } }), 404, "NOT_FOUND");
    await expectError(
      await callRaw(publishedScanRoute, "/api/v1/skills/-/scan/download/cc-suspect?version=1.0.0&kind=plugin", { params: { slug: "cc-suspect" } }),
      404,
      "NOT_HOSTED",
    );
  });
});
