// GitHub API failures → our AppErrors. Rate limits carry the reset time (and Retry-After); an
// unreachable GitHub, a 5xx or a refused server token are our side's problem (retryable).
import { RequestError } from "octokit";
import { AppError, isAppError } from "@/lib/errors";

type Headers = Record<string, string | number | undefined>;

function header(headers: Headers, name: string): string | undefined {
  const value = headers[name];
  return value === undefined ? undefined : String(value);
}

/** GitHub's primary (x-ratelimit-remaining: 0) and secondary (retry-after) rate limits. */
export function rateLimitError(status: number, headers: Headers, now = Date.now()): AppError | null {
  if (status !== 403 && status !== 429) return null;
  const remaining = header(headers, "x-ratelimit-remaining");
  const retryAfter = Number(header(headers, "retry-after"));
  const reset = Number(header(headers, "x-ratelimit-reset"));
  if (remaining !== "0" && !(retryAfter > 0) && status !== 429) return null;
  const resetMs = retryAfter > 0 ? now + retryAfter * 1000 : reset > 0 ? reset * 1000 : now + 60_000;
  const seconds = Math.max(1, Math.ceil((resetMs - now) / 1000));
  const resetAt = new Date(resetMs).toISOString();
  return new AppError("GITHUB_RATE_LIMITED", `GitHub's API rate limit is used up; try again after ${resetAt}.`, {
    details: { resetAt, retryAfterSeconds: seconds, limit: header(headers, "x-ratelimit-limit") ?? null },
    headers: { "Retry-After": String(seconds) },
  });
}

/** The HTTP status GitHub answered with, or null when the request never got an answer. */
export function githubStatus(error: unknown): number | null {
  return error instanceof RequestError && error.response ? error.status : null;
}

/** The rate-limit AppError a failed request stands for, if that is what it is. */
export function rateLimitOf(error: unknown): AppError | null {
  return error instanceof RequestError && error.response ? rateLimitError(error.status, error.response.headers as Headers) : null;
}

/** Any failed GitHub call as an AppError: rate limits, outages, a refused server token; callers
 * turn the statuses they expect (404 and friends) into answers before getting here. */
export function mapGithubError(error: unknown): AppError {
  if (isAppError(error)) return error;
  if (!(error instanceof RequestError)) return new AppError("GITHUB_UNAVAILABLE", "GitHub could not be reached; try again shortly.", { cause: error });
  const limited = rateLimitOf(error);
  if (limited) return limited;
  if (error.status === 401)
    return new AppError("GITHUB_UNAVAILABLE", "GitHub refused this server's GITHUB_TOKEN; the operator must replace it.", { cause: error });
  const status = error.response ? error.status : null;
  return new AppError("GITHUB_UNAVAILABLE", status ? `GitHub answered ${status}; try again shortly.` : "GitHub could not be reached; try again shortly.", {
    cause: error,
    details: { githubStatus: status },
  });
}
