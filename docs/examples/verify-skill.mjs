#!/usr/bin/env node
// Verifies an installed skill offline against Skillvault's signed statement (docs/verifying.md).
// Needs Node.js 18+ and nothing else: no network, no Skillvault code.
//
//   node verify-skill.mjs <skill-dir> <attestation.json> <keys.json> [--slug S] [--version V]
//
// <attestation.json>: the answer of GET /api/v1/skills/{slug}/versions/{version}/attestation
// <keys.json>: GET /.well-known/skillvault-keys.json, fetched once and pinned
// Exit status: 0 verified, 1 verification failed, 2 usage error, 3 verified but not to be installed
// (the signed verdict is malicious, or the attestation's state says withdrawn/blocked).
import { createHash, createPublicKey, verify } from "node:crypto";
import { lstatSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

// clawhub writes its install record here; it is not part of the published bundle.
const INSTALLER_DIRS = new Set([".clawhub", ".clawdhub"]);

function fail(message) {
  console.error(`FAILED: ${message}`);
  process.exit(1);
}

/** Regular files under `dir`, with `/`-separated, NFC-normalised relative paths. */
function listFiles(dir, prefix = "") {
  const files = [];
  for (const name of readdirSync(dir)) {
    if (prefix === "" && INSTALLER_DIRS.has(name)) continue;
    const full = join(dir, name);
    const path = `${prefix}${name.normalize("NFC")}`;
    const stat = lstatSync(full);
    if (stat.isSymbolicLink()) fail(`${path} is a symbolic link; published skills never contain links`);
    if (stat.isDirectory()) files.push(...listFiles(full, `${path}/`));
    else if (stat.isFile()) files.push({ path, bytes: readFileSync(full) });
  }
  return files;
}

/** The canonical bundle digest (docs/bundle-digest.md). */
function bundleDigest(files) {
  const framed = files.map((f) => ({ path: Buffer.from(f.path, "utf8"), bytes: f.bytes })).sort((a, b) => Buffer.compare(a.path, b.path));
  const u32 = (n) => {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(n);
    return b;
  };
  const h = createHash("sha256").update("skillvault-bundle-digest-v1\n").update(u32(framed.length));
  for (const f of framed) {
    const size = Buffer.alloc(8);
    size.writeBigUInt64BE(BigInt(f.bytes.length));
    h.update(u32(f.path.length)).update(f.path);
    h.update(u32(8)).update(size);
    h.update(u32(32)).update(createHash("sha256").update(f.bytes).digest());
  }
  return `sha256:${h.digest("hex")}`;
}

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : undefined;
};
const expectSlug = option("--slug");
const expectVersion = option("--version");
const [dir, attestationFile, keysFile] = args;
if (!dir || !attestationFile || !keysFile) {
  console.error("usage: node verify-skill.mjs <skill-dir> <attestation.json> <keys.json> [--slug S] [--version V]");
  process.exit(2);
}

const response = JSON.parse(readFileSync(attestationFile, "utf8"));
const attestation = response.attestation ?? response;
const keys = JSON.parse(readFileSync(keysFile, "utf8"));

// 1. The key: looked up by id in the pinned keys document, never taken from the attestation.
const key = keys.keys.find((entry) => entry.kid === attestation.keyId);
if (!key) fail(`key ${attestation.keyId} is not in the keys document`);

// 2. The signature: Ed25519 over the payload's exact UTF-8 bytes (do not re-serialise the JSON).
const signed = verify(null, Buffer.from(attestation.payload, "utf8"), createPublicKey(key.publicKeyPem), Buffer.from(attestation.signature, "base64"));
if (!signed) fail("the signature does not verify");

// 3. The statement: only what was parsed from the verified payload counts.
const statement = JSON.parse(attestation.payload);
if (statement._type !== keys.statementType) fail(`unexpected statement type ${statement._type}`);
if (expectSlug && statement.slug !== expectSlug) fail(`statement is for ${statement.slug}, not ${expectSlug}`);
if (expectVersion && statement.version !== expectVersion) fail(`statement is for version ${statement.version}, not ${expectVersion}`);

// 4. The files: recompute the canonical digest and compare.
const digest = bundleDigest(listFiles(dir));
if (digest !== statement.digest) fail(`files digest ${digest} differs from the signed ${statement.digest}`);

console.log(`OK ${statement.slug}@${statement.version} ${statement.digest}`);
console.log(`   verdict ${statement.verdict} (scanner ${statement.scannerVersion}), published ${statement.publishedAt}, signed by ${key.kid} (${key.status})`);
if (statement.verdict === "suspicious") console.log("   warning: the registry judged this version suspicious; read its scan report before using it");
const refused =
  statement.verdict === "malicious"
    ? "the registry judged this version malicious"
    : response.state && !response.state.installable
      ? `${response.state.status}: ${response.state.explanation}`
      : null;
if (refused) {
  console.log(`   do not install: ${refused}`);
  process.exit(3);
}
