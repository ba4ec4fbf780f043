// Output that grows with a hostile input stays bounded: one diagnostic per broken link (or per
// duplicate key) once turned 4 MB of `[a](missing.md)` into 340,000 diagnostics — a 65 MB
// /-/check answer, seconds of this process's event loop spent serialising it, and a stored
// validation report whose every read (the version's security page, the validation API) then held
// the server for minutes. Each case below is one such input; every list of diagnostics the
// validator hands out is capped per code and in all, with the rest counted in DIAGNOSTICS_OMITTED.
import { describe, expect, test } from "vitest";
import { POST as check } from "@/app/api/v1/skills/-/check/route";
import { GET as getValidation } from "@/app/api/v1/skills/[slug]/versions/[version]/validation/route";
import { POST as publish } from "@/app/api/v1/skills/route";
import { db } from "@/lib/db";
import { MAX_DIAGNOSTICS, MAX_DIAGNOSTICS_PER_CODE } from "@/lib/skill-format/cap-diagnostics";
import { callRaw, tokenUser } from "../integration/catalog/route-helpers";
import { longestEventLoopGap, multipart, type Part } from "./support/hostile-requests";

type Diagnostic = { code: string; severity: string; message: string };
type Handler = Parameters<typeof callRaw>[0];

const LOOP_GAP_LIMIT_MS = 1500;
/** Every code kept plus one DIAGNOSTICS_OMITTED per code left out. */
const MOST_SHOWN = MAX_DIAGNOSTICS + 20;

const skillMd = (name: string, frontmatter = "", body = "See the references.\n") =>
  `---\nname: ${name}\ndescription: A skill whose text makes one diagnostic per line.\n${frontmatter}---\n\n${body}`;
/** `count` relative links to files that are not in the bundle: one LINK_BROKEN each. */
const brokenLinks = (count: number) => Array.from({ length: count }, (_, i) => `[see](missing-${i % 10}.md)`).join("\n");

/** `publishes`: only warnings, so the version (and its report) is stored. */
const cases: Array<{ name: string; files: (slug: string) => Record<string, string>; omitted: string; publishes: boolean }> = [
  {
    name: "broken links across reference files (4 × 45,000 LINK_BROKEN, each file under the 1 MiB the lints read)",
    files: (slug) => ({ "SKILL.md": skillMd(slug), ...Object.fromEntries(["a", "b", "c", "d"].map((name) => [`references/${name}.md`, brokenLinks(45_000)])) }),
    omitted: "LINK_BROKEN",
    publishes: true,
  },
  {
    name: "broken links in the body of SKILL.md (45,000 LINK_BROKEN)",
    files: (slug) => ({ "SKILL.md": skillMd(slug, "", brokenLinks(45_000)) }),
    omitted: "LINK_BROKEN",
    publishes: true,
  },
  {
    name: "12,000 duplicate keys in the frontmatter (YAML_SYNTAX each)",
    files: (slug) => ({ "SKILL.md": skillMd(slug, "a: 1\n".repeat(12_000)) }),
    omitted: "YAML_SYNTAX",
    publishes: false,
  },
];

function filesForm(meta: Part, files: Record<string, string>) {
  return multipart([meta, ...Object.entries(files).map(([path, data]) => ({ name: "files", filename: path, data }))]);
}

function expectBounded(diagnostics: Diagnostic[], omitted: string) {
  expect(diagnostics.length).toBeLessThanOrEqual(MOST_SHOWN);
  expect(diagnostics.filter((d) => d.code === omitted).length).toBeLessThanOrEqual(MAX_DIAGNOSTICS_PER_CODE);
  expect(diagnostics.map((d) => d.code)).toEqual(expect.arrayContaining([omitted, "DIAGNOSTICS_OMITTED"]));
}

describe.each(cases)("$name", ({ files, omitted }) => {
  test("the pre-publish check answers a bounded list, without holding the event loop", async () => {
    const { token } = await tokenUser();
    const { body, contentType } = filesForm({ name: "meta", data: "{}" }, files("many-diagnostics"));
    const { result, gapMs } = await longestEventLoopGap(async () => {
      const response = await callRaw(check as Handler, "/api/v1/skills/-/check", {
        method: "POST",
        token,
        body,
        headers: { "content-type": contentType },
        ip: "198.51.100.91",
      });
      return { status: response.status, text: await response.text() };
    });
    expect(result.status).toBe(200);
    expect(result.text.length).toBeLessThan(512 * 1024);
    expectBounded((JSON.parse(result.text) as { validation: { diagnostics: Diagnostic[] } }).validation.diagnostics, omitted);
    expect(gapMs).toBeLessThan(LOOP_GAP_LIMIT_MS);
  }, 60_000);
});

describe.each(cases.filter((c) => c.publishes))("$name, published", ({ files, omitted }) => {
  test("the stored validation report reads back bounded", async () => {
    const { token } = await tokenUser();
    const slug = `many-diag-${omitted.toLowerCase().replace(/_/g, "-")}-${Math.random().toString(36).slice(2, 7)}`;
    const payload = { name: "payload", data: JSON.stringify({ slug, displayName: "Many diagnostics", version: "1.0.0", changelog: "" }) };
    const { body, contentType } = filesForm(payload, files(slug));
    const response = await callRaw(publish as Handler, "/api/v1/skills", { method: "POST", token, body, headers: { "content-type": contentType } });
    expect(response.status, await response.text()).toBe(200);
    const read = await callRaw(getValidation as Handler, `/api/v1/skills/${slug}/versions/1.0.0/validation`, {
      token,
      params: { slug, version: "1.0.0" },
    });
    expect(read.status).toBe(200);
    const report = (await read.json()) as { diagnostics: Diagnostic[]; dialects: Record<string, { diagnostics: Diagnostic[] }> };
    expectBounded(report.diagnostics, omitted);
    for (const dialect of Object.values(report.dialects)) expect(dialect.diagnostics.length).toBeLessThanOrEqual(MOST_SHOWN);
  }, 60_000);
});

test("a report stored before the cap (hundreds of thousands of diagnostics) reads back bounded", async () => {
  const { token } = await tokenUser();
  const slug = `old-report-${Math.random().toString(36).slice(2, 7)}`;
  const payload = { name: "payload", data: JSON.stringify({ slug, displayName: "Old report", version: "1.0.0", changelog: "" }) };
  const { body, contentType } = filesForm(payload, { "SKILL.md": skillMd(slug, "", "Hello.\n") });
  expect((await callRaw(publish as Handler, "/api/v1/skills", { method: "POST", token, body, headers: { "content-type": contentType } })).status).toBe(200);
  const link = { code: "LINK_BROKEN", severity: "warning", file: "SKILL.md", line: 1, message: "Link points nowhere.", source: "lint" };
  const many = Array.from({ length: 200_000 }, (_, line) => ({ ...link, line }));
  await db.skillVersion.updateMany({
    where: { skill: { slug } },
    data: { validationReport: { diagnostics: many, dialects: { openclaw: { valid: true, diagnostics: many } }, warnings: [] } },
  });
  const read = await callRaw(getValidation as Handler, `/api/v1/skills/${slug}/versions/1.0.0/validation`, { token, params: { slug, version: "1.0.0" } });
  expect(read.status).toBe(200);
  const report = (await read.json()) as { diagnostics: Diagnostic[]; dialects: Record<string, { diagnostics: Diagnostic[] }> };
  expectBounded(report.diagnostics, "LINK_BROKEN");
  expectBounded(report.dialects.openclaw!.diagnostics, "LINK_BROKEN");
}, 60_000);
