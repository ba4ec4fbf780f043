export { consumeRateLimit, type RateLimitResult } from "./consume-rate-limit";
export { rateLimits, RATE_LIMIT_WINDOW_MS, type RateLimitClass } from "./limits";
