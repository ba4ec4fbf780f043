// Follows the messages PGlite sends back to a socket client and notes each ReadyForQuery ('Z'):
// its status byte says whether the session is idle ('I'), in a transaction ('T') or in a failed
// one ('E'). Framing is tracked across chunks, so a message split between callbacks is read whole.
const READY_FOR_QUERY = 0x5a; // 'Z'
export const IDLE = 0x49; // 'I'

export class BackendStatus {
  /** Status byte of the latest ReadyForQuery, or null before the first. */
  status: number | null = null;
  /** Set whenever a ReadyForQuery passes; the caller clears it before each client message. */
  sawReady = false;
  private readonly header = Buffer.alloc(5);
  private headerBytes = 0;
  private bodyLeft = 0;
  private readyBody = false;

  feed(chunk: Uint8Array): void {
    let at = 0;
    while (at < chunk.length) {
      if (this.bodyLeft > 0) {
        if (this.readyBody) {
          this.status = chunk[at]!;
          this.sawReady = true;
          this.readyBody = false;
        }
        const take = Math.min(this.bodyLeft, chunk.length - at);
        at += take;
        this.bodyLeft -= take;
        continue;
      }
      this.header[this.headerBytes++] = chunk[at++]!;
      if (this.headerBytes === 5) {
        this.headerBytes = 0;
        this.bodyLeft = this.header.readInt32BE(1) - 4;
        this.readyBody = this.header[0] === READY_FOR_QUERY && this.bodyLeft > 0;
      }
    }
  }
}
