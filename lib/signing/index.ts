export { canonicalJson } from "./canonical-json";
export { ensureSigningKey, rotateSigningKey, type SigningKeyRow } from "./ensure-signing-key";
export { signVersionStatement, STATEMENT_TYPE, type VersionStatement } from "./sign-version-statement";
export { buildKeysDocument, toPublicKeyEntry, type KeysDocument, type PublicKeyEntry } from "./build-keys-document";
export { versionStatementSchema } from "./version-statement-schema";
