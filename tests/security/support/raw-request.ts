// A request sent exactly as written: any target (Playwright and fetch would normalise it), any
// method (fetch refuses TRACE), repeated headers (an array value sends one line each).
import http from "node:http";
import net from "node:net";

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

/**
 * A request whose body is sent in `chunks`, one every `everyMs`, and never finished if `declared`
 * (the Content-Length sent) is larger than the chunks: what a client trickling or lying sends.
 * Resolves once the server has answered and closed the connection, with how long that took.
 */
export function rawSlowBody(
  baseURL: string,
  target: string,
  init: { method?: string; headers?: Record<string, string>; declared: number; chunks: string[]; everyMs: number },
): Promise<RawAnswer & { ms: number }> {
  const { hostname, port } = new URL(baseURL);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    const headers = { host: `${hostname}:${port}`, "content-length": String(init.declared), ...init.headers };
    socket.write(
      `${init.method ?? "POST"} ${target} HTTP/1.1\r\n${Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join("")}\r\n`,
    );
    let sent = 0;
    const timer = setInterval(() => {
      const chunk = init.chunks[sent++];
      if (chunk === undefined) return clearInterval(timer);
      if (!socket.destroyed) socket.write(chunk);
    }, init.everyMs);
    let received = "";
    socket.on("data", (data) => (received += data.toString("utf8")));
    socket.on("error", () => {}); // a reset after the answer is the server closing it
    socket.on("close", () => {
      clearInterval(timer);
      const [head = "", body = ""] = received.split("\r\n\r\n", 2);
      const lines = head.split("\r\n");
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(lines[0] ?? "")?.[1]);
      if (!status) return reject(new Error(`no answer before the connection closed: ${JSON.stringify(received.slice(0, 200))}`));
      const parsed: http.IncomingHttpHeaders = {};
      for (const line of lines.slice(1)) {
        const at = line.indexOf(":");
        parsed[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({ status, headers: parsed, body, ms: Date.now() - started });
    });
  });
}
