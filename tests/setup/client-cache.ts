// Third-party clients the compat suite installs on demand from npm (OpenClaw with its Node 24,
// the older clawdhub CLI), kept in a cache outside the project and shared by every checkout:
// SKILLVAULT_CLIENT_CACHE, else ~/.cache/skillvault. An install is staged and renamed into place
// once complete, so a half-written one is never used.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import path from "node:path";

export function clientCacheDir(): string {
  return process.env.SKILLVAULT_CLIENT_CACHE || path.join(homedir(), ".cache", "skillvault");
}

/** npm install of exact specs into <prefix>/node_modules, without install scripts or a lockfile. */
export function npmInstall(prefix: string, specs: string[], env: NodeJS.ProcessEnv = process.env): void {
  mkdirSync(prefix, { recursive: true });
  writeFileSync(path.join(prefix, "package.json"), `{"name":"skillvault-client-cache","private":true}\n`);
  execFileSync("npm", ["install", "--prefix", prefix, "--no-audit", "--no-fund", "--ignore-scripts", "--no-package-lock", "--save-exact", ...specs], {
    stdio: ["ignore", "inherit", "inherit"],
    env,
  });
}

/** `<cache>/<name>`, installed by `install(stagingDir)` when missing or marked with another stamp. */
export function cachedInstall(name: string, stamp: string, install: (staging: string) => void): string {
  const root = path.join(clientCacheDir(), name);
  const done = path.join(root, "installed");
  if (existsSync(done) && readFileSync(done, "utf8").trim() === stamp) return root;
  const staging = `${root}.staging-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  try {
    install(staging);
    writeFileSync(path.join(staging, "installed"), `${stamp}\n`);
    rmSync(root, { recursive: true, force: true });
    renameSync(staging, root);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  return root;
}
