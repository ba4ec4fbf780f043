// Path traversal on the file endpoints: the API's GET /api/v1/skills/{slug}/file?path= and the
// website's raw route /<owner>/<slug>/raw/<version>/<path…>. A path only ever names a file of that
// version: the API resolves it as a host resolves a relative reference ("./a", "a//b",
// "a/../b", issue 19) but never above the skill's folder; every traversal spelling (dot segments
// climbing out, encoded, double-encoded, backslashes, absolute, NUL, Unicode look-alikes, another
// skill's or version's file) is a 4xx with a stable code, and no response body is ever a byte of
// anything but the file asked for.
import { beforeAll, describe, expect, test } from "vitest";
import { GET as rawRoute } from "@/app/(site)/[owner]/[slug]/raw/[version]/[...path]/route";
import { GET as fileRoute } from "@/app/api/v1/skills/[slug]/file/route";
import { UNTRUSTED_CONTENT_CSP } from "@/lib/http/security-headers";
import { callRaw, tokenUser } from "../integration/catalog/route-helpers";
import { publishFixture } from "../integration/helpers/publish-fixture";

type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

const SECRET = "TOP-SECRET-OTHER-SKILL";
beforeAll(async () => {
  const owner = await tokenUser({ handle: "trav-owner" });
  await publishFixture({
    actor: owner.actor,
    slug: "trav-skill",
    version: "1.0.0",
    content: { files: { "scripts/run.sh": "echo run\n", "references/a.md": "# a\n" } },
  });
  await publishFixture({ actor: owner.actor, slug: "trav-other", version: "1.0.0", content: { files: { "secret.txt": SECRET } } });
});

const attacks = [
  "../trav-other/secret.txt",
  "../../trav-other/1.0.0/secret.txt",
  "scripts/../secret.txt",
  "scripts/../../secret.txt",
  "./SKILL.md/../secret.txt",
  "..%2fsecret.txt",
  "%2e%2e/secret.txt",
  "%252e%252e%252fsecret.txt",
  "..\\secret.txt",
  "scripts\\..\\..\\secret.txt",
  "/etc/passwd",
  "//etc/passwd",
  "C:/Windows/win.ini",
  "file:///etc/passwd",
  "SKILL.md\u0000.png",
  "secret.txt",
  "SECRET.TXT",
  "scripts/run.sh/",
  "ｓｃｒｉｐｔｓ/run.sh",
  "scripts/run.sh%00",
  "....//secret.txt",
  "..;/secret.txt",
  "/proc/self/environ",
  "~/.ssh/id_rsa",
];

async function bodyOf(response: Response): Promise<string> {
  return Buffer.from(await response.arrayBuffer()).toString("latin1");
}

describe("path traversal", () => {
  test.each(attacks)("API file endpoint refuses %j", async (attack) => {
    const response = await callRaw(fileRoute as Handler, `/api/v1/skills/trav-skill/file?path=${encodeURIComponent(attack)}&version=1.0.0`, {
      params: { slug: "trav-skill" },
    });
    const body = await bodyOf(response);
    expect(response.status, body).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect([
      "FILE_NOT_FOUND",
      "VALIDATION_FAILED",
      "BAD_REQUEST",
      "BUNDLE_PATH_TRAVERSAL",
      "BUNDLE_ABSOLUTE_PATH",
      "BUNDLE_INVALID_PATH",
      "BUNDLE_CONTROL_CHARACTER",
    ]).toContain(response.headers.get("x-error-code"));
    expect(body).not.toContain(SECRET);
    expect(body).not.toContain("root:");
  });

  test.each(attacks)("website raw route refuses %j", async (attack) => {
    const segments = attack.split("/");
    const response = await callRaw(rawRoute as Handler, `/trav-owner/trav-skill/raw/1.0.0/${attack}`, {
      params: { owner: "trav-owner", slug: "trav-skill", version: "1.0.0", path: segments } as never,
    });
    const body = await bodyOf(response);
    expect(response.status, body).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(body).not.toContain(SECRET);
  });

  test("the API resolves relative spellings of a file of the skill to that file, and only that", async () => {
    for (const spelling of ["./scripts/run.sh", "scripts//run.sh", "scripts/./run.sh", "references/../scripts/run.sh", "scripts\\run.sh"]) {
      const response = await callRaw(fileRoute as Handler, `/api/v1/skills/trav-skill/file?path=${encodeURIComponent(spelling)}&version=1.0.0`, {
        params: { slug: "trav-skill" },
      });
      expect(response.status, spelling).toBe(200);
      expect(await response.text()).toBe("echo run\n");
    }
  });

  test("the real file is served, as inert text with a sandboxing CSP and nosniff", async () => {
    const api = await callRaw(fileRoute as Handler, "/api/v1/skills/trav-skill/file?path=scripts%2Frun.sh&version=1.0.0", { params: { slug: "trav-skill" } });
    expect(api.status).toBe(200);
    expect(await api.text()).toBe("echo run\n");
    expect(api.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(api.headers.get("content-security-policy")).toBe(UNTRUSTED_CONTENT_CSP);
    const raw = await callRaw(rawRoute as Handler, "/trav-owner/trav-skill/raw/1.0.0/scripts/run.sh", {
      params: { owner: "trav-owner", slug: "trav-skill", version: "1.0.0", path: ["scripts", "run.sh"] } as never,
    });
    expect(raw.status).toBe(200);
    expect(raw.headers.get("x-content-type-options")).toBe("nosniff");
    expect(raw.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(raw.headers.get("content-security-policy")).toBe(UNTRUSTED_CONTENT_CSP);
  });
});
