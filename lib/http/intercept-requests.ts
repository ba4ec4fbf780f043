// The one hook on Node's HTTP server ahead of Next.js: named steps run in the order they were
// installed, on every request, before Next.js sees it. A step hands the request on with next()
// (at once, or later after awaiting something) or answers it itself and never calls next().
// Used for what `next start` offers no place for (append-peer-address.ts, lib/page-cache).
import http from "node:http";

export type RequestStep = (request: http.IncomingMessage, response: http.ServerResponse, next: () => void) => void;

type Emit = (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
const holder = globalThis as { __skillvaultRequestSteps?: Map<string, RequestStep> };

function patchServer(steps: Map<string, RequestStep>): void {
  const prototype = http.Server.prototype as unknown as { emit: Emit };
  const emit = prototype.emit;
  prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
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

/** Installs `step` under `name`; installing a name again changes nothing (dev reloads, tests). */
export function interceptRequests(name: string, step: RequestStep): void {
  if (!holder.__skillvaultRequestSteps) {
    holder.__skillvaultRequestSteps = new Map();
    patchServer(holder.__skillvaultRequestSteps);
  }
  if (!holder.__skillvaultRequestSteps.has(name)) holder.__skillvaultRequestSteps.set(name, step);
}
