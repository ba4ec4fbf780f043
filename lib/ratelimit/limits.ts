// ClawHub's final defaults, per minute. Per IP for anonymous and per token for authenticated callers.
export type RateLimitClass = "read" | "write" | "download" | "auth";

export const RATE_LIMIT_WINDOW_MS = 60_000;

export const rateLimits: Record<RateLimitClass, { perIp: number; perToken: number }> = {
  read: { perIp: 3_000, perToken: 12_000 },
  write: { perIp: 300, perToken: 3_000 },
  download: { perIp: 1_200, perToken: 6_000 },
  // Sign-in attempts, token exchanges and device-code polling: small, to slow guessing.
  auth: { perIp: 60, perToken: 60 },
};
