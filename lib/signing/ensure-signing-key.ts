// The registry's Ed25519 signing key: generated on first use and stored in the database so
// every app instance signs with the same key. The newest active key signs; retired keys stay
// published so old statements still verify.
import { createHash, generateKeyPairSync } from "node:crypto";
import { databaseTarget, db, type Tx } from "@/lib/db";

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

// Keys read through the shared client (committed rows) are reused for a minute, per database:
// publishing asks for the key on every publish. A rotation elsewhere is picked up within the
// minute; statements signed meanwhile still verify (retired keys stay published).
const CACHE_MS = 60_000;
let cached: { target: string; key: SigningKeyRow; until: number } | undefined;

/** `client`: a transaction to read (and, on first use, create) the key inside it; default the shared client. */
export async function ensureSigningKey(client: Tx | typeof db = db): Promise<SigningKeyRow> {
  const shared = client === db;
  const target = shared ? JSON.stringify(databaseTarget()) : "";
  if (shared && cached && cached.target === target && cached.until > Date.now()) return cached.key;
  const select = { id: true, publicKey: true, privateKey: true } as const;
  let key = await client.signingKey.findFirst({ where: { active: true }, orderBy: { createdAt: "desc" }, select });
  if (!key) {
    // Created through the caller's client: with the embedded database (one connection) a write
    // through `db` would wait forever for the caller's open transaction. Two instances starting
    // together may both create one; both are published, either signs.
    const created = newKey();
    await client.signingKey.create({ data: created });
    key = (await client.signingKey.findFirst({ where: { active: true }, orderBy: { createdAt: "desc" }, select })) ?? created;
  }
  if (shared) cached = { target, key, until: Date.now() + CACHE_MS };
  return key;
}

/** Retires the active keys and starts signing with a new one. */
export async function rotateSigningKey(): Promise<{ id: string }> {
  const key = newKey();
  cached = undefined;
  await db.$transaction([
    db.signingKey.updateMany({ where: { active: true }, data: { active: false, retiredAt: new Date() } }),
    db.signingKey.create({ data: key }),
  ]);
  return { id: key.id };
}
