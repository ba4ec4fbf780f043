// The clawhub CLI's skill fingerprint (buildSkillFingerprint in clawhub/dist/skills.js), byte for
// byte: "<path>:<sha256>" lines sorted with localeCompare, joined by "\n", SHA-256 hex. The CLI
// compares it with the registry's to tell whether an installed skill was modified.
import { createHash } from "node:crypto";

export function computeClawhubFingerprint(files: Array<{ path: string; sha256: string }>): string {
  const payload = files
    .filter((file) => Boolean(file.path) && Boolean(file.sha256))
    .map((file) => ({ path: file.path, sha256: file.sha256 }))
    .sort((a, b) => a.path.localeCompare(b.path))
    .map((file) => `${file.path}:${file.sha256}`)
    .join("\n");
  return createHash("sha256").update(payload).digest("hex");
}
