// The signed statement's shape, for documents (OpenAPI) and for checking a payload after parsing it.
import { z } from "zod";
import { STATEMENT_TYPE } from "./sign-version-statement";

export const versionStatementSchema = z.object({
  _type: z.literal(STATEMENT_TYPE),
  slug: z.string(),
  version: z.string(),
  digest: z.string().regex(/^sha256:[0-9a-f]{64}$/),
  verdict: z.enum(["clean", "suspicious", "malicious"]),
  scannerVersion: z.string(),
  publishedAt: z.iso.datetime(),
  /** Present on mirrored versions: fetched from an upstream registry and gated here. */
  origin: z.literal("mirrored").optional(),
  upstream: z
    .object({
      mirror: z.string().describe("The mirror's name here (the namespace of its skills)"),
      url: z.string().describe("The upstream's API base URL"),
      ownerHandle: z.string(),
      slug: z.string(),
      version: z.string(),
      digest: z.string().nullable().describe("The upstream's own digest, when it declares one"),
      digestMatches: z.boolean().nullable(),
      zipSha256: z.string().describe("sha256 of the archive as the upstream sent it"),
      moderation: z.string().nullable().describe("The upstream's verdict of the skill when it said"),
      fetchedAt: z.iso.datetime(),
    })
    .optional(),
});
