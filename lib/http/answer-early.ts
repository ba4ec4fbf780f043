// Answers a request from a step ahead of Next.js (intercept-requests.ts) with one of our errors, in
// the shapes route handlers use: the JSON error body under /api/ and /.well-known/ (plus the code in
// X-Error-Code, as ClawHub-style routes send it), plain text for pages; with the site's security
// headers, which next.config would otherwise have added.
import { STATUS_CODES } from "node:http";
import type http from "node:http";
import type { Duplex } from "node:stream";
import { getConfig } from "@/lib/config";
import { type AppError, toHttp } from "@/lib/errors";
import { formatErrorText } from "./format-error-text";
import { securityHeaders } from "./security-headers";
import { ERROR_CODE_HEADER } from "./with-clawhub-api";

export type EarlyAnswer = { status: number; headers: Record<string, string>; body: string | undefined };

/** The status, headers and body answerEarly sends (replace-framework-answer.ts sends it in place of Next.js's). */
export function earlyAnswer(request: Pick<http.IncomingMessage, "url" | "method">, error: AppError): EarlyAnswer {
  const mapped = toHttp(error, "early");
  const api = /^\/(?:api|\.well-known)\//.test(request.url ?? "");
  const body = api ? JSON.stringify(mapped.body) : formatErrorText(mapped.body);
  const headers: Record<string, string> = {
    ...Object.fromEntries(securityHeaders({ production: getConfig().production }).map(({ key, value }) => [key, value])),
    ...mapped.headers,
    "Content-Type": api ? "application/json" : "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    [ERROR_CODE_HEADER]: mapped.body.error.code,
    "Content-Length": String(Buffer.byteLength(body)),
  };
  return { status: mapped.status, headers, body: request.method === "HEAD" ? undefined : body };
}

export function answerEarly(request: http.IncomingMessage, response: http.ServerResponse, error: AppError): void {
  const answer = earlyAnswer(request, error);
  response.writeHead(answer.status, answer.headers);
  response.end(answer.body);
}

/** The same answer written straight to a socket that has no ServerResponse (a request Node's parser
 * refused, a CONNECT): HTTP/1.1, and the connection closed after it. */
export function answerOnSocket(socket: Duplex, request: Pick<http.IncomingMessage, "url" | "method">, error: AppError): void {
  const answer = earlyAnswer(request, error);
  const head = [
    `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status] ?? ""}`,
    ...Object.entries(answer.headers).map(([key, value]) => `${key}: ${value}`),
    "Connection: close",
  ];
  socket.end(`${head.join("\r\n")}\r\n\r\n${answer.body ?? ""}`);
}
