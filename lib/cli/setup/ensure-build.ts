// Builds the site when there is no build, or when any input to the build changed since the
// last one (content hash of sources and lockfile), so `npm start` is always current.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { CliError } from "../run-cli";

const root = process.cwd();
const inputs = ["app", "lib", "scanner", "public", "next.config.ts", "postcss.config.mjs", "tsconfig.json", "package-lock.json", "prisma/schema.prisma"];
// lib/cli holds command-line entry points the site never imports.
const ignored = new Set(["node_modules", ".next", "generated", ".data", "cli"]);
const stampFile = path.join(root, ".next", "skillvault-build-sha256");

function collect(entry: string, files: string[]): void {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isFile()) {
    files.push(entry);
    return;
  }
  for (const child of readdirSync(full).sort()) {
    if (!ignored.has(child)) collect(path.join(entry, child), files);
  }
}

export function sourceHash(): string {
  const files: string[] = [];
  for (const input of inputs) collect(input, files);
  const hash = createHash("sha256");
  for (const file of files)
    hash
      .update(file)
      .update("\0")
      .update(readFileSync(path.join(root, file)))
      .update("\0");
  return hash.digest("hex");
}

export function ensureBuild({ force = false } = {}): void {
  const hash = sourceHash();
  if (!force && existsSync(path.join(root, ".next", "BUILD_ID")) && existsSync(stampFile) && readFileSync(stampFile, "utf8") === hash) return;
  // In a process of its own, so this stays synchronous while progress is printed meanwhile.
  try {
    execFileSync(process.execPath, ["--import", "tsx", path.join(root, "lib", "cli", "setup", "build-with-progress.ts")], { stdio: "inherit" });
  } catch {
    // Next.js has printed why above.
    throw new CliError("the site did not build: next build printed why above; fix what it names and run again");
  }
  writeFileSync(stampFile, hash);
}
