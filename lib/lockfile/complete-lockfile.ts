// The offline npm mirror this project is developed on has no macOS/Windows/Android builds of
// platform binaries, so `npm install` writes a lock whose optionalDependencies point at packages
// it never recorded, and `npm ci` then refuses the lock. This adds a stub entry (name, version,
// os/cpu, optional) for each such package: npm skips it on other platforms and fetches it by
// name from the registry on the platform it is for.
import { inferPlatform } from "./infer-platform";

type LockEntry = {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
};
export type Lockfile = { packages: Record<string, LockEntry>; [key: string]: unknown };

export type MissingOptional = { key: string; name: string; version: string; parent: string };

export function findMissingOptionalPackages(lock: Lockfile): MissingOptional[] {
  const missing = new Map<string, MissingOptional>();
  for (const [parent, entry] of Object.entries(lock.packages)) {
    for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
      if (resolveFrom(lock, parent, name)) continue;
      const key = `node_modules/${name}`;
      // Platform packages are pinned exactly by their parent, so the range is the version.
      if (!missing.has(key)) missing.set(key, { key, name, version: range, parent });
    }
  }
  return [...missing.values()];
}

export function completeLockfile(lock: Lockfile): { lock: Lockfile; added: MissingOptional[] } {
  const added = findMissingOptionalPackages(lock).filter((m) => inferPlatform(m.name) && /^\d+\.\d+\.\d+/.test(m.version));
  const packages = { ...lock.packages };
  for (const m of added) {
    const parent = lock.packages[m.parent];
    packages[m.key] = { version: m.version, ...(parent?.dev ? { dev: true } : {}), optional: true, ...inferPlatform(m.name)! };
  }
  const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a < b ? -1 : a > b ? 1 : 0)));
  return { lock: { ...lock, packages: sorted }, added };
}

// Node's lookup: <parent>/node_modules/<name>, then each ancestor's node_modules, then the root.
function resolveFrom(lock: Lockfile, parent: string, name: string): boolean {
  let dir = parent;
  for (;;) {
    if (lock.packages[`${dir ? `${dir}/` : ""}node_modules/${name}`]) return true;
    if (!dir) return false;
    const cut = dir.lastIndexOf("/node_modules/");
    dir = cut < 0 ? "" : dir.slice(0, cut);
  }
}
