// What the server deals with before Next.js sees a request (lib/http/intercept-requests.ts steps,
// installed by instrumentation.ts): a path with malformed percent-encoding is 400 MALFORMED_URL
// (Next.js would answer 500), a POST to a page (a server action) from another origin is 403
// CSRF_REJECTED (Next.js: 500), and without a trusted proxy forged X-Forwarded-Host/-Proto/-Port
// never reach Next.js. The handler behind the steps stands in for Next.js and echoes what it got;
// tests/security/hostile-requests.spec.ts repeats the attacks against the production build.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { resetConfigForTests } from "@/lib/config";
import { dropForgedForwardedHeaders } from "@/lib/http/drop-forged-forwarded-headers";
import { refuseForeignActions } from "@/lib/http/refuse-foreign-actions";
import { refuseMalformedUrls } from "@/lib/http/refuse-malformed-urls";

let server: http.Server;
let port = 0;

beforeAll(async () => {
  dropForgedForwardedHeaders();
  refuseMalformedUrls();
  refuseForeignActions();
  server = http.createServer((request, response) => {
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify({ reached: true, headers: request.headers }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));
afterEach(() => {
  delete process.env.TRUST_PROXY_HOPS;
  delete process.env.HUB_PUBLIC_URL;
  resetConfigForTests();
});

/** A raw request: the path is sent exactly as written (fetch would normalise it). */
function send(path: string, init: { method?: string; headers?: http.OutgoingHttpHeaders; body?: string } = {}) {
  return new Promise<{ status: number; code: string | null; type: string; body: string }>((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port, path, method: init.method ?? "GET", headers: { host: `127.0.0.1:${port}`, ...init.headers } },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode!,
            code: (response.headers["x-error-code"] as string | undefined) ?? null,
            type: String(response.headers["content-type"]),
            body,
          }),
        );
      },
    );
    request.on("error", reject);
    request.end(init.body);
  });
}

