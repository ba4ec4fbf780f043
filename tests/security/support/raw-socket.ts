// Bytes sent to a server exactly as written, on a socket of their own, and what came back until it
// closed: for requests no HTTP client will send (unparseable framing, CONNECT, Upgrade headers).
import net from "node:net";

export type SocketAnswer = { status: number; code: string | undefined; head: string; body: string };

/** Sends `bytes` and reads until the server closes ("" when it answered nothing). The socket is
 * not half-closed: Next.js takes a client's FIN as the client going away. Send `Connection: close`
 * with requests that parse. */
export function sendRaw(port: number, bytes: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(bytes));
    let answer = "";
    socket.setEncoding("latin1");
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("close", () => resolve(answer));
    socket.on("error", (error: NodeJS.ErrnoException) => (error.code === "ECONNRESET" ? resolve(answer) : reject(error)));
  });
}

/** The status line, X-Error-Code, the head and the body of one HTTP/1.1 answer. */
export function parseRawAnswer(answer: string): SocketAnswer {
  const split = answer.indexOf("\r\n\r\n");
  const head = split < 0 ? answer : answer.slice(0, split);
  const body = split < 0 ? "" : answer.slice(split + 4);
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
  return { status, code: /\r\nx-error-code: ([A-Z_]+)/i.exec(head)?.[1], head, body };
}
