// Defaults that make `npm start` work on a fresh machine: a persisted AUTH_SECRET under
// DATA_DIR, and development sign-in on the embedded database (never silently elsewhere).
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export function prepareEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const next = { ...env };
  const dataDir = path.resolve(next.DATA_DIR ?? ".data");
  const embedded = !next.DATABASE_URL;
  if (!next.AUTH_SECRET) {
    const secretFile = path.join(dataDir, "auth-secret");
    if (!existsSync(secretFile)) {
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(secretFile, randomBytes(32).toString("base64url"), { mode: 0o600 });
    }
    next.AUTH_SECRET = readFileSync(secretFile, "utf8").trim();
  }
  if (embedded && next.HUB_DEV_LOGIN === undefined) next.HUB_DEV_LOGIN = "1";
  return next;
}
