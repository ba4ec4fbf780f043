// The one hook on Node's HTTP server ahead of Next.js: named steps run in the order they were
// installed, on every request, before Next.js sees it. A step hands the request on with next()
// (at once, or later after awaiting something) or answers it itself and never calls next().
// Used for what `next start` offers no place for (append-peer-address.ts, lib/page-cache).
// The same hook takes the server's other events where Next.js leaves Node's bare default or its
// own handler in place: requests Node's parser refuses (`clientError`) and each new connection
// (`connection`, the first moment the server object itself can be reached).
import http from "node:http";
import type { Duplex } from "node:stream";

export type RequestStep = (request: http.IncomingMessage, response: http.ServerResponse, next: () => void) => void;
/** A request Node's parser refused before any `request` event: the handler answers on the socket. */
export type ClientErrorHandler = (error: Error & { code?: string; rawPacket?: Buffer }, socket: Duplex) => void;
export type ConnectionHandler = (server: http.Server) => void;

type Emit = (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
type Hooks = { steps: Map<string, RequestStep>; clientError?: ClientErrorHandler; connection: Map<string, ConnectionHandler> };
const holder = globalThis as { __skillvaultServerHooks?: Hooks };

function patchServer(hooks: Hooks): void {
  const { steps } = hooks;
  const prototype = http.Server.prototype as unknown as { emit: Emit };
  const emit = prototype.emit;
  prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === "clientError" && hooks.clientError) {
      hooks.clientError(args[0] as Error, args[1] as Duplex);
      return true;
    }
    if (event === "connection") for (const handler of hooks.connection.values()) handler(this);
    if (event !== "request") return emit.call(this, event, ...args);
    const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
    const chain = [...steps.values()];
    const run = (index: number): void => {
      const step = chain[index];
      if (step) step(request, response, () => run(index + 1));
      else emit.call(this, event, ...args);
    };
    run(0);
    return true;
  };
}

function hooks(): Hooks {
  if (!holder.__skillvaultServerHooks) {
    holder.__skillvaultServerHooks = { steps: new Map(), connection: new Map() };
    patchServer(holder.__skillvaultServerHooks);
  }
  return holder.__skillvaultServerHooks;
}

/** Installs `step` under `name`; installing a name again changes nothing (dev reloads, tests). */
export function interceptRequests(name: string, step: RequestStep): void {
  const { steps } = hooks();
  if (!steps.has(name)) steps.set(name, step);
}

/** Answers requests Node's parser refuses (one handler: the first installed stays). */
export function interceptClientErrors(handler: ClientErrorHandler): void {
  hooks().clientError ??= handler;
}

/** Runs `handler` with the server on every new connection, before its first byte is parsed. */
export function interceptConnections(name: string, handler: ConnectionHandler): void {
  const { connection } = hooks();
  if (!connection.has(name)) connection.set(name, handler);
}
