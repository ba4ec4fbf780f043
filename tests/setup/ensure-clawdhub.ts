// The older `clawdhub` CLI (0.3.0, before the rename to clawhub) for the compat suite, installed
// on demand into the client cache (client-cache.ts): it cannot sit in the project's devDependencies
// beside clawhub, which ships a `clawdhub` bin of its own. 0.3.0 imports undici without declaring
// it (it worked where undici happened to be hoisted), so undici is installed beside it, as a user
// who hit ERR_MODULE_NOT_FOUND would.
import path from "node:path";
import { cachedInstall, npmInstall } from "./client-cache";

export const CLAWDHUB_VERSION = "0.3.0";
const UNDICI_VERSION = "7.30.2";

/** The clawdhub entry script, installing it first when missing. */
export function ensureClawdhub(): string {
  const root = cachedInstall(`clawdhub-${CLAWDHUB_VERSION}`, `${CLAWDHUB_VERSION} undici ${UNDICI_VERSION}`, (staging) =>
    npmInstall(staging, [`clawdhub@${CLAWDHUB_VERSION}`, `undici@${UNDICI_VERSION}`]),
  );
  return path.join(root, "node_modules", "clawdhub", "bin", "clawdhub.js");
}
