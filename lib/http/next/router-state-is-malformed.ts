// Next.js's own reader of the router-state header of an RSC request (a client-side navigation), so
// a step ahead of Next.js refuses exactly what Next.js would fail on (a 500 there), no more: no
// second parser. Next.js reads the header on every RSC page request (no partial prerendering here).
import type { IncomingHttpHeaders } from "node:http";
import { parseAndValidateFlightRouterState } from "next/dist/server/app-render/parse-and-validate-flight-router-state";
import { isRSCRequestHeader } from "next/dist/server/lib/is-rsc-request";

export function routerStateIsMalformed(headers: IncomingHttpHeaders): boolean {
  if (!isRSCRequestHeader(headers.rsc as string | undefined)) return false;
  try {
    parseAndValidateFlightRouterState(headers["next-router-state-tree"]);
    return false;
  } catch {
    return true;
  }
}
