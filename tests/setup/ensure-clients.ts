// Installs the third-party clients the compat suite drives (OpenClaw with its Node 24, clawdhub)
// into the client cache when missing. `npm test` runs this beside the build, so a first install
// (network and disk, ~650 MB) overlaps the build's CPU work; the compat suite's global setup then
// finds them in place.
import { ensureClawdhub } from "./ensure-clawdhub";
import { ensureOpenClaw, type OpenClawInstall } from "./ensure-openclaw";

export function ensureClients(): { openclaw: OpenClawInstall; clawdhub: string } {
  return { openclaw: ensureOpenClaw(), clawdhub: ensureClawdhub() };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(ensureClients()));
