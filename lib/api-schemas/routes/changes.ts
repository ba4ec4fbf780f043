// Schemas of GET /api/v1/changes.
import { z } from "zod";
import { CHANGES_DEFAULT_LIMIT, CHANGES_MAX_LIMIT } from "@/lib/changes";
import type { RouteDoc } from "@/lib/openapi/route-doc";
import { rowIdText } from "../row-id-text";

// Anonymous positions are digits; a reader's (token or session) cursors are sealed (c1.…). Either works for either feed.
const cursor = rowIdText("A cursor is the nextCursor (or an event id) this feed handed out.", /^c1\.[A-Za-z0-9_-]{22}$/);

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
  .transform(({ since, cursor: alias, limit }) => ({ since: since ?? alias, limit }));

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
  "visibility",
]);

export const changesResponseSchema = z.object({
  items: z.array(
    z.object({
      id: z
        .string()
        .describe(
          "Event id: anonymously, a number that increases in the order events became visible (public events only); with a token, a sealed id (c1.…) that says nothing about other readers' events.",
        ),
      kind: changeKindSchema,
      slug: z.string(),
      version: z.string().nullable(),
      data: z
        .unknown()
        .describe(
          'Kind-specific details, or null: digest and verdict on publish, released tags on withdraw and block, from/to on verdict and transfer, tag moves; hide, block and unblock carry a fixed public `reason` label ("hidden by moderators", …; "hidden pending review" for a hide by the report automation), never the moderator\'s words.',
        ),
      createdAt: z.iso.datetime(),
    }),
  ),
  nextCursor: z.string().describe("Pass as `since` for the next page; at the end of the feed, poll with it later."),
  hasMore: z.boolean(),
  limit: z.number().int(),
  head: z
    .string()
    .describe(
      "The newest event id in this reader's feed (anonymously: the newest public position): a mirror that copies everything now may continue from here.",
    ),
});

export const docs: RouteDoc[] = [
  {
    method: "get",
    path: "/api/v1/changes",
    operationId: "listChanges",
    summary: "Change feed for mirrors and installers",
    description:
      "Publishes, withdrawals, restores, deletions, verdict changes, moderation, tag moves and visibility changes, oldest first. Page with `since=<nextCursor>`; events never appear behind a cursor already handed out. Skills that are hidden or deleted show only their removal events until they return (an unhide/undelete event then means: fetch the skill again). Anonymously, public skills only; with a token (read scope) or a session, every skill that account may read (internal skills, its own and its orgs' private skills), with `visibility` events when its access to one changes (`restricted`: drop it; anything else: fetch it), sent `Cache-Control: private, no-store`. docs/teams.md.",
    tags: ["mirrors"],
    query,
    responses: { 200: { description: "One page of events.", schema: changesResponseSchema } },
  },
];
