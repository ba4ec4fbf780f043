// The public keys document served at /.well-known/skillvault-keys.json: every key the registry
// ever signed with, active and retired, as PEM and as JWK (RFC 8037 OKP), so installers can verify
// statements offline with whatever crypto library they have.
import { createPublicKey } from "node:crypto";
import { db } from "@/lib/db";
import { ensureSigningKey } from "./ensure-signing-key";
import { STATEMENT_TYPE } from "./sign-version-statement";

export type PublicKeyEntry = {
  kid: string;
  alg: "Ed25519";
  status: "active" | "retired";
  createdAt: string;
  retiredAt: string | null;
  publicKeyPem: string;
  jwk: { kty: "OKP"; crv: "Ed25519"; x: string; kid: string; alg: "EdDSA"; use: "sig" };
};

export type KeysDocument = { statementType: string; signatureAlgorithm: "Ed25519"; signedBytes: string; keys: PublicKeyEntry[] };

export function toPublicKeyEntry(row: { id: string; publicKey: string; active: boolean; createdAt: Date; retiredAt: Date | null }): PublicKeyEntry {
  const jwk = createPublicKey(row.publicKey).export({ format: "jwk" });
  return {
    kid: row.id,
    alg: "Ed25519",
    status: row.active ? "active" : "retired",
    createdAt: row.createdAt.toISOString(),
    retiredAt: row.retiredAt?.toISOString() ?? null,
    publicKeyPem: row.publicKey,
    jwk: { kty: "OKP", crv: "Ed25519", x: String(jwk.x), kid: row.id, alg: "EdDSA", use: "sig" },
  };
}

/** Active keys first (newest first), then retired ones (newest first). A registry that has not
 * signed anything yet creates its key here, so installers can pin it before the first publish. */
export async function buildKeysDocument(): Promise<KeysDocument> {
  await ensureSigningKey();
  const rows = await db.signingKey.findMany({
    where: { algorithm: "Ed25519" },
    orderBy: [{ active: "desc" }, { createdAt: "desc" }, { id: "asc" }],
    select: { id: true, publicKey: true, active: true, createdAt: true, retiredAt: true },
  });
  return {
    statementType: STATEMENT_TYPE,
    signatureAlgorithm: "Ed25519",
    signedBytes: "the UTF-8 bytes of the attestation's `payload` string, exactly as served",
    keys: rows.map(toPublicKeyEntry),
  };
}
