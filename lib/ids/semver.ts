// Semantic Versioning 2.0.0: parse, compare, bump. Versions are stored with their parts so the
// database can order them; comparison follows the spec's precedence rules. Build metadata
// (`+build.5`) is refused: two versions equal in precedence would be ambiguous to installers.
import { z } from "zod";

const SEMVER =
  /^(0|[1-9]\d{0,8})\.(0|[1-9]\d{0,8})\.(0|[1-9]\d{0,8})(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?$/;

export type SemVer = { major: number; minor: number; patch: number; prerelease: string | null; raw: string };

export const semverSchema = z
  .string()
  .max(128)
  .regex(SEMVER, "Versions follow semantic versioning without build metadata, e.g. 1.2.3 or 2.0.0-beta.1.")
  .brand<"SemVer">();

export function parseSemver(raw: string): SemVer | null {
  if (raw.length > 128) return null;
  const match = SEMVER.exec(raw);
  if (!match) return null;
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]), prerelease: match[4] ?? null, raw };
}

function compareIdentifiers(a: string, b: string): number {
  const an = /^\d+$/.test(a);
  const bn = /^\d+$/.test(b);
  if (an && bn) return Number(a) - Number(b);
  if (an) return -1;
  if (bn) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

export function compareSemver(a: SemVer, b: SemVer): number {
  const core = a.major - b.major || a.minor - b.minor || a.patch - b.patch;
  if (core !== 0) return Math.sign(core);
  if (a.prerelease === b.prerelease) return 0;
  if (a.prerelease === null) return 1;
  if (b.prerelease === null) return -1;
  const left = a.prerelease.split(".");
  const right = b.prerelease.split(".");
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    if (left[i] === undefined) return -1;
    if (right[i] === undefined) return 1;
    const order = compareIdentifiers(left[i]!, right[i]!);
    if (order !== 0) return Math.sign(order);
  }
  return 0;
}

export function nextPatch(version: SemVer): string {
  // A prerelease's next patch is its release: 1.2.0-beta.1 → 1.2.0.
  return version.prerelease ? `${version.major}.${version.minor}.${version.patch}` : `${version.major}.${version.minor}.${version.patch + 1}`;
}
