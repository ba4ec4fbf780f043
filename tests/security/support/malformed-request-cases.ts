// One case per malformed request that Next.js itself once answered with a 500 (or a bare answer
// with no code), each with the status and stable code it gets now. Action cases call a real server
// action (its id is read from the page) with a body React's decoder cannot read.
export type MalformedCase = {
  name: string;
  target: string;
  method?: string;
  headers?: Record<string, string | string[]>;
  body?: string;
  status: number;
  code: string;
};

const boundary = "----malformed";
const multipart = `multipart/form-data; boundary=${boundary}`;

/** Calls of the action `actionId` (a real one, on /signin) whose body or arguments cannot be decoded: 400 BAD_REQUEST, not 500. */
export function undecodableActionCases(actionId: string, origin: string): MalformedCase[] {
  const call = (name: string, contentType: string | undefined, body: string): MalformedCase => ({
    name,
    target: "/signin",
    method: "POST",
    headers: { origin, "next-action": actionId, ...(contentType ? { "content-type": contentType } : {}) },
    body,
    status: 400,
    code: "BAD_REQUEST",
  });
  return [
    call("body that is not JSON", "text/plain;charset=UTF-8", "garbage{"),
    call("empty body", "text/plain;charset=UTF-8", ""),
    call("arguments that are not a list (null)", "text/plain;charset=UTF-8", "null"),
    call("arguments that are not a list (a number)", "text/plain;charset=UTF-8", "1"),
    call("reference to a part that is not there", "text/plain;charset=UTF-8", '["$Q1"]'),
    call("nesting past the decoder's stack", "text/plain;charset=UTF-8", `${"[".repeat(100_000)}${"]".repeat(100_000)}`),
    call("multipart body that is not multipart", multipart, "garbage"),
    call("multipart body cut off inside a part", multipart, `--${boundary}\r\nContent-Disposition: form-data; name="0"\r\n\r\n["$K1"]`),
    call("multipart body with no parts", multipart, `--${boundary}--\r\n`),
    call("multipart type without a boundary", "multipart/form-data", "x"),
  ];
}

/** Forms posted without JavaScript (multipart, no Next-Action header) that cannot be read: 400 BAD_REQUEST, not 500. */
export function unreadableFormPostCases(actionId: string, origin: string): MalformedCase[] {
  const post = (name: string, contentType: string, body: string): MalformedCase => ({
    name,
    target: "/signin",
    method: "POST",
    headers: { origin, "content-type": contentType },
    body,
    status: 400,
    code: "BAD_REQUEST",
  });
  return [
    post("multipart body that is not multipart", multipart, "garbage"),
    post("multipart type without a boundary", "multipart/form-data", "x"),
    post(
      "form naming a real action, cut off inside a part",
      multipart,
      `--${boundary}\r\nContent-Disposition: form-data; name="$ACTION_ID_${actionId}"\r\n\r\n\r\n--${boundary}\r\nContent-Disposition: form-data; name="handle"\r\n\r\nab`,
    ),
  ];
}

/** Client-side navigations (RSC: 1) whose router state Next.js cannot read: 400 BAD_REQUEST, not 500. */
export const malformedRouterStateCases: MalformedCase[] = [
  { name: "not JSON", target: "/", headers: { rsc: "1", "next-router-state-tree": "garbage" }, status: 400, code: "BAD_REQUEST" },
  { name: "malformed percent-encoding", target: "/", headers: { rsc: "1", "next-router-state-tree": "%E0%A4%A" }, status: 400, code: "BAD_REQUEST" },
  {
    name: "JSON that is not a router state",
    target: "/skills",
    headers: { rsc: "1", "next-router-state-tree": encodeURIComponent('{"children":5}') },
    status: 400,
    code: "BAD_REQUEST",
  },
  {
    name: "a segment of the wrong shape",
    target: "/skills",
    headers: { rsc: "1", "next-router-state-tree": encodeURIComponent('["",{"children":[["owner"],{}]}]') },
    status: 400,
    code: "BAD_REQUEST",
  },
  {
    name: "sent twice",
    target: "/",
    headers: { rsc: "1", "next-router-state-tree": [encodeURIComponent('["",{}]'), encodeURIComponent('["",{}]')] },
    status: 400,
    code: "BAD_REQUEST",
  },
  {
    name: "on a prefetch",
    target: "/search?q=pdf",
    headers: { rsc: "1", "next-router-prefetch": "1", "next-router-state-tree": "[1" },
    status: 400,
    code: "BAD_REQUEST",
  },
];

/** Methods the site does not serve, on every family of route: 405 METHOD_NOT_ALLOWED (TRACE was a route handler's 500). */
export const unsupportedMethodCases: MalformedCase[] = [
  ...[
    "/api/health",
    "/api/v1/skills",
    "/api/v1/search?q=a",
    "/.well-known/clawhub.json",
    "/api/auth/session",
    "/api/v1/github/webhook",
    "/robots.txt",
    "/",
  ].map((target): MalformedCase => ({ name: `TRACE ${target}`, target, method: "TRACE", status: 405, code: "METHOD_NOT_ALLOWED" })),
  { name: "PURGE on an API route", target: "/api/v1/skills", method: "PURGE", status: 405, code: "METHOD_NOT_ALLOWED" },
  { name: "PROPFIND on an API route", target: "/api/v1/whoami", method: "PROPFIND", status: 405, code: "METHOD_NOT_ALLOWED" },
  { name: "PROPFIND on a page", target: "/skills", method: "PROPFIND", status: 405, code: "METHOD_NOT_ALLOWED" },
  // A method the route handler does not export: Next.js's bare 405 gets our code and JSON body.
  { name: "PUT on a GET-only API route", target: "/api/health", method: "PUT", body: "{}", status: 405, code: "METHOD_NOT_ALLOWED" },
  { name: "PATCH on a ClawHub route", target: "/api/v1/search?q=a", method: "PATCH", body: "{}", status: 405, code: "METHOD_NOT_ALLOWED" },
  { name: "DELETE on a discovery document", target: "/.well-known/clawhub.json", method: "DELETE", status: 405, code: "METHOD_NOT_ALLOWED" },
  // OPTIONS to a page: Next.js's bare 400.
  { name: "OPTIONS on a page", target: "/skills", method: "OPTIONS", status: 405, code: "METHOD_NOT_ALLOWED" },
];

/** Bodies that never arrive whole (a Content-Length lie) or trickle in, on each kind of POST: 408 REQUEST_TIMEOUT after the grace. */
export function slowBodyCases(origin: string, actionId: string) {
  const json = { "content-type": "application/json" };
  return [
    { name: "JSON API body shorter than its Content-Length", target: "/api/cli/device/code", headers: json, declared: 100, chunks: ["{}"], everyMs: 10 },
    {
      name: "server action body shorter than its Content-Length",
      target: "/signin",
      headers: { origin, "next-action": actionId, "content-type": "text/plain;charset=UTF-8" },
      declared: 100,
      chunks: ["[]"],
      everyMs: 10,
    },
    {
      name: "JSON API body trickled a byte a second",
      target: "/api/cli/device/code",
      headers: json,
      declared: 60,
      chunks: Array.from({ length: 60 }, () => " "),
      everyMs: 1_000,
    },
  ];
}
