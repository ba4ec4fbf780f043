// replaceFrameworkAnswer (lib/http/replace-framework-answer.ts): a step ahead of Next.js wraps the
// response, and Next.js's own answer of a status the step names is replaced by ours whole (status,
// code, headers, body), however Next.js writes it: end(payload), writeHead then end, flushHeaders
// then streamed writes, headers set after ours went out. Other answers pass untouched; answerNow
// answers while the framework is still waiting, and drops what it sends later. The handler stands
// in for Next.js; tests/security/malformed-requests.spec.ts repeats this against the built server.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { AppError } from "@/lib/errors";
import { type FrameworkAnswer, replaceFrameworkAnswer } from "@/lib/http/replace-framework-answer";

type Framework = (response: http.ServerResponse, later: Promise<void>) => Promise<void> | void;

const frameworks: Record<string, Framework> = {
  "/end-payload": (response) => {
    response.statusCode = 500;
    response.setHeader("content-type", "text/x-component");
    response.end("0:E{digest}");
  },
  "/write-head": (response) => {
    response.writeHead(500, { "content-type": "text/html", "x-framework": "1" });
    response.end("<html>500</html>");
  },
  "/streamed": async (response) => {
    response.statusCode = 500;
    response.setHeader("content-type", "text/x-component");
    response.flushHeaders();
    response.write("0:{}\n");
    await new Promise((resolve) => setTimeout(resolve, 10));
    response.write("1:E{}\n", () => undefined);
    response.end();
  },
  "/bare-405": (response) => {
    response.statusCode = 405;
    response.end();
  },
  "/fine": (response) => {
    response.setHeader("content-type", "application/json");
    response.end('{"ok":true}');
  },
  "/late": async (response, later) => {
    await later;
    response.statusCode = 500;
    response.setHeader("content-type", "text/plain"); // after ours went out: a no-op, not ERR_HTTP_HEADERS_SENT
    response.end("late");
  },
};

let server: http.Server;
let port = 0;
const failures: unknown[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const path = new URL(request.url!, "http://x").pathname;
    const answer: FrameworkAnswer = replaceFrameworkAnswer(request, response, (status) =>
      status === 500
        ? new AppError("BAD_REQUEST", "replaced")
        : status === 405 && !response.hasHeader("content-type")
          ? new AppError("METHOD_NOT_ALLOWED", "bare")
          : null,
    );
    let release = () => {};
    const later = new Promise<void>((resolve) => (release = resolve));
    if (path.startsWith("/api/late") || path === "/late") {
      answer.answerNow(new AppError("REQUEST_TIMEOUT", "now"));
      setTimeout(release, 10);
    }
    Promise.resolve(frameworks[path.replace(/^\/api/, "")]!(response, later)).catch((error: unknown) => failures.push(error));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

async function get(path: string, method = "GET") {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { method });
  return {
    status: response.status,
    code: response.headers.get("x-error-code"),
    type: response.headers.get("content-type"),
    headers: response.headers,
    body: await response.text(),
  };
}

describe("replacing the framework's answer", () => {
  test.each(["/end-payload", "/write-head", "/streamed"])("a 500 written as %s is replaced whole by ours", async (path) => {
    const page = await get(path);
    expect({ status: page.status, code: page.code, type: page.type }).toEqual({ status: 400, code: "BAD_REQUEST", type: "text/plain; charset=utf-8" });
    expect(page.body).toBe("replaced");
    expect(page.headers.get("x-framework")).toBeNull();
    expect(page.headers.get("cache-control")).toBe("no-store");
    const api = await get(`/api${path}`);
    expect({ status: api.status, code: api.code, type: api.type }).toEqual({ status: 400, code: "BAD_REQUEST", type: "application/json" });
    expect(JSON.parse(api.body)).toEqual({ error: { code: "BAD_REQUEST", message: "replaced" } });
  });

  test("a bare 405 gets our code; HEAD gets no body", async () => {
    expect(await get("/api/bare-405")).toMatchObject({ status: 405, code: "METHOD_NOT_ALLOWED", type: "application/json" });
    expect(await get("/api/bare-405", "HEAD")).toMatchObject({ status: 405, code: "METHOD_NOT_ALLOWED", body: "" });
  });

  test("an answer the step does not name passes untouched", async () => {
    expect(await get("/api/fine")).toMatchObject({ status: 200, code: null, type: "application/json", body: '{"ok":true}' });
  });

  test("answerNow answers while the framework waits, and what it sends later is dropped", async () => {
    const answer = await get("/api/late");
    expect(answer).toMatchObject({ status: 408, code: "REQUEST_TIMEOUT", type: "application/json" });
    expect(JSON.parse(answer.body)).toEqual({ error: { code: "REQUEST_TIMEOUT", message: "now" } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(failures).toEqual([]);
  });
});
