// Query words → tsquery SQL. Every word must match (AND); each matches itself, its English stem and
// its synonyms. Words are letters and digits only (tokenize-query.ts): no tsquery syntax injection.
// - "head" (slug, names, summary, topics): the last word also matches as a prefix from 3
//   characters on ("kube" finds "kubernetes"), as typed;
// - "body" (description, SKILL.md): whole words only. A prefix of a common word ("tool" → tool,
//   tools, toolkit…) expands to most documents and GIN must collect them all before intersecting.
import { Prisma } from "@/lib/db";
import { synonymsOf } from "../search-synonyms";

const PREFIX_FROM = 3;

function wordQuery(word: string, prefix: boolean, weight: "" | "A"): Prisma.Sql {
  const variants = [word, ...synonymsOf(word)].flatMap((variant) => {
    const marks = `${prefix && variant.length >= PREFIX_FROM ? "*" : ""}${weight}`;
    const term = marks ? `${variant}:${marks}` : variant;
    return [Prisma.sql`to_tsquery('simple', ${term})`, Prisma.sql`to_tsquery('english', ${term})`];
  });
  return Prisma.sql`(${Prisma.join(variants, " || ")})`;
}

/** tsquery requiring every word, for the head (last word as prefix) or the body (whole words);
 * weight "A" restricts head matches to slug and names. */
export function buildTsquery(tokens: string[], part: "head" | "body", weight: "" | "A" = ""): Prisma.Sql {
  const words = tokens.map((token, index) => wordQuery(token, part === "head" && index === tokens.length - 1, weight));
  return Prisma.sql`(${Prisma.join(words, " && ")})`;
}

/**
 * The WITH entry `q(head, head_a, body)` every statement with words starts with: the three
 * tsqueries, computed once per execution. Conditions read them as `(SELECT head FROM q)`, which
 * PostgreSQL plans in no time, instead of folding dozens of to_tsquery calls at every use.
 */
export function queryWordsCte(tokens: string[]): Prisma.Sql {
  return Prisma.sql`q AS MATERIALIZED (SELECT ${buildTsquery(tokens, "head")} AS head, ${buildTsquery(tokens, "head", "A")} AS head_a, ${buildTsquery(tokens, "body")} AS body)`;
}
