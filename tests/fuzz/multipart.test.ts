// Hostile multipart bodies (fast-check) at the three upload routes: the clawhub CLI's publish
// (POST /api/v1/skills), the website's check and publish (POST /api/v1/skills/-/check, /-/publish).
// Bodies are built part by part with random boundaries, headers, field names, file names (zip
// slip, NUL, long), payload/meta JSON and file bytes (text, archives, junk), then optionally
// damaged (truncated, wrong or missing boundary, garbage). Never a 5xx; a 200 publish leaves a
// complete version whose stored files are exactly the ones that were accepted.
import fc from "fast-check";
import { beforeAll, describe, expect, test } from "vitest";
import { POST as sitePublish } from "@/app/api/v1/skills/-/publish/route";
import { POST as siteCheck } from "@/app/api/v1/skills/-/check/route";
import { POST as cliPublish } from "@/app/api/v1/skills/route";
import { resetConfigForTests } from "@/lib/config";
import { db } from "@/lib/db";
import { errorCodes } from "@/lib/errors";
import { buildZip } from "../unit/bundle/archive-builders";
import { fuzzParams, within } from "./fuzz-settings";
import { createPersonalTokenForFuzz } from "./support/seed-fuzz-registry";

process.env.RATE_LIMIT_DISABLED = "1";
resetConfigForTests();

const encoder = new TextEncoder();
let token = "";
beforeAll(async () => {
  token = await createPersonalTokenForFuzz("multipart-owner", ["read", "publish"]);
});

type Part = { name: string; filename?: string; contentType?: string; extraHeader?: string; bytes: Uint8Array };

const skillMd = (name: string) => encoder.encode(`---\nname: ${name}\ndescription: A skill published by the multipart fuzz test.\n---\n\n# ${name}\n`);
const slugLike = fc.stringMatching(/^[a-z][a-z0-9]{1,6}(-[a-z0-9]{1,6})?$/);
const hostileName = fc.oneof(
  fc.constantFrom(
    "SKILL.md",
    "scripts/run.sh",
    "../../etc/passwd",
    "/abs/SKILL.md",
    "a\\b.md",
    "x\u0000.md",
    "\u202egpj.sh",
    ".git/config",
    "__MACOSX/._SKILL.md",
    "CON",
    "a".repeat(2000),
    "",
    "skill.zip",
    "x\r\nContent-Type: text/html",
  ),
  fc.string({ maxLength: 30 }),
);
const fileBytes = fc.oneof(
  fc.uint8Array({ maxLength: 400 }),
  slugLike.map(skillMd),
  fc.constant(
    buildZip([
      { name: "SKILL.md", data: skillMd("zipped") },
      { name: "../evil.sh", data: encoder.encode("rm -rf /") },
    ]),
  ),
  fc.constant(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])),
);
const jsonish = fc.oneof(
  fc
    .record(
      {
        slug: slugLike,
        displayName: fc.string({ maxLength: 20 }),
        version: fc.constantFrom("1.0.0", "1.0.1", "2.0.0-beta.1", "x", ""),
        changelog: fc.string({ maxLength: 50 }),
        tags: fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }),
        paths: fc.array(hostileName, { maxLength: 4 }),
      },
      { requiredKeys: [] },
    )
    .map((v) => JSON.stringify(v)),
  fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)),
  fc.constantFrom("{", "", "null", '{"__proto__":{"slug":"x"}}', "\u0000"),
);
const part: fc.Arbitrary<Part> = fc.oneof(
  fc.record({ name: fc.constantFrom("payload", "meta"), bytes: jsonish.map((s) => encoder.encode(s)) }),
  fc.record(
    {
      name: fc.constantFrom("files", "archive", "file", "files[]"),
      filename: hostileName,
      contentType: fc.constantFrom("text/markdown", "application/zip", "application/octet-stream", "text/html", ""),
      bytes: fileBytes,
    },
    { requiredKeys: ["name", "bytes"] },
  ),
  fc.record(
    {
      name: fc.oneof(hostileName, fc.constantFrom("", '"', "a;b")),
      extraHeader: fc.constantFrom("Content-Transfer-Encoding: base64", "Content-Length: 999999", "Content-Disposition: attachment", ""),
      bytes: fc.uint8Array({ maxLength: 100 }),
    },
    { requiredKeys: ["name", "bytes"] },
  ),
);
/** A plausible upload (right field names, a SKILL.md whose name is the slug) with hostile extras mixed in, so cases get past parsing. */
const extraFile = fc.record({ name: fc.constant("files"), filename: hostileName, bytes: fileBytes });
const wellFormed = fc
  .tuple(slugLike, fc.constantFrom("1.0.0", "1.0.1", "1.1.0", "2.0.0"), fc.array(extraFile, { maxLength: 3 }), fc.boolean(), fc.string({ maxLength: 40 }))
  .map(([slug, version, extras, asArchive, changelog]) => {
    const skill = { name: "files", filename: "SKILL.md", contentType: "text/markdown", bytes: skillMd(slug) };
    const meta = (key: string, paths: boolean): Part => ({
      name: key,
      bytes: encoder.encode(
        JSON.stringify({ slug, displayName: slug, version, changelog, ...(paths ? { paths: [skill, ...extras].map((p) => p.filename) } : {}) }),
      ),
    });
    const archive = {
      name: "archive",
      filename: `${slug}.zip`,
      bytes: buildZip([{ name: "SKILL.md", data: skillMd(slug) }, ...extras.map((e) => ({ name: e.filename, data: e.bytes }))]),
    };
    return {
      cli: [meta("payload", false), skill, ...extras] as Part[],
      site: asArchive ? ([meta("meta", false), archive] as Part[]) : ([meta("meta", true), skill, ...extras] as Part[]),
    };
  });

