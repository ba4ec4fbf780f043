// Name-based classification of bundle paths: macOS junk we drop, git internals we refuse,
// and archive / document extensions used by the nested-archive rule.

/** `__MACOSX/…`, `.DS_Store`, AppleDouble `._name`: created by macOS zip/tar, never authored. */
export function isJunkPath(path: string): boolean {
  const segments = path.split("/").filter((s) => s !== "" && s !== ".");
  if (segments.includes("__MACOSX")) return true;
  const base = segments[segments.length - 1] ?? "";
  return base === ".DS_Store" || base.startsWith("._");
}

/** Any `.git` segment (directory or gitfile), case-insensitively: case-insensitive disks treat `.GIT` as `.git`. */
export function isGitPath(path: string): boolean {
  return path.split("/").some((segment) => segment.toLowerCase() === ".git");
}

const ARCHIVE_EXTENSIONS = [
  ".zip",
  ".skill",
  ".jar",
  ".war",
  ".ear",
  ".apk",
  ".aab",
  ".ipa",
  ".whl",
  ".egg",
  ".nupkg",
  ".vsix",
  ".xpi",
  ".crx",
  ".tar",
  ".tgz",
  ".tbz",
  ".tbz2",
  ".txz",
  ".tzst",
  ".gz",
  ".bz2",
  ".xz",
  ".zst",
  ".lz",
  ".lzma",
  ".z",
  ".7z",
  ".rar",
  ".cab",
  ".iso",
  ".dmg",
  ".deb",
  ".rpm",
  ".cpio",
  ".pkg",
  ".msi",
];

export function hasArchiveExtension(path: string): boolean {
  const lower = path.toLowerCase();
  return ARCHIVE_EXTENSIONS.some((ext) => lower.endsWith(ext));
}
