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
});
