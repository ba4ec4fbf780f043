// Requests Node's HTTP parser refuses, and requests it hands to `upgrade`/`connect` listeners
// instead of the request event (lib/http/answer-client-errors.ts, ignore-protocol-upgrades.ts):
// each gets a status and a stable code, never a bare status line or a connection closed without
// an answer. The server here has an `upgrade` listener that drops the connection, as Next.js's
// production server left such requests; tests/security/malformed-requests.spec.ts sends the same
// kinds of request to the production build.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { answerClientErrors } from "@/lib/http/answer-client-errors";
import { ignoreProtocolUpgrades } from "@/lib/http/ignore-protocol-upgrades";
import { parseRawAnswer, sendRaw } from "./support/raw-socket";

let server: http.Server;
let port = 0;

beforeAll(async () => {
  answerClientErrors();
  ignoreProtocolUpgrades();
  server = http.createServer((request, response) => {
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify({ reached: true, method: request.method }));
  });
  server.on("upgrade", (_request, socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const send = async (bytes: string | Buffer) => parseRawAnswer(await sendRaw(port, bytes));

const host = () => `Host: 127.0.0.1:${port}\r\n`;

test.each([
  {
    name: "headers over 16 KiB",
    bytes: () => `GET /api/v1/skills HTTP/1.1\r\n${host()}X-Big: ${"a".repeat(20_000)}\r\n\r\n`,
    status: 431,
    code: "HEADERS_TOO_LARGE",
  },
  { name: "a method token no parser knows", bytes: () => `FROBNICATE /api/v1/skills HTTP/1.1\r\n${host()}\r\n`, status: 405, code: "METHOD_NOT_ALLOWED" },
  {
    name: "Content-Length beside Transfer-Encoding",
    bytes: () => `POST /api/v1/skills HTTP/1.1\r\n${host()}Content-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
    status: 400,
    code: "BAD_REQUEST",
  },
  {
    name: "two different Content-Lengths",
    bytes: () => `POST /api/x HTTP/1.1\r\n${host()}Content-Length: 1\r\nContent-Length: 2\r\n\r\nab`,
    status: 400,
    code: "BAD_REQUEST",
  },
  { name: "a negative Content-Length", bytes: () => `POST /api/x HTTP/1.1\r\n${host()}Content-Length: -1\r\n\r\n`, status: 400, code: "BAD_REQUEST" },
  { name: "a header name with a space", bytes: () => `GET /api/x HTTP/1.1\r\n${host()}Bad Header: 1\r\n\r\n`, status: 400, code: "BAD_REQUEST" },
  { name: "a TLS handshake sent to the plain HTTP port", bytes: () => Buffer.from("16030100c4010000c00303", "hex"), status: 400, code: "BAD_REQUEST" },
  {
    name: "CONNECT (a proxy tunnel)",
    bytes: () => `CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n`,
    status: 405,
    code: "METHOD_NOT_ALLOWED",
  },
])("$name: $status $code with a body, and the connection closed", async ({ bytes, status, code }) => {
  const answer = await send(bytes());
  expect(answer.status).toBe(status);
  expect(answer.code).toBe(code);
  expect(answer.head).toMatch(/\r\nConnection: close/i);
  expect(answer.body.length).toBeGreaterThan(0);
  if (status === 405) expect(answer.head).toMatch(/\r\nAllow: GET, HEAD, POST/);
});

test("an API path gets the JSON error body; a page path gets text", async () => {
  const api = await send(`GET /api/v1/skills HTTP/1.1\r\n${host()}X-Big: ${"a".repeat(20_000)}\r\n\r\n`);
  expect(JSON.parse(api.body)).toMatchObject({ error: { code: "HEADERS_TOO_LARGE" } });
  const page = await send(`GET /skills HTTP/1.1\r\n${host()}X-Big: ${"a".repeat(20_000)}\r\n\r\n`);
  expect(page.head).toMatch(/\r\nContent-Type: text\/plain/i);
});

test.each([
  { name: "h2c (curl --http2)", headers: "Connection: Upgrade, HTTP2-Settings, close\r\nUpgrade: h2c\r\nHTTP2-Settings: AAMAAABkAARAAAAAAAIAAAAA\r\n" },
  {
    name: "a websocket handshake",
    headers: "Connection: Upgrade, close\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n",
  },
])("an Upgrade header ($name) is ignored: the request is answered in HTTP/1.1", async ({ headers }) => {
  const answer = await send(`GET /api/v1/skills HTTP/1.1\r\n${host()}${headers}\r\n`);
  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.body)).toEqual({ reached: true, method: "GET" });
});

test("a request that parses is not touched", async () => {
  const answer = await send(`GET /api/v1/skills HTTP/1.1\r\n${host()}Connection: close\r\n\r\n`);
  expect(answer.status).toBe(200);
});
