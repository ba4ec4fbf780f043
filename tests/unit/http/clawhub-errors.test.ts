// ClawHub-style errors: the clawhub CLI prints an error body as is, so ClawHub-compatible routes
// answer text (message + one line per finding/diagnostic/field) with our code in X-Error-Code.
import { describe, expect, test } from "vitest";
import { z } from "zod";
import { AppError } from "@/lib/errors";
import { formatErrorText } from "@/lib/http/format-error-text";
import { contentResponse, reprDigest } from "@/lib/http/content-response";
import { withClawhubApi } from "@/lib/http/with-clawhub-api";

const call = (route: (request: Request) => Promise<Response>, path = "/x") =>
  route(new Request(`http://hub.test${path}`, { headers: { "x-forwarded-for": "192.0.2.50" } }));

describe("formatErrorText", () => {
  test("SKILL_NOT_FOUND is ClawHub's exact text (the CLI matches on it)", () => {
    expect(formatErrorText({ error: { code: "SKILL_NOT_FOUND", message: "No skill 'x'." } })).toBe("Skill not found");
  });

  test("findings and diagnostics become one line each, with file:line, severity and rule", () => {
    const text = formatErrorText({
      error: {
        code: "SCAN_BLOCKED",
        message: "Publishing refused: runs a remote script.",
        details: {
          findings: [{ ruleId: "exec-pipe-shell", severity: "critical", file: "scripts/setup.sh", line: 3, message: "pipes a download into sh" }],
          diagnostics: [{ code: "name-mismatch", severity: "error", file: "SKILL.md", message: "name must match the folder" }],
        },
      },
    });
    expect(text.split("\n")).toEqual([
      "Publishing refused: runs a remote script.",
      "  scripts/setup.sh:3 critical exec-pipe-shell: pipes a download into sh",
      "  SKILL.md error name-mismatch: name must match the folder",
    ]);
  });

  test("validation details name the field; server faults carry the request id", () => {
    expect(
      formatErrorText({ error: { code: "VALIDATION_FAILED", message: "Bad shape.", details: [{ path: "slug", code: "too_small", message: "Too short" }] } }),
    ).toBe("Bad shape.\n  slug too_small: Too short");
    expect(formatErrorText({ error: { code: "INTERNAL", message: "Oops.", requestId: "r-1" } })).toBe("Oops.\n(request id r-1)");
  });
});

describe("withClawhubApi", () => {
  test("an AppError becomes text/plain with the status and X-Error-Code; success is untouched", async () => {
    const failing = withClawhubApi(
      async () => {
        throw new AppError("VERSION_WITHDRAWN", "x@1.0.0 was withdrawn.");
      },
      { auth: "none", rateLimit: false },
    );
    const response = await call(failing);
    expect(response.status).toBe(410);
    expect(response.headers.get("x-error-code")).toBe("VERSION_WITHDRAWN");
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("x-request-id")).toBeTruthy();
    expect(await response.text()).toBe("x@1.0.0 was withdrawn.");
    const fine = withClawhubApi(async () => ({ ok: true }), { auth: "none", rateLimit: false });
    expect(await (await call(fine)).json()).toEqual({ ok: true });
  });

  test("zod failures are 400 VALIDATION_FAILED naming the field", async () => {
    const route = withClawhubApi(async () => ({}), { auth: "none", rateLimit: false, query: z.object({ slug: z.string().min(2) }) });
    const response = await call(route, "/x?slug=a");
    expect(response.status).toBe(400);
    expect(response.headers.get("x-error-code")).toBe("VALIDATION_FAILED");
    expect(await response.text()).toContain("  slug ");
  });

  test("a handler's own JSON answer with an error status (ClawHub's install {ok:false}) passes through intact", async () => {
    const route = withClawhubApi(async () => Response.json({ ok: false, status: 409 }, { status: 409 }), { auth: "none", rateLimit: false });
    const response = await call(route);
    expect(response.status).toBe(409);
    expect(response.headers.get("x-error-code")).toBeNull();
    expect(await response.json()).toEqual({ ok: false, status: 409 });
  });
});

describe("contentResponse", () => {
  const sha = "2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824"; // sha256("hello")
  test("RFC 9530 Repr-Digest is the base64 of the raw sha256", () => {
    expect(reprDigest(sha)).toBe("sha-256=:LPJNul+wow4m6DsqxbninhsWHlwfp0JecwQzYpOLmCQ=:");
  });

  test("If-None-Match with the strong ETag (or a list containing it, or *) answers 304 without a body", async () => {
    const input = { bytes: new TextEncoder().encode("hello"), sha256: sha, contentType: "text/plain", cacheControl: "public, max-age=60" };
    for (const header of [`"${sha}"`, `"other", "${sha}"`, "*", `W/"${sha}"`]) {
      const response = contentResponse(new Request("http://hub.test/x", { headers: { "if-none-match": header } }), input);
      expect(response.status, header).toBe(304);
      expect(response.headers.get("etag")).toBe(`"${sha}"`);
    }
    const fresh = contentResponse(new Request("http://hub.test/x", { headers: { "if-none-match": '"different"' } }), input);
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get("content-length")).toBe("5");
    expect(await fresh.text()).toBe("hello");
  });
});
