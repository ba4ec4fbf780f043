// Schemas of GET /api/v1/changes.
import { z } from "zod";
import { CHANGES_DEFAULT_LIMIT, CHANGES_MAX_LIMIT } from "@/lib/changes";
import type { RouteDoc } from "@/lib/openapi/route-doc";

const cursor = z.string().regex(/^(0|[1-9]\d{0,18})$/, "A cursor is the id of the last event you processed (digits).");

export const query = z
  .object({
    since: cursor
      .optional()
      .describe("Return events after this one (the `nextCursor` of the previous page, or the id of the last event processed). Default: from the beginning."),
    cursor: cursor.optional().describe("Alias of `since`."),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(CHANGES_MAX_LIMIT)
      .default(CHANGES_DEFAULT_LIMIT)
      .describe(`Events per page (1–${CHANGES_MAX_LIMIT}, default ${CHANGES_DEFAULT_LIMIT}).`),
  })
  .transform(({ since, cursor: alias, limit }) => ({ since: BigInt(since ?? alias ?? "0"), limit }));

export const changeKindSchema = z.enum([
  "publish",
  "withdraw",
  "restore",
  "delete",
  "undelete",
  "verdict",
  "hide",
  "unhide",
  "transfer",
  "tag",
  "block",
  "unblock",
]);

export const changesResponseSchema = z.object({
  items: z.array(
    z.object({
      id: z.string().describe("Event id; increases in the order events became visible."),
      kind: changeKindSchema,
      slug: z.string(),
      version: z.string().nullable(),
      data: z
        .unknown()
        .describe(
          'Kind-specific details, or null: digest and verdict on publish, released tags on withdraw and block, from/to on verdict and transfer, tag moves; hide, block and unblock carry a fixed public `reason` label ("hidden by moderators", …), never the moderator\'s words.',
        ),
      createdAt: z.iso.datetime(),
    }),
  ),
  nextCursor: z.string().describe("Pass as `since` for the next page; at the end of the feed, poll with it later."),
  hasMore: z.boolean(),
  limit: z.number().int(),
  head: z.string().describe("The newest event id in the feed (visible or not): a mirror that copies everything now may continue from here."),
});

export const docs: RouteDoc[] = [
  {
    method: "get",
    path: "/api/v1/changes",
    operationId: "listChanges",
    summary: "Change feed for mirrors and installers",
    description:
      "Publishes, withdrawals, restores, deletions, verdict changes, moderation and tag moves, oldest first. Page with `since=<nextCursor>`; events never appear behind a cursor already handed out. Skills that are hidden or deleted show only their removal events until they return (an unhide/undelete event then means: fetch the skill again).",
    tags: ["mirrors"],
    query,
    responses: { 200: { description: "One page of events.", schema: changesResponseSchema } },
  },
];
