// Transfer routes: ClawHub's ApiV1TransferRequestResponseSchema, ApiV1TransferDecisionResponseSchema
// and ApiV1TransferListResponseSchema (its `_id` field names kept).
import { z } from "zod";

const userRef = z.object({ _id: z.string(), handle: z.string().nullable(), displayName: z.string().nullable() });

export const transferListSchema = z.object({
  transfers: z.array(
    z.object({
      _id: z.string(),
      skill: z.object({ _id: z.string(), slug: z.string(), displayName: z.string(), emoji: z.string().nullable() }),
      fromUser: userRef,
      toUser: userRef,
      message: z.string().optional(),
      requestedAt: z.number().int(),
      expiresAt: z.number().int(),
    }),
  ),
});

export const transferRequestResultSchema = z.object({
  ok: z.literal(true),
  transferId: z.string(),
  toUserHandle: z.string(),
  skillSlug: z.string(),
  expiresAt: z.number().int(),
  transferred: z.literal(false).describe("Transfers always wait for the recipient to accept"),
});

export const transferDecisionResultSchema = z.object({
  ok: z.literal(true),
  skillSlug: z.string(),
  status: z.enum(["ACCEPTED", "REJECTED", "CANCELLED"]),
});

export type TransferList = z.infer<typeof transferListSchema>;
