// The e2e suite drives Debian's Chromium; install it when missing and we are allowed to.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM_PATH = "/usr/bin/chromium";

export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0 || !existsSync("/usr/bin/apt-get")) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}. Install it with: apt-get install -y chromium`);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  console.log("[tests] installing Chromium (apt-get install -y chromium)…");
  try {
    execFileSync("apt-get", ["install", "-y", "-q", "chromium"], { stdio: "inherit", env });
  } catch {
    execFileSync("apt-get", ["update", "-q"], { stdio: "inherit", env });
    execFileSync("apt-get", ["install", "-y", "-q", "chromium"], { stdio: "inherit", env });
  }
}
