// Vitest global setup for the compat suites: the real OpenClaw CLI and its Node 24, installed on
// demand into the client cache outside the project (ensure-openclaw.ts), once per machine. Runs
// in global setup so a first install (minutes) is not cut short by a hook timeout.
import type { TestProject } from "vitest/node";
import { ensureOpenClaw } from "./ensure-openclaw";

declare module "vitest" {
  export interface ProvidedContext {
    openclawNode: string;
    openclawEntry: string;
  }
}

export default function setup(project: TestProject) {
  const install = ensureOpenClaw();
  project.provide("openclawNode", install.node);
  project.provide("openclawEntry", install.openclaw);
}
