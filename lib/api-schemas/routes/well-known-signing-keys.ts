// Schema of GET /.well-known/skillvault-keys.json.
import { z } from "zod";
import type { RouteDoc } from "@/lib/openapi/route-doc";

export const keysDocumentSchema = z.object({
  statementType: z.string().describe("The `_type` every signed statement carries."),
  signatureAlgorithm: z.literal("Ed25519"),
  signedBytes: z.string(),
  keys: z.array(
    z.object({
      kid: z.string().describe("Matches an attestation's `keyId`."),
      alg: z.literal("Ed25519"),
      status: z.enum(["active", "retired"]).describe("Retired keys sign nothing new; statements they signed stay valid."),
      createdAt: z.iso.datetime(),
      retiredAt: z.iso.datetime().nullable(),
      publicKeyPem: z.string().describe("SubjectPublicKeyInfo, PEM."),
      jwk: z
        .object({ kty: z.literal("OKP"), crv: z.literal("Ed25519"), x: z.string(), kid: z.string(), alg: z.literal("EdDSA"), use: z.literal("sig") })
        .describe("The same key as a JWK (RFC 8037)."),
    }),
  ),
});

export const docs: RouteDoc[] = [
  {
    method: "get",
    path: "/.well-known/skillvault-keys.json",
    operationId: "getSigningKeys",
    summary: "The registry's public signing keys",
    description:
      "Every Ed25519 key the registry has signed version statements with, active and retired, as PEM and JWK. Pin it, or fetch it over HTTPS once; verification needs nothing else.",
    tags: ["trust"],
    auth: "none",
    responses: { 200: { description: "The keys document.", schema: keysDocumentSchema } },
  },
];
