// Applies one rate-limit class to a request; throws RATE_LIMITED (429 + Retry-After) when spent.
// Authenticated callers are counted per user, anonymous ones per address group (lib/ratelimit/limits.ts).
import type { Actor } from "@/lib/auth/actor";
import { getConfig } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { addressGroup, normalizeAddress } from "./normalize-address";
import { consumeRateLimit, RATE_LIMIT_WINDOW_MS, rateLimits, type RateLimitClass, type RateLimitResult } from "@/lib/ratelimit";

export function rateLimitHeaders(result: RateLimitResult): Record<string, string> {
  return {
    "RateLimit-Limit": String(result.limit),
    "RateLimit-Remaining": String(result.remaining),
    "RateLimit-Reset": String(result.resetSeconds),
  };
}

/**
 * Who a request is counted against: the account (whichever of its tokens or sessions is used), or
 * for anonymous callers the address group (IPv4 address, IPv6 /64) of a normalised address.
 */
export function rateLimitSubject(input: { userId: string | null; ip: string }): string {
  return input.userId ? `user:${input.userId}` : `ip:${addressGroup(normalizeAddress(input.ip) ?? input.ip)}`;
}

export async function checkRateLimit(input: { class: RateLimitClass; ip: string; actor: Actor | null; key?: string }): Promise<RateLimitResult | null> {
  if (getConfig().RATE_LIMIT_DISABLED) return null;
  const limits = rateLimits[input.class];
  const subject = rateLimitSubject({ userId: input.actor?.userId ?? null, ip: input.ip });
  const limit = input.actor ? limits.perUser : limits.perIp;
  const result = await consumeRateLimit(`${input.key ?? input.class}:${subject}`, limit, RATE_LIMIT_WINDOW_MS);
  if (!result.allowed) {
    throw new AppError("RATE_LIMITED", `Rate limit exceeded; retry in ${result.resetSeconds}s.`, {
      headers: { ...rateLimitHeaders(result), "Retry-After": String(result.resetSeconds) },
      details: { retryAfterSeconds: result.resetSeconds },
    });
  }
  return result;
}
