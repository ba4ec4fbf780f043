// Signs what a version is: {slug, version, digest, verdict, scannerVersion, publishedAt}.
// Installers verify it offline with the public key from /.well-known/skillvault-keys.json.
import { createPrivateKey, sign } from "node:crypto";
import type { Tx } from "@/lib/db";
import { canonicalJson } from "./canonical-json";
import { ensureSigningKey } from "./ensure-signing-key";

export const STATEMENT_TYPE = "https://skillvault.dev/attestation/version/v1";

export type VersionStatement = {
  _type: typeof STATEMENT_TYPE;
  slug: string;
  version: string;
  digest: string;
  verdict: "clean" | "suspicious" | "malicious";
  scannerVersion: string;
  publishedAt: string;
};

export async function signVersionStatement(tx: Tx, input: { versionId: string; statement: Omit<VersionStatement, "_type"> }) {
  const key = await ensureSigningKey(tx);
  const payload = canonicalJson({ _type: STATEMENT_TYPE, ...input.statement });
  const signature = sign(null, Buffer.from(payload, "utf8"), createPrivateKey(key.privateKey)).toString("base64");
  return tx.attestation.create({ data: { versionId: input.versionId, keyId: key.id, payload, signature } });
}
