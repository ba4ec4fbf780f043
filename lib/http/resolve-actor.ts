// Bearer token first (CLI, installers), then the browser session. Failed token attempts
// are counted per IP so guessing tokens is slow.
import type { Actor } from "@/lib/auth/actor";
import { getSessionActor } from "@/lib/auth/get-session-actor";
import { verifyApiToken } from "@/lib/auth/verify-api-token";
import { AppError, isAppError } from "@/lib/errors";
import { checkRateLimit } from "./check-rate-limit";

export function bearerToken(request: Request): string | null {
  const header = request.headers.get("authorization");
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) throw new AppError("UNAUTHENTICATED", "Authorization header must be 'Bearer <token>'.");
  return match[1];
}

export async function resolveActor(request: Request, ip: string): Promise<Actor | null> {
  const token = bearerToken(request);
  if (token === null) return getSessionActor(request);
  try {
    return await verifyApiToken(token);
  } catch (error) {
    if (isAppError(error) && error.status === 401) await checkRateLimit({ class: "auth", ip, actor: null, key: "token-failure" });
    throw error;
  }
}
