// Some failures happen inside Next.js where no code of ours runs (decoding a server action's
// arguments, a route handler asked for a method it does not export), and Next.js answers them
// itself: a 500, or a bare 405 with no body. A step ahead of Next.js (intercept-requests.ts) that
// knows such a request is coming wraps its response with this: when Next.js is about to send its
// head, `decide` sees the status and may name one of our errors instead; then Next.js's head and
// body are dropped and our answer (answer-early.ts) is sent in their place. The decision is made
// before a byte of Next.js's answer reaches Node, at whichever of writeHead, flushHeaders, write or
// end comes first, so nothing of it leaks after ours.
import type http from "node:http";
import type { AppError } from "@/lib/errors";
import { earlyAnswer } from "./answer-early";

type Decide = (status: number) => AppError | null;
type Callback = (error?: Error | null) => void;

export type FrameworkAnswer = {
  /** Sends our answer now if nothing has been sent yet (true), and drops whatever Next.js sends later. */
  answerNow: (error: AppError) => boolean;
};

export function replaceFrameworkAnswer(request: http.IncomingMessage, response: http.ServerResponse, decide: Decide): FrameworkAnswer {
  const { writeHead, flushHeaders, write, end, setHeader, appendHeader, removeHeader } = response;
  let decided = false;
  let replaced = false;

  const send = (error: AppError): void => {
    const answer = earlyAnswer(request, error);
    // Next.js's own headers go (its Content-Type, Content-Encoding, caching).
    for (const name of response.getHeaderNames()) removeHeader.call(response, name);
    writeHead.call(response, answer.status, answer.headers);
    (end as (body?: string) => http.ServerResponse).call(response, answer.body);
    replaced = true; // only now: Node's writeHead sets our headers through setHeader
  };
  /** True when this call must be swallowed because our answer was (or is now) sent instead. */
  const intercept = (status: number): boolean => {
    if (replaced) return true;
    if (decided || response.headersSent) return false;
    decided = true;
    const error = decide(status);
    if (!error) return false;
    send(error);
    return true;
  };
  const lastCallback = (args: unknown[]): Callback | undefined => {
    const last = args[args.length - 1];
    return typeof last === "function" ? (last as Callback) : undefined;
  };

  response.writeHead = function (this: http.ServerResponse, status: number, ...rest: unknown[]) {
    if (intercept(status)) return this;
    return (writeHead as (...args: unknown[]) => http.ServerResponse).call(this, status, ...rest);
  } as typeof response.writeHead;
  response.flushHeaders = function (this: http.ServerResponse) {
    if (intercept(this.statusCode)) return;
    flushHeaders.call(this);
  };
  response.write = function (this: http.ServerResponse, ...args: unknown[]) {
    if (intercept(this.statusCode)) {
      queueMicrotask(() => lastCallback(args)?.(null));
      return true;
    }
    return (write as (...args: unknown[]) => boolean).apply(this, args);
  } as typeof response.write;
  response.end = function (this: http.ServerResponse, ...args: unknown[]) {
    if (intercept(this.statusCode)) {
      queueMicrotask(() => lastCallback(args)?.());
      return this;
    }
    return (end as (...args: unknown[]) => http.ServerResponse).apply(this, args);
  } as typeof response.end;
  // Once ours is sent, Next.js's late header changes are no-ops, not ERR_HTTP_HEADERS_SENT.
  response.setHeader = function (this: http.ServerResponse, ...args: Parameters<typeof setHeader>) {
    return replaced ? this : setHeader.apply(this, args);
  } as typeof response.setHeader;
  response.appendHeader = function (this: http.ServerResponse, ...args: Parameters<typeof appendHeader>) {
    return replaced ? this : appendHeader.apply(this, args);
  } as typeof response.appendHeader;
  response.removeHeader = function (this: http.ServerResponse, name: string) {
    if (!replaced) removeHeader.call(this, name);
  };
  return {
    answerNow: (error) => {
      if (replaced || response.headersSent) return false;
      decided = true;
      send(error);
      return true;
    },
  };
}
