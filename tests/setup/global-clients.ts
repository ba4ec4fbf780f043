// Vitest global setup for the compat suites: the real OpenClaw CLI with its Node 24 and the older
// clawdhub CLI, installed on demand into the client cache outside the project (client-cache.ts),
// once per machine. In global setup so a first install (minutes) is not cut short by a hook timeout.
import type { TestProject } from "vitest/node";
import { ensureClients } from "./ensure-clients";

declare module "vitest" {
  export interface ProvidedContext {
    openclawNode: string;
    openclawEntry: string;
    clawdhubEntry: string;
  }
}

export default function setup(project: TestProject) {
  const clients = ensureClients();
  project.provide("openclawNode", clients.openclaw.node);
  project.provide("openclawEntry", clients.openclaw.openclaw);
  project.provide("clawdhubEntry", clients.clawdhub);
}
