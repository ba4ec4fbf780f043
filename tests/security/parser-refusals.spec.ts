// The production build answers requests Node's parser refuses, CONNECT and Upgrade headers with
// codes (tests/security/parser-refusals.test.ts has every case against the steps alone): Next.js's
// server had left Upgrade requests without any answer and Node answered the rest with a bare line.
import { expect, test } from "@playwright/test";
import { E2E_PORT } from "../../playwright.config";
import { parseRawAnswer, sendRaw } from "./support/raw-socket";

const host = `Host: 127.0.0.1:${E2E_PORT}\r\n`;
const send = async (bytes: string) => parseRawAnswer(await sendRaw(E2E_PORT, bytes));

test("parser refusals carry a code: 431, 405, 400", async () => {
  const big = await send(`GET /skills HTTP/1.1\r\n${host}X-Big: ${"a".repeat(20_000)}\r\n\r\n`);
  expect([big.status, big.code]).toEqual([431, "HEADERS_TOO_LARGE"]);
  expect(big.head).toMatch(/\r\ncontent-security-policy: /i);
  const method = await send(`FROBNICATE /api/v1/skills HTTP/1.1\r\n${host}\r\n`);
  expect([method.status, method.code]).toEqual([405, "METHOD_NOT_ALLOWED"]);
  expect(JSON.parse(method.body)).toMatchObject({ error: { code: "METHOD_NOT_ALLOWED" } });
  const lengths = await send(`POST /api/v1/skills HTTP/1.1\r\n${host}Content-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`);
  expect([lengths.status, lengths.code]).toEqual([400, "BAD_REQUEST"]);
  const connect = await send(`CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n`);
  expect([connect.status, connect.code]).toEqual([405, "METHOD_NOT_ALLOWED"]);
});

test("an Upgrade header is ignored: the page and the API answer in HTTP/1.1", async () => {
  const h2c = await send(
    `GET /api/health HTTP/1.1\r\n${host}Connection: Upgrade, HTTP2-Settings, close\r\nUpgrade: h2c\r\nHTTP2-Settings: AAMAAABkAARAAAAAAAIAAAAA\r\n\r\n`,
  );
  expect(h2c.status).toBe(200);
  const websocket = await send(
    `GET /skills HTTP/1.1\r\n${host}Connection: Upgrade, close\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`,
  );
  expect(websocket.status).toBe(200);
  expect(websocket.head).toMatch(/\r\ncontent-type: text\/html/i);
});
