// One spelling per operating system (Node's platform names, as skill metadata uses them), so
// "macos" in a query finds skills declaring "darwin". A skill that names no OS runs on all of them.
export const ALL_OS = ["darwin", "linux", "win32"] as const;

const ALIASES: Record<string, string> = {
  darwin: "darwin",
  macos: "darwin",
  mac: "darwin",
  osx: "darwin",
  linux: "linux",
  win32: "win32",
  windows: "win32",
  win: "win32",
};

export function normalizeOs(value: string): string {
  const key = value.trim().toLowerCase();
  return ALIASES[key] ?? key;
}

/** The OS list a document is indexed with: normalised, and every OS when none is named. */
export function documentOs(declared: string[]): string[] {
  const named = [...new Set(declared.map(normalizeOs).filter(Boolean))];
  return named.length ? named.sort() : [...ALL_OS];
}