const boundary = fc.oneof(
  fc.constantFrom("----skillvault", "x", "a".repeat(70), "b".repeat(200), "--", " sp ace", "é"),
  fc.stringMatching(/^[A-Za-z0-9'()+_,.\/:=? -]{1,70}$/),
);
const damage = fc.constantFrom("none", "none", "none", "truncate", "no-final", "wrong-boundary", "no-boundary-param", "garbage-prefix", "bare-lf");

function escapeQuoted(value: string): string {
  return value.replace(/"/g, "%22").replace(/\r?\n/g, " ");
}

function buildBody(parts: Part[], b: string, d: string, cut: number): { body: Uint8Array; contentType: string } {
  const eol = d === "bare-lf" ? "\n" : "\r\n";
  const chunks: Uint8Array[] = [];
  if (d === "garbage-prefix") chunks.push(encoder.encode("garbage before the first boundary\r\n"));
  for (const p of parts) {
    let head = `--${b}${eol}Content-Disposition: form-data; name="${escapeQuoted(p.name)}"`;
    if (p.filename !== undefined) head += `; filename="${escapeQuoted(p.filename)}"`;
    head += eol;
    if (p.contentType) head += `Content-Type: ${p.contentType}${eol}`;
    if (p.extraHeader) head += `${p.extraHeader}${eol}`;
    chunks.push(encoder.encode(head + eol), p.bytes, encoder.encode(eol));
  }
  if (d !== "no-final") chunks.push(encoder.encode(`--${b}--${eol}`));
  let body = new Uint8Array(Buffer.concat(chunks));
  if (d === "truncate") body = body.subarray(0, Math.floor((body.length * cut) / 100));
  const declared = d === "wrong-boundary" ? `${b}-not` : b;
  const contentType =
    d === "no-boundary-param"
      ? "multipart/form-data"
      : `multipart/form-data; boundary=${/^[A-Za-z0-9_-]+$/.test(declared) ? declared : `"${declared.replace(/"/g, "")}"`}`;
  return { body, contentType };
}

const KNOWN = new Set(Object.keys(errorCodes));
const routes = [
  { label: "POST /api/v1/skills (clawhub CLI)", handler: cliPublish, path: "/api/v1/skills" },
  { label: "POST /api/v1/skills/-/check (site)", handler: siteCheck, path: "/api/v1/skills/-/check" },
  { label: "POST /api/v1/skills/-/publish (site)", handler: sitePublish, path: "/api/v1/skills/-/publish" },
] as const;

describe("hostile multipart uploads", () => {
  test.each(routes)("$label", async ({ handler, path }) => {
    let published = 0;
    const outcomes = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.array(part, { minLength: 0, maxLength: 6 }),
          wellFormed.map((w) => (path === "/api/v1/skills" ? w.cli : w.site)),
        ),
        boundary,
        damage,
        fc.integer({ min: 0, max: 99 }),
        async (parts, b, d, cut) => {
          const { body, contentType } = buildBody(parts, b, d, cut);
          const request = new Request(`http://hub.test${path}`, {
            method: "POST",
            headers: { host: "hub.test", authorization: `Bearer ${token}`, "content-type": contentType, "x-forwarded-for": "198.51.100.9" },
            body: new Uint8Array(body),
          });
          const response = await within(10_000, path, () => handler(request, { params: Promise.resolve({}) }));
          const text = await response.text();
          outcomes.set(response.status, (outcomes.get(response.status) ?? 0) + 1);
          expect(response.status, text.slice(0, 300)).toBeLessThan(500);
          if (response.status >= 400) {
            const code = response.headers.get("x-error-code") ?? (JSON.parse(text) as { error: { code: string } }).error.code;
            expect(KNOWN.has(code), code).toBe(true);
            return;
          }
          const answer = JSON.parse(text) as {
            version?: { id?: string; version?: string } | string;
            versionId?: string;
            skill?: { slug?: string };
            slug?: string;
          };
          const versionId = typeof answer.version === "object" ? answer.version.id : answer.versionId;
          if (versionId) {
            published++;
            // A published version is whole: every file row points at a blob holding exactly its bytes.
            const files = await db.skillFile.findMany({ where: { versionId }, select: { path: true, sha256: true, size: true } });
            expect(files.length).toBeGreaterThan(0);
            expect(files.some((f) => /(^|\/)skill\.md$/i.test(f.path))).toBe(true);
            for (const f of files) {
              expect(f.path.split("/")).not.toContain("..");
              const blob = await db.blob.findUnique({ where: { sha256: f.sha256 }, select: { size: true } });
              expect(blob?.size).toBe(f.size);
            }
          }
        },
      ),
      fuzzParams(250, path),
    );
    console.log(`[fuzz] ${path}: statuses ${JSON.stringify(Object.fromEntries(outcomes))}, ${published} published`);
  });
});
