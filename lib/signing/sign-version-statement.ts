// Signs what a version is: {slug, version, digest, verdict, scannerVersion, publishedAt}.
// Installers verify it offline with the public key from /.well-known/skillvault-keys.json.
import { createPrivateKey, sign, type KeyObject } from "node:crypto";
import type { Tx } from "@/lib/db";
import { canonicalJson } from "./canonical-json";
import { ensureSigningKey, type SigningKeyRow } from "./ensure-signing-key";

export const STATEMENT_TYPE = "https://skillvault.dev/attestation/version/v1";

export type VersionStatement = {
  _type: typeof STATEMENT_TYPE;
  slug: string;
  version: string;
  digest: string;
  verdict: "clean" | "suspicious" | "malicious";
  scannerVersion: string;
  publishedAt: string;
  /** Mirrored versions only: "mirrored", with where the upstream had it (lib/publish/mirror-origin.ts). */
  origin?: "mirrored";
  upstream?: Record<string, string | boolean | null>;
};

// Parsing a PEM key costs more than signing with it: keep the parsed keys by id.
const parsedKeys = new Map<string, KeyObject>();

function privateKeyOf(key: SigningKeyRow): KeyObject {
  let parsed = parsedKeys.get(key.id);
  if (!parsed) {
    parsed = createPrivateKey(key.privateKey);
    parsedKeys.set(key.id, parsed);
  }
  return parsed;
}

/** `key`: the signing key when the caller already loaded it (publishing does, before its transaction). */
export async function signVersionStatement(tx: Tx, input: { versionId: string; statement: Omit<VersionStatement, "_type">; key?: SigningKeyRow }) {
  const key = input.key ?? (await ensureSigningKey(tx));
  const payload = canonicalJson({ _type: STATEMENT_TYPE, ...input.statement });
  const signature = sign(null, Buffer.from(payload, "utf8"), privateKeyOf(key)).toString("base64");
  return tx.attestation.create({ data: { versionId: input.versionId, keyId: key.id, payload, signature } });
}
