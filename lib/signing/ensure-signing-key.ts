// The registry's Ed25519 signing key: generated on first use and stored in the database so
// every app instance signs with the same key. The newest active key signs; retired keys stay
// published so old statements still verify.
import { createHash, generateKeyPairSync } from "node:crypto";
import { db, type Tx } from "@/lib/db";

export type SigningKeyRow = { id: string; publicKey: string; privateKey: string };

function newKey(): SigningKeyRow {
  const { publicKey, privateKey } = generateKeyPairSync("ed25519");
  const spki = publicKey.export({ format: "der", type: "spki" });
  return {
    id: `sv-${createHash("sha256").update(spki).digest("hex").slice(0, 16)}`,
    publicKey: publicKey.export({ format: "pem", type: "spki" }).toString(),
    privateKey: privateKey.export({ format: "pem", type: "pkcs8" }).toString(),
  };
}

export async function ensureSigningKey(client: Tx | typeof db = db): Promise<SigningKeyRow> {
  const select = { id: true, publicKey: true, privateKey: true } as const;
  const existing = await client.signingKey.findFirst({ where: { active: true }, orderBy: { createdAt: "desc" }, select });
  if (existing) return existing;
  const key = newKey();
  // Two instances starting together may both create one; both are published, either signs.
  await db.signingKey.create({ data: key });
  return (await client.signingKey.findFirst({ where: { active: true }, orderBy: { createdAt: "desc" }, select })) ?? key;
}

/** Retires the active keys and starts signing with a new one. */
export async function rotateSigningKey(): Promise<{ id: string }> {
  const key = newKey();
  await db.$transaction([
    db.signingKey.updateMany({ where: { active: true }, data: { active: false, retiredAt: new Date() } }),
    db.signingKey.create({ data: key }),
  ]);
  return { id: key.id };
}
