export { canonicalJson } from "./canonical-json";
export { ensureSigningKey, rotateSigningKey, type SigningKeyRow } from "./ensure-signing-key";
export { signVersionStatement } from "./sign-version-statement";
export { buildKeysDocument } from "./build-keys-document";
