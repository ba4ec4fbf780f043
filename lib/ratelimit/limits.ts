// ClawHub's final defaults, per minute. Per IP for anonymous and per token for authenticated callers.
export type RateLimitClass = "read" | "write" | "download" | "auth" | "expensive";

export const RATE_LIMIT_WINDOW_MS = 60_000;

export const rateLimits: Record<RateLimitClass, { perIp: number; perToken: number }> = {
  read: { perIp: 3_000, perToken: 12_000 },
  write: { perIp: 300, perToken: 3_000 },
  download: { perIp: 1_200, perToken: 6_000 },
  // Sign-in attempts, token exchanges and device-code polling: small, to slow guessing.
  auth: { perIp: 60, perToken: 60 },
  // Work that costs seconds of CPU per request at worst: the website's pre-publish check
  // (read, validate, scan an upload; key "expensive") and cold renders of long markdown on skill
  // pages (key "render"). Each key is its own budget; both are far above what a person clicks.
  expensive: { perIp: 30, perToken: 60 },
};
