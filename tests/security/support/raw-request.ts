// A request sent exactly as written: any target (Playwright and fetch would normalise it), any
// method (fetch refuses TRACE), repeated headers (an array value sends one line each).
import http from "node:http";

export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string };

export function raw(
  baseURL: string,
  target: string,
  init: { method?: string; headers?: Record<string, string | string[]>; body?: string | Uint8Array } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: hostname, port, path: target, method: init.method ?? "GET", headers: { host: `${hostname}:${port}`, ...init.headers } },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body }));
      },
    );
    request.on("error", reject);
    request.end(init.body);
  });
}