describe("malformed percent-encoding in the path", () => {
  test.each([
    "/%",
    "/%E0%A4%A",
    "/%FF",
    "/%C0%80",
    "/ada/%ZZ",
    "/api/v1/skills/%",
    "/api/v1/skills/%E0%A4%A",
    "/api/v1/skills/%E0%A4%A/file?path=SKILL.md",
    "/api/%",
    "/_next/%",
    "/.well-known/%",
  ])("%s is 400 MALFORMED_URL before routing", async (path) => {
    const answer = await send(path);
    expect({ status: answer.status, code: answer.code }).toEqual({ status: 400, code: "MALFORMED_URL" });
    expect(answer.body).not.toContain("reached");
    if (/^\/(api|\.well-known)\//.test(path)) expect(JSON.parse(answer.body)).toMatchObject({ error: { code: "MALFORMED_URL" } });
    else expect(answer.type).toContain("text/plain");
  });

  test("HEAD and POST are refused the same way; well-formed paths and stray % in the query go on", async () => {
    expect((await send("/%", { method: "HEAD" })).status).toBe(400);
    expect((await send("/api/v1/skills/%", { method: "POST" })).code).toBe("MALFORMED_URL");
    for (const path of ["/?q=%", "/search?q=%E0%A4%A", "/a%2Fb", "/caf%C3%A9", "/api/v1/skills/x/file?path=%"])
      expect(JSON.parse((await send(path)).body), path).toMatchObject({ reached: true });
  });
});

describe("dot segments in the path", () => {
  // Next.js resolves them: `/api/../skills` passed the closed registry's sign-in step (it reads
  // `/api/` as an API path that decides for itself) and rendered the browse page to anyone.
  test.each([
    "/api/../skills",
    "/api/../",
    "/signin/../skills",
    "/_next/../skills",
    "/.well-known/../sitemap.xml",
    "/api/v1/../../docs/api",
    "/api/%2e%2e/skills",
    "/api/%2E%2E/skills",
    "/api/.%2e/skills",
    "/api/..%2fskills",
    "/api/..%5Cskills",
    "/api\\..\\skills",
    "/./skills",
    "/acme/./secret",
    "/api/v1/skills/../../../acme",
  ])("%s is 400 MALFORMED_URL before routing", async (path) => {
    const answer = await send(path);
    expect({ path, status: answer.status, code: answer.code }).toEqual({ path, status: 400, code: "MALFORMED_URL" });
    expect(answer.body).not.toContain("reached");
  });

  test("dots inside names go on", async () => {
    for (const path of [
      "/robots.txt",
      "/.well-known/clawhub.json",
      "/acme/skill/raw/1.0.0/.env",
      "/acme/skill/raw/1.0.0/a..b/...",
      "/search?q=../..",
      "/a.b/c.",
    ])
      expect(JSON.parse((await send(path)).body), path).toMatchObject({ reached: true });
  });
});

describe("request targets that are not a path", () => {
  test.each(["*", "http://evil.example/.well-known/clawhub.json", "https://evil.example/", "http://evil.example@127.0.0.1/"])(
    "%s is 400 MALFORMED_URL (never a redirect to another host)",
    async (target) => {
      const answer = await send(target, { method: target === "*" ? "OPTIONS" : "GET" });
      expect({ status: answer.status, code: answer.code }).toEqual({ status: 400, code: "MALFORMED_URL" });
    },
  );

  test("an absolute URL naming this Host is served as its path", async () => {
    const answer = await send(`http://127.0.0.1:${port}/skills?q=1`);
    expect(JSON.parse(answer.body)).toMatchObject({ reached: true });
  });
});

describe("server actions from another origin", () => {
  const action = (origin: string | undefined, path = "/signin") =>
    send(path, {
      method: "POST",
      headers: { ...(origin === undefined ? {} : { origin }), "next-action": "7f00", "content-type": "text/plain;charset=UTF-8" },
      body: "[]",
    });

  test.each(["https://evil.example", "null", "garbage", "http://127.0.0.1:1", "https://127.0.0.1"])(
    "Origin %s: 403 CSRF_REJECTED, never reaches Next.js",
    async (origin) => {
      const answer = await action(origin.replace("https://127.0.0.1", `https://127.0.0.1:${port}`));
      expect({ status: answer.status, code: answer.code }).toEqual({ status: 403, code: "CSRF_REJECTED" });
      expect(answer.body).not.toContain("reached");
    },
  );

  test("a multipart form post (no Next-Action header) from another origin is refused too", async () => {
    const answer = await send("/", {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "multipart/form-data; boundary=x" },
      body: "--x--\r\n",
    });
    expect(answer.code).toBe("CSRF_REJECTED");
  });

  test("the same origin, HUB_PUBLIC_URL's origin, a POST without Origin and API routes go on", async () => {
    expect(JSON.parse((await action(`http://127.0.0.1:${port}`)).body)).toMatchObject({ reached: true });
    expect(JSON.parse((await action(undefined)).body)).toMatchObject({ reached: true });
    expect(JSON.parse((await action("https://evil.example", "/api/v1/stars/x")).body)).toMatchObject({ reached: true });
    process.env.HUB_PUBLIC_URL = "https://hub.example.org";
    resetConfigForTests();
    expect(JSON.parse((await action("https://hub.example.org")).body)).toMatchObject({ reached: true });
  });

  test("a forged X-Forwarded-Host naming the attacker does not make its Origin ours", async () => {
    const answer = await send("/signin", {
      method: "POST",
      headers: { origin: "https://evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https", "next-action": "7f00" },
      body: "[]",
    });
    expect(answer.code).toBe("CSRF_REJECTED");
  });
});

describe("X-Forwarded-Host/-Proto/-Port", () => {
  const forged = { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https", "x-forwarded-port": "443" };

  test("without a trusted proxy they never reach Next.js", async () => {
    const { headers } = JSON.parse((await send("/", { headers: forged })).body) as { headers: Record<string, string> };
    expect(headers["x-forwarded-host"]).toBeUndefined();
    expect(headers["x-forwarded-proto"]).toBeUndefined();
    expect(headers["x-forwarded-port"]).toBeUndefined();
  });

  test("behind TRUST_PROXY_HOPS trusted proxies the proxy's values stand", async () => {
    process.env.TRUST_PROXY_HOPS = "1";
    resetConfigForTests();
    const { headers } = JSON.parse((await send("/", { headers: forged })).body) as { headers: Record<string, string> };
    expect(headers).toMatchObject(forged);
  });
});
