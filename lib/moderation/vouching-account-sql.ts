// The SQL twin of "an account whose word counts" for a skill (account-standing.ts): established, in
// good standing, and not the skill's owner. Stars and installs count towards "popular"
// (lib/publish/popularity.ts) only from such accounts: a fresh account costs nothing, so any number
// of them starring or reporting installs of their own skill must add up to nothing.
import { Prisma } from "@/lib/db";
import { ABUSE_SCORE_LIMIT, establishedBefore } from "./account-standing";

/** `account`: the alias of a "User" row in the query; `ownerId`: the skill's owner id (a column or a value). */
export function vouchingAccountSql(input: { account: string; ownerId: Prisma.Sql; now: Date }): Prisma.Sql {
  const account = Prisma.raw(`"${input.account.replace(/"/g, "")}"`);
  return Prisma.sql`(${account}."id" <> ${input.ownerId} AND ${account}."createdAt" <= ${establishedBefore(input.now)}
    AND ${account}."bannedAt" IS NULL AND ${account}."abuseScore" < ${ABUSE_SCORE_LIMIT})`;
}
