// Every route handler (found on disk, see support/route-table.ts) called with hostile path and
// query parameters, bodies, content types and credentials, against a real database holding a
// published skill. Whatever comes in: never a 5xx, always an error body (JSON or ClawHub text)
// carrying a stable code we define, and an answer within a bounded time.
import fc from "fast-check";
import { beforeAll, describe, expect, test } from "vitest";
import { resetConfigForTests } from "@/lib/config";
import { errorCodes } from "@/lib/errors";
import { createPersonalTokenForFuzz, publishSeedSkill } from "./support/seed-fuzz-registry";
import { loadRoutes, type RouteEntry } from "./support/route-table";
import { fuzzParams, within } from "./fuzz-settings";

// Rate limits are exercised in tests/security; here they would only stop requests before the handler.
process.env.RATE_LIMIT_DISABLED = "1";
resetConfigForTests();

const routes = await loadRoutes();
const tokens: Record<string, string> = {};

beforeAll(async () => {
  await publishSeedSkill();
  tokens.owner = await createPersonalTokenForFuzz("fuzz-owner", ["read", "publish"]);
  tokens.reader = await createPersonalTokenForFuzz("fuzz-reader", ["read"]);
  tokens.stranger = await createPersonalTokenForFuzz("fuzz-stranger", ["read", "publish"]);
  tokens.moderator = await createPersonalTokenForFuzz("fuzz-mod", ["read", "publish", "moderate"], "MODERATOR");
});

const hostile = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      "fuzz-skill",
      "1.0.0",
      "1.1.0",
      "latest",
      "beta",
      "SKILL.md",
      "scripts/run.sh",
      "fuzz-owner",
      "@fuzz-owner",
      "incoming",
      "outgoing",
      "accept",
      "reject",
      "cancel",
      "json",
      "sarif",
      "linux",
      "macos",
      "windows",
      "10",
      "0",
      "true",
      "false",
    ),
  },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      "",
      " ",
      "..",
      "../../etc/passwd",
      "..%2f..%2fetc%2fpasswd",
      "%2e%2e/%2e%2e",
      "/etc/passwd",
      "C:\\Windows\\win.ini",
      "\\\\server\\share",
      "SKILL.md\u0000.png",
      "\u0000",
      "%00",
      "%",
      "%%",
      "%zz",
      "-1",
      "1e309",
      "NaN",
      "Infinity",
      "9".repeat(40),
      "0x10",
      "1.0.0-",
      "v1.0.0",
      "1.0.0+build",
      "^1.0.0",
      "*",
      "__proto__",
      "constructor",
      "prototype",
      "[object Object]",
      "' OR 1=1 --",
      '\'; DROP TABLE "Skill"; --',
      "$where",
      '{"$gt":""}',
      "<script>alert(1)</script>",
      "😀",
      "\u202e",
      "e\u0301",
      "İ",
      "ǅ",
      "\uFEFF",
      "\ud800",
      "a".repeat(5000),
      "-".repeat(300),
      "A-B",
      "a--b",
      "-a",
      "a-",
      "x".repeat(65),
      "x".repeat(129),
    ),
  },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20, unit: "binary" }) },
);

const body = fc.oneof(
  fc.constant(undefined),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  fc
    .dictionary(
      fc.constantFrom(
        "slug",
        "version",
        "tags",
        "changelog",
        "files",
        "handle",
        "toHandle",
        "reason",
        "repository",
        "workflow",
        "environment",
        "tag",
        "code",
        "device_code",
        "grant_type",
        "ticket",
        "sha256",
        "size",
        "path",
        "token",
        "scopes",
        "displayName",
        "ownerHandle",
        "message",
      ),
      fc.oneof(hostile, fc.jsonValue({ maxDepth: 2 })),
      { maxKeys: 6 },
    )
    .map((value) => JSON.stringify(value)),
  fc.constantFrom("{", "null", "[]", '"x"', "1e999", '{"__proto__":{"admin":true}}', "\u0000", "\xff\xfe", '{"a":' + "[".repeat(5000) + "]".repeat(5000) + "}"),
);

const contentType = fc.constantFrom(
  undefined,
  "application/json",
  "application/json; charset=utf-16",
  "text/plain",
  "multipart/form-data",
  "multipart/form-data; boundary=x",
  "application/x-www-form-urlencoded",
  "application/octet-stream",
  "application/json, text/html",
);
const credential = fc.constantFrom("none", "owner", "reader", "stranger", "moderator", "bogus", "malformed");

