// The browser login of the older clawdhub CLI (0.3): it listens on a loopback port and opens
// /cli/auth?redirect_uri=http://127.0.0.1:<port>/callback&state=…&label_b64=…; once the person
// approves, the browser is sent to that callback with the token in the URL fragment, and the
// CLI's own page hands it to the CLI. The token must only ever go to this machine: the redirect
// is accepted for plain-http loopback hosts only, with the CLI's /callback path and nothing else
// in it, so a crafted link cannot send a token anywhere a network attacker could read it.
import { z } from "zod";
import { AppError } from "@/lib/errors";
import { toVisibleLine } from "@/lib/text/invisible-characters";

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);
export const LOOPBACK_LABEL_MAX = 64;

export type LoopbackLoginRequest = { redirectUri: string; state: string; label: string };

function invalid(path: string, message: string): AppError {
  return new AppError("VALIDATION_FAILED", message, { details: [{ path, message }] });
}

export function checkLoopbackRedirect(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid("redirect_uri", "Not a URL.");
  }
  if (url.protocol !== "http:" || !LOOPBACK_HOSTS.has(url.hostname) || !url.port)
    throw invalid("redirect_uri", "The CLI must listen on http://127.0.0.1:<port> (or localhost).");
  if (url.username || url.password || url.search || url.hash || url.pathname !== "/callback")
    throw invalid("redirect_uri", "Only the CLI's own /callback address is accepted.");
  return url.toString();
}

const stateSchema = z.string().regex(/^[A-Za-z0-9_-]{8,128}$/, "The CLI's state is 8 to 128 letters, digits, - or _.");

/** Reads the query the CLI put in the URL (label_b64 is base64url UTF-8). */
export function parseLoopbackLoginRequest(query: { redirect_uri?: unknown; state?: unknown; label_b64?: unknown }): LoopbackLoginRequest {
  if (typeof query.redirect_uri !== "string") throw invalid("redirect_uri", "Missing redirect_uri.");
  const redirectUri = checkLoopbackRedirect(query.redirect_uri);
  const state = stateSchema.safeParse(query.state);
  if (!state.success) throw invalid("state", state.error.issues[0]?.message ?? "Invalid state.");
  const raw = typeof query.label_b64 === "string" && query.label_b64.length <= 400 ? Buffer.from(query.label_b64, "base64url").toString("utf8") : "";
  const label = toVisibleLine(raw, LOOPBACK_LABEL_MAX) || "CLI token";
  return { redirectUri, state: state.data, label };
}
