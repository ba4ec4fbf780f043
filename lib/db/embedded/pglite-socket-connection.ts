// One client of the embedded database's socket (an admin command beside the running site).
// PGlite has a single PostgreSQL session, shared by the site's own queries and every socket
// client. So a client gets the session to itself from its first message until PGlite answers
// ReadyForQuery "idle" after its latest one: a whole statement, or a whole transaction. It holds
// PGlite's own transaction lock meanwhile, the one the site's queries and transactions wait on,
// so nothing from the site or another client ever runs inside a client's transaction, nor the
// other way round. A client that holds the session and goes quiet, or disconnects, is rolled back.
import type { Socket } from "node:net";
import type { PGlite } from "@electric-sql/pglite";
import { BackendStatus, IDLE } from "./backend-status";

const PROTOCOL_3 = 3;
const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const TERMINATE = 0x58; // 'X'
/** PostgreSQL itself refuses messages over 1 GiB; an admin command never sends anything near this. */
const MAX_MESSAGE_BYTES = 256 * 1024 * 1024;
const MAX_STARTUP_BYTES = 10_000;

const SYNC = Buffer.from([0x53, 0, 0, 0, 4]);
const ROLLBACK = (() => {
  const sql = Buffer.from("ROLLBACK\0");
  const message = Buffer.alloc(5 + sql.length);
  message[0] = 0x51; // 'Q'
  message.writeInt32BE(4 + sql.length, 1);
  sql.copy(message, 5);
  return message;
})();

type Message = { kind: "startup" | "negotiate" | "cancel" | "typed"; type: number; bytes: Buffer };

/** Waits for PGlite's transaction lock and keeps it until the returned function is called. */
function acquireSession(pglite: PGlite): Promise<() => void> {
  return new Promise((resolve, reject) => {
    pglite._runExclusiveTransaction(() => new Promise<void>((release) => resolve(release))).catch(reject);
  });
}

export class PgliteSocketConnection {
  private chunks: Buffer[] = [];
  private bytes = 0;
  private started = false;
  private closed = false;
  private release: (() => void) | null = null;
  /** True while the session is known to be idle (no open statement or transaction of ours). */
  private idle = true;
  private readonly status = new BackendStatus();
  private work: Promise<void> = Promise.resolve();
  private holdTimer: NodeJS.Timeout | undefined;

  /** Resolves once the connection is closed and the session handed back. */
  readonly finished: Promise<void>;
  private finish!: () => void;

  constructor(
    private readonly pglite: PGlite,
    private readonly socket: Socket,
    private readonly holdTimeoutMs: number,
  ) {
    this.finished = new Promise((resolve) => (this.finish = resolve));
    socket.on("data", (data: Buffer) => {
      if (this.closed) return;
      clearTimeout(this.holdTimer);
      this.chunks.push(data);
      this.bytes += data.length;
      this.schedule(() => this.drain());
    });
    socket.on("error", () => this.close());
    socket.on("close", () => this.close());
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.holdTimer);
    this.socket.destroy();
    this.chunks = [];
    this.schedule(() => this.handBack());
    void this.work.then(() => this.finish());
  }

  private schedule(step: () => Promise<void>): void {
    this.work = this.work.then(step).catch(() => this.close());
  }

  /** The first `n` buffered bytes as one buffer, or null while fewer have arrived. */
  private peek(n: number): Buffer | null {
    if (this.bytes < n) return null;
    if (this.chunks[0]!.length < n) this.chunks = [Buffer.concat(this.chunks)];
    return this.chunks[0]!.subarray(0, n);
  }

  private take(n: number): Buffer {
    const first = this.peek(n)!;
    const bytes = Buffer.from(first);
    if (this.chunks[0]!.length === n) this.chunks.shift();
    else this.chunks[0] = this.chunks[0]!.subarray(n);
    this.bytes -= n;
    return bytes;
  }

  /** The next whole message from the client, null while incomplete; throws on nonsense. */
  private nextMessage(): Message | null {
    if (!this.started) {
      const head = this.peek(8);
      if (!head) return null;
      const length = head.readInt32BE(0);
      const code = head.readInt32BE(4);
      if (length < 8 || length > MAX_STARTUP_BYTES) throw new Error("bad startup packet");
      if (this.bytes < length) return null;
      const kind =
        code === SSL_REQUEST || code === GSSENC_REQUEST ? "negotiate" : code === CANCEL_REQUEST ? "cancel" : code >>> 16 === PROTOCOL_3 ? "startup" : null;
      if (!kind) throw new Error(`unsupported protocol ${code}`);
      return { kind, type: 0, bytes: this.take(length) };
    }
    const head = this.peek(5);
    if (!head) return null;
    const length = head.readInt32BE(1);
    if (length < 4 || length > MAX_MESSAGE_BYTES) throw new Error("bad message length");
    if (this.bytes < length + 1) return null;
    const type = head[0]!;
    return { kind: "typed", type, bytes: this.take(length + 1) };
  }

  private async drain(): Promise<void> {
    for (;;) {
      if (this.closed) return;
      const message = this.nextMessage();
      if (!message) break;
      if (message.kind === "negotiate") {
        this.socket.write("N"); // no TLS or GSS on a local socket; the client goes on in plain text
        continue;
      }
      if (message.kind === "cancel" || message.type === TERMINATE) {
        // PGlite has no second backend to signal a cancel with; Terminate ends this client only
        // (passed on, it would end the session the site shares).
        this.close();
        return;
      }
      if (message.kind === "startup") this.started = true;
      await this.execute(message.bytes);
    }
    this.armHoldTimer();
  }

  private async execute(message: Buffer): Promise<void> {
    if (!this.release) {
      const release = await acquireSession(this.pglite);
      this.release = release;
      if (this.closed) return;
    }
    this.idle = false;
    this.status.sawReady = false;
    await this.pglite._runExclusiveQuery(() =>
      this.pglite.execProtocolRawStream(message, {
        onRawData: (data) => {
          this.status.feed(data);
          // PGlite hands out a view of its own memory: copy before it is reused.
          if (!this.closed) this.socket.write(Buffer.from(data));
        },
      }),
    );
    if (this.status.sawReady && this.status.status === IDLE) {
      this.idle = true;
      this.handOver();
    }
  }

  private handOver(): void {
    const release = this.release;
    this.release = null;
    release?.();
  }

  private armHoldTimer(): void {
    clearTimeout(this.holdTimer);
    if (this.release && !this.closed) this.holdTimer = setTimeout(() => this.close(), this.holdTimeoutMs);
  }

  /** After the client is gone: end whatever it left open, then let the site and others go on. */
  private async handBack(): Promise<void> {
    if (!this.release) return;
    if (!this.idle) {
      const discard = { onRawData: () => {} };
      try {
        await this.pglite._runExclusiveQuery(async () => {
          await this.pglite.execProtocolRawStream(SYNC, discard);
          await this.pglite.execProtocolRawStream(ROLLBACK, discard);
        });
      } catch {
        // The session is unusable either way; releasing it lets the site report that itself.
      }
      this.idle = true;
    }
    this.handOver();
  }
}