/** Percent-encodes the UTF-8 bytes (a lone surrogate becomes U+FFFD, as it would on the wire). */
function encodeSegment(value: string): string {
  return [...Buffer.from(value, "utf8")]
    .map((byte) => (/[A-Za-z0-9._~-]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).padStart(2, "0")}`))
    .join("");
}

// The device-flow token endpoint answers OAuth's own error shape (RFC 8628 §3.5), which the CLI reads.
const OAUTH_ERRORS = new Set([
  "invalid_request",
  "unsupported_grant_type",
  "authorization_pending",
  "slow_down",
  "access_denied",
  "expired_token",
  "invalid_grant",
]);

function buildRequest(
  route: RouteEntry,
  input: {
    params: Record<string, string | string[]>;
    query: Array<[string, string]>;
    body: string | undefined;
    contentType: string | undefined;
    credential: string;
  },
): Request {
  const path = route.template.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, (_, name: string) => {
    const value = input.params[name]!;
    return Array.isArray(value) ? value.map(encodeSegment).join("/") : encodeSegment(value);
  });
  const url = new URL(`http://hub.test${path}`);
  for (const [key, value] of input.query) url.searchParams.append(key, value);
  const headers = new Headers({ host: "hub.test", "x-forwarded-for": "198.51.100.77" });
  if (input.contentType) headers.set("content-type", input.contentType);
  if (input.credential === "bogus") headers.set("authorization", "Bearer clh_0000000000000000000000000000000000000000");
  else if (input.credential === "malformed") headers.set("authorization", "Bearer \u00ff x");
  else if (input.credential !== "none") headers.set("authorization", `Bearer ${tokens[input.credential]}`);
  const hasBody = route.method !== "GET" && input.body !== undefined;
  return new Request(url, {
    method: route.method,
    headers: [...headers.entries()].filter(([, v]) => /^[\t\x20-\x7e\x80-\xff]*$/.test(v)),
    body: hasBody ? input.body : undefined,
  });
}

const KNOWN_CODES = new Set(Object.keys(errorCodes));

async function expectWellFormed(route: RouteEntry, response: Response): Promise<void> {
  const where = `${route.method} ${route.template} → ${response.status}`;
  expect(response.status, where).toBeGreaterThanOrEqual(200);
  expect(
    response.status,
    `${where}: ${await response
      .clone()
      .text()
      .then((t) => t.slice(0, 300))}`,
  ).toBeLessThan(500);
  if (response.status < 400) {
    await response.arrayBuffer();
    return;
  }
  const header = response.headers.get("x-error-code");
  const body = header ? null : ((await response.json()) as { error?: { code?: string } | string });
  if (route.template === "/api/cli/device/token" && typeof body?.error === "string") {
    expect(OAUTH_ERRORS.has(body.error), `${where}: ${body.error}`).toBe(true);
    return;
  }
  const code = header ?? (typeof body?.error === "object" ? body.error.code : undefined);
  expect(KNOWN_CODES.has(code ?? ""), `${where}: unknown code ${code}`).toBe(true);
}

describe("every route with hostile parameters, bodies and credentials", () => {
  test("the table found the routes", () => {
    // Guards the walk itself: a broken glob would make every property below vacuous.
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.some((r) => r.template === "/api/v1/skills/[slug]/file" && r.queryKeys.includes("path"))).toBe(true);
  });

  test.each(routes.map((route) => [`${route.method} ${route.template}`, route] as const))("%s", async (_label, route) => {
    const params = fc.record(
      Object.fromEntries(route.params.map((p) => [p.name, p.catchAll ? fc.array(hostile, { minLength: 0, maxLength: 4 }) : hostile])) as Record<
        string,
        fc.Arbitrary<string | string[]>
      >,
    );
    const keys = [...route.queryKeys, "q", "slug", "version", "tag", "path", "limit", "cursor", "since", "format", "os", "download", "sort", "__proto__", "x"];
    const query = fc.array(fc.tuple(fc.constantFrom(...keys), hostile), { maxLength: 5 });
    await fc.assert(
      fc.asyncProperty(params, query, body, contentType, credential, async (p, q, b, ct, cred) => {
        const request = buildRequest(route, { params: p, query: q, body: b, contentType: ct, credential: cred });
        const response = await within(10_000, `${route.method} ${route.template}`, () => route.handler(request, { params: Promise.resolve(p) }));
        await expectWellFormed(route, response);
      }),
      fuzzParams(40, `${route.method} ${route.template}`),
    );
  });
});
