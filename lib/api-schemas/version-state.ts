// A version's state as the trust and install routes describe it (lib/access/describe-version-state.ts).
import { z } from "zod";
import { verdictSchema } from "./catalog-parts";

export const versionStatusSchema = z.enum(["active", "withdrawn", "blocked", "malicious", "held", "rejected"]);

export const versionStateSchema = z.object({
  status: versionStatusSchema,
  installable: z.boolean(),
  /** Effective verdict (a moderator may have overruled the scanner). */
  verdict: verdictSchema,
  /** PENDING while a suspicious version waits for a moderator; CLEARED/FLAGGED/BLOCKED once reviewed. */
  reviewState: z.string().nullable(),
  /** The publisher's withdrawal note; a moderator's block reason only for the owner and moderators. */
  reason: z.string().nullable(),
  since: z.iso.datetime().nullable(),
  explanation: z.string(),
});
export type VersionStateBody = z.infer<typeof versionStateSchema>;
