// Device-flow timings and the scopes a CLI login can obtain.
import type { Scope } from "../scopes";

export const DEVICE_CODE_TTL_SECONDS = 15 * 60;
export const DEVICE_POLL_INTERVAL_SECONDS = 5;
/** RFC 8628 §3.5: each slow_down adds 5 seconds to the interval. */
export const SLOW_DOWN_STEP_SECONDS = 5;
export const DEFAULT_DEVICE_LABEL = "CLI device login";

/**
 * The clawhub CLI asks for "read write". `write`/`publish` map to publish; admin is never
 * granted through the device flow (create such a token in settings, signed in).
 */
export function scopesFromRequest(scope: string | undefined): Scope[] {
  const words = new Set(
    (scope ?? "")
      .toLowerCase()
      .split(/[\s,]+/)
      .filter(Boolean),
  );
  const scopes: Scope[] = [];
  if (words.has("read")) scopes.push("read");
  if (words.has("write") || words.has("publish")) scopes.push("publish");
  return scopes.length ? scopes : ["read", "publish"];
}
