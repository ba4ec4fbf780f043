// Keeps a copy of what Next.js writes to a response while it streams to the client unchanged.
// Installed before Next.js sees the response, so its compression writes through us: the copy is
// the bytes on the wire, with the headers (Content-Encoding included) that describe them.
import type { OutgoingHttpHeaders, ServerResponse } from "node:http";

export type CapturedResponse = { status: number; headers: OutgoingHttpHeaders; body: Buffer };

type Chunk = string | Uint8Array | null | undefined | ((error?: Error | null) => void);

function toBuffer(chunk: Chunk, encoding: unknown): Buffer | null {
  if (chunk === null || chunk === undefined || typeof chunk === "function") return null;
  if (typeof chunk === "string") return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  return Buffer.from(chunk); // a copy: the writer may reuse its buffer
}

/** `done` gets the response once it has finished, or null when it was cut off or grew past maxBytes. */
export function captureResponse(response: ServerResponse, maxBytes: number, done: (captured: CapturedResponse | null) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooBig = false;
  const keep = (chunk: Chunk, encoding: unknown) => {
    if (tooBig) return;
    const buffer = toBuffer(chunk, encoding);
    if (!buffer) return;
    size += buffer.length;
    if (size > maxBytes) {
      tooBig = true;
      chunks.length = 0;
    } else chunks.push(buffer);
  };
  const write = response.write;
  const end = response.end;
  response.write = function (this: ServerResponse, chunk: Chunk, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as ServerResponse["write"];
  response.end = function (this: ServerResponse, chunk?: Chunk, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
  } as ServerResponse["end"];
  let reported = false;
  const report = (captured: CapturedResponse | null) => {
    if (reported) return;
    reported = true;
    done(captured);
  };
  response.once("finish", () => report(tooBig ? null : { status: response.statusCode, headers: response.getHeaders(), body: Buffer.concat(chunks) }));
  response.once("close", () => report(null));
  // Events that fired before we listened are not repeated: a response already closed never reports.
  if (response.destroyed) report(null);
}
