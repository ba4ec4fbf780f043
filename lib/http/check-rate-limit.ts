// Applies one rate-limit class to a request; throws RATE_LIMITED (429 + Retry-After) when spent.
import type { Actor } from "@/lib/auth/actor";
import { getConfig } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { consumeRateLimit, RATE_LIMIT_WINDOW_MS, rateLimits, type RateLimitClass, type RateLimitResult } from "@/lib/ratelimit";

export function rateLimitHeaders(result: RateLimitResult): Record<string, string> {
  return {
    "RateLimit-Limit": String(result.limit),
    "RateLimit-Remaining": String(result.remaining),
    "RateLimit-Reset": String(result.resetSeconds),
  };
}

export async function checkRateLimit(input: { class: RateLimitClass; ip: string; actor: Actor | null; key?: string }): Promise<RateLimitResult | null> {
  if (getConfig().RATE_LIMIT_DISABLED) return null;
  const limits = rateLimits[input.class];
  const subject = input.actor?.tokenId ? `token:${input.actor.tokenId}` : input.actor ? `user:${input.actor.userId}` : `ip:${input.ip}`;
  const limit = input.actor ? limits.perToken : limits.perIp;
  const result = await consumeRateLimit(`${input.key ?? input.class}:${subject}`, limit, RATE_LIMIT_WINDOW_MS);
  if (!result.allowed) {
    throw new AppError("RATE_LIMITED", `Rate limit exceeded; retry in ${result.resetSeconds}s.`, {
      headers: { ...rateLimitHeaders(result), "Retry-After": String(result.resetSeconds) },
      details: { retryAfterSeconds: result.resetSeconds },
    });
  }
  return result;
}
