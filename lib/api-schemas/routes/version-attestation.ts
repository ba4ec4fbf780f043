// Schemas of GET /api/v1/skills/{slug}/versions/{version}/attestation.
import { z } from "zod";
import type { RouteDoc } from "@/lib/openapi/route-doc";
import { versionStatementSchema } from "@/lib/signing/version-statement-schema";
import { versionStateSchema } from "@/lib/api-schemas/version-state";
import { versionParams } from "../version-params";

export const params = versionParams;

export const attestationResponseSchema = z.object({
  slug: z.string(),
  version: z.string(),
  attestation: z.object({
    payload: z.string().describe("The signed bytes (UTF-8): canonical JSON of the statement. Verify the signature over exactly this string."),
    signature: z.string().describe("Ed25519 signature of `payload`, base64."),
    keyId: z.string().describe("`kid` of the signing key in /.well-known/skillvault-keys.json."),
    algorithm: z.literal("Ed25519"),
    createdAt: z.iso.datetime(),
    statement: versionStatementSchema.describe("`payload` parsed, for convenience; trust only what you parsed from the verified payload."),
  }),
  supersededCount: z.number().int().min(0).describe("Older statements for this version (signed before a verdict change); the one served is current."),
  state: versionStateSchema,
  keysUrl: z.url(),
});

export const docs: RouteDoc[] = [
  {
    method: "get",
    path: "/api/v1/skills/{slug}/versions/{version}/attestation",
    operationId: "getVersionAttestation",
    summary: "Signed statement for a version",
    description:
      "The registry's newest Ed25519-signed statement {slug, version, digest, verdict, scannerVersion, publishedAt} for the version, and its current state. Withdrawn, blocked and malicious versions still answer (so installed copies can be identified), with `state` explaining why they are not installable. docs/verifying.md shows how to verify offline.",
    tags: ["trust"],
    params,
    responses: { 200: { description: "The newest attestation.", schema: attestationResponseSchema } },
    errors: ["SKILL_NOT_FOUND", "SKILL_GONE", "VERSION_NOT_FOUND", "ATTESTATION_MISSING"],
  },
];
