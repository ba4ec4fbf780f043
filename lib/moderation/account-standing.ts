// What makes an account count when the registry's automation listens to the crowd (reports that
// may hide a skill, stars that make a skill "popular"): its age and its standing. A fresh account
// costs nothing, so it counts for little; a banned or repeatedly caught account counts for nothing.
// docs/operations.md ("Moderation automation") lists these numbers.

/** An account this old (and in good standing) is established. */
export const ESTABLISHED_ACCOUNT_DAYS = 30;
/** An account younger than this counts for nothing in reports. */
export const NEW_ACCOUNT_HOURS = 24;
/** Abuse points (blocked publishes, confirmed reports against it) at which an account loses standing. */
export const ABUSE_SCORE_LIMIT = 3;

export type Standing = { createdAt: Date; bannedAt: Date | null; abuseScore: number; role?: string };

const DAY_MS = 86_400_000;

export function establishedBefore(now: Date): Date {
  return new Date(now.getTime() - ESTABLISHED_ACCOUNT_DAYS * DAY_MS);
}

export function inGoodStanding(account: Standing): boolean {
  return account.bannedAt === null && account.abuseScore < ABUSE_SCORE_LIMIT;
}

export function isEstablished(account: Standing, now: Date): boolean {
  return inGoodStanding(account) && account.createdAt <= establishedBefore(now);
}
