// Malformed requests that fail inside Next.js, where no code of ours runs, against the production
// build: each is a clear 4xx with a stable code (X-Error-Code; JSON under /api/ and /.well-known/),
// never Next.js's 500 or a bare answer with no code (tests/security/support/malformed-request-cases.ts):
// - server-action calls whose body or arguments React's decoder cannot read, and forms posted without
//   JavaScript whose multipart body cannot be read: 400 BAD_REQUEST;
// - client-side navigations whose router-state header Next.js cannot read: 400 BAD_REQUEST;
// - methods no route serves (TRACE, PROPFIND) and methods a route does not export: 405 METHOD_NOT_ALLOWED;
// - bodies that never arrive whole (a Content-Length lie) or trickle in: 408 REQUEST_TIMEOUT after the
//   15 s grace (lib/http/body-pace.ts) and the connection closed, not held for Node's 5 minutes.
// Well-formed action calls and client-side navigations still work.
import { expect, test } from "@playwright/test";
import {
  type MalformedCase,
  malformedRouterStateCases,
  slowBodyCases,
  undecodableActionCases,
  unreadableFormPostCases,
  unsupportedMethodCases,
} from "./support/malformed-request-cases";
import { raw, rawSlowBody } from "./support/raw-request";

async function expectRefused(baseURL: string, cases: MalformedCase[]): Promise<void> {
  for (const entry of cases) {
    const answer = await raw(baseURL, entry.target, { method: entry.method, headers: entry.headers, body: entry.body });
    expect({ name: entry.name, status: answer.status, code: answer.headers["x-error-code"] }).toEqual({
      name: entry.name,
      status: entry.status,
      code: entry.code,
    });
    // Our answer whole, not Next.js's with our status: its security headers and no caching.
    expect(answer.headers["cache-control"], entry.name).toBe("no-store");
    expect(answer.headers["x-content-type-options"], entry.name).toBe("nosniff");
    if (/^\/(?:api|\.well-known)\//.test(entry.target) && entry.method !== "HEAD") {
      expect(answer.headers["content-type"], entry.name).toBe("application/json");
      expect((JSON.parse(answer.body) as { error: { code: string } }).error.code, entry.name).toBe(entry.code);
    }
  }
}

async function signinActionId(baseURL: string): Promise<string> {
  const html = (await raw(baseURL, "/signin")).body;
  const actionId = /&quot;id&quot;:&quot;([0-9a-f]{20,})&quot;/.exec(html)?.[1];
  expect(actionId).toBeDefined();
  return actionId!;
}

test.describe("malformed requests get a stable code, never Next.js's 500", () => {
  test("server-action calls that cannot be decoded are 400 BAD_REQUEST; a well-formed call runs", async ({ baseURL }) => {
    const actionId = await signinActionId(baseURL!);
    await expectRefused(baseURL!, undecodableActionCases(actionId, baseURL!));
    await expectRefused(baseURL!, unreadableFormPostCases(actionId, baseURL!));
    const call = (body: string) =>
      raw(baseURL!, "/signin", { method: "POST", headers: { origin: baseURL!, "next-action": actionId, "content-type": "text/plain;charset=UTF-8" }, body });
    // Decodable, but not a form: the action itself refuses it (in its state), not as our fault (INTERNAL).
    const notAForm = await call("[]");
    expect(notAForm.status).toBe(200);
    expect(notAForm.body).toContain('"code":"BAD_REQUEST"');
    // A well-formed call is untouched: the action runs and answers in React's format.
    const wellFormed = await call('[{"status":"idle"},"$K1"]');
    expect(wellFormed.status).toBe(200);
    expect(wellFormed.headers["content-type"]).toContain("text/x-component");
    expect(wellFormed.headers["x-error-code"]).toBeUndefined();
  });

  test("navigations with a router state Next.js cannot read are 400 BAD_REQUEST; real ones work", async ({ page, baseURL }) => {
    await expectRefused(baseURL!, malformedRouterStateCases);
    const failures: string[] = [];
    page.on("response", (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
    });
    await page.goto("/");
    await page.getByRole("link", { name: "Browse", exact: true }).first().click();
    await expect(page).toHaveURL(/\/skills$/);
    expect(failures).toEqual([]);
  });

  test("methods a route does not serve are 405 METHOD_NOT_ALLOWED with our code", async ({ baseURL }) => {
    await expectRefused(baseURL!, unsupportedMethodCases);
    const trace = await raw(baseURL!, "/api/health", { method: "TRACE" });
    expect(trace.headers.allow).toContain("GET");
    // What a route serves is untouched.
    expect((await raw(baseURL!, "/api/health", { method: "HEAD" })).status).toBe(200);
    expect((await raw(baseURL!, "/api/health", { method: "OPTIONS" })).status).toBe(204);
  });

  test("bodies that never arrive whole or trickle in are 408 REQUEST_TIMEOUT after the grace", async ({ baseURL }) => {
    const actionId = await signinActionId(baseURL!);
    const answers = await Promise.all(
      slowBodyCases(baseURL!, actionId).map(async (entry) => ({ entry, answer: await rawSlowBody(baseURL!, entry.target, entry) })),
    );
    for (const { entry, answer } of answers) {
      expect({ name: entry.name, status: answer.status, code: answer.headers["x-error-code"] }).toEqual({
        name: entry.name,
        status: 408,
        code: "REQUEST_TIMEOUT",
      });
      expect(answer.ms, entry.name).toBeGreaterThan(15_000); // the grace is kept…
      expect(answer.ms, entry.name).toBeLessThan(45_000); // …and the socket, closed by the server, is not held for minutes
    }
  });
});
