// ReadyForQuery tracking over PGlite's output, however the bytes are split into chunks.
import { describe, expect, test } from "vitest";
import { BackendStatus, IDLE } from "@/lib/db/embedded/backend-status";

function message(type: string, body: Buffer): Buffer {
  const out = Buffer.alloc(5 + body.length);
  out.write(type, 0, "latin1");
  out.writeInt32BE(4 + body.length, 1);
  body.copy(out, 5);
  return out;
}
const ready = (status: string) => message("Z", Buffer.from(status));
// A DataRow whose payload contains a 'Z' byte, which must not be taken for a message.
const row = message("D", Buffer.from("\x00\x01\x00\x00\x00\x05ZZZZZ", "latin1"));

describe("BackendStatus", () => {
  test.each([1, 2, 3, 7, 1000])("follows messages split into %i-byte chunks", (size) => {
    const stream = Buffer.concat([message("C", Buffer.from("SELECT 1\0")), row, ready("T"), row, ready("I")]);
    const status = new BackendStatus();
    for (let at = 0; at < stream.length; at += size) status.feed(stream.subarray(at, at + size));
    expect(status.sawReady).toBe(true);
    expect(status.status).toBe(IDLE);
  });

  test("in a transaction until an idle ReadyForQuery arrives", () => {
    const status = new BackendStatus();
    status.feed(ready("T"));
    expect(status.status).toBe("T".charCodeAt(0));
    status.sawReady = false;
    status.feed(row);
    expect(status.sawReady).toBe(false);
  });
});
