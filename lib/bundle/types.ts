// Shapes shared by every bundle reader: what goes in (BundleInput), what comes out (Bundle).
export type BundleFile = {
  /** Normalised relative path: `/`-separated, NFC, no `.`/`..`/empty segments. */
  path: string;
  bytes: Uint8Array;
  size: number;
  /** Lower-case hex SHA-256 of `bytes`. */
  sha256: string;
  /** UTF-8, no NUL bytes, hardly any control characters: safe to show as text. */
  isText: boolean;
  isUtf8: boolean;
  contentType: string;
};

export type BundleWarning = { code: string; path?: string; message: string };

export type BundleFormat = "directory" | "zip" | "tar" | "skill" | "files" | "markdown" | "yaml";

export type Bundle = {
  /** Sorted by the UTF-8 bytes of `path`. */
  files: BundleFile[];
  /** Canonical digest, `sha256:<hex>` (docs/bundle-digest.md). */
  digest: string;
  /** The clawhub CLI's fingerprint of the same files (lower hex). */
  fingerprint: string;
  totalSize: number;
  /** Things we fixed or dropped without failing (macOS junk, an unwrapped top folder, ...). */
  warnings: BundleWarning[];
  format: BundleFormat;
  /** The skill's folder name when the input had one (directory basename, unwrapped top folder,
   * flat file stem); skills-ref requires `name` to equal it. */
  rootName: string | null;
  /** Hygiene violations collected instead of thrown (`onViolation: "collect"`); the offending
   * entries are left out of `files`. Always empty in the default throwing mode. */
  violations: BundleWarning[];
};

export type BundleInput =
  | { kind: "directory"; path: string }
  | { kind: "archive"; filename: string; bytes: Uint8Array }
  | { kind: "file"; filename: string; bytes: Uint8Array }
  | { kind: "files"; files: Array<{ path: string; bytes: Uint8Array }>; /** Folder name when known and not part of the paths. */ rootName?: string };

export type BundleLimits = { maxFiles: number; maxFileBytes: number; maxTotalBytes: number; maxRatio: number };

export type ReadBundleOptions = {
  limits?: Partial<BundleLimits>;
  /** "throw" (default): the first hygiene violation throws its AppError. "collect": per-entry
   * violations (paths, links, .git, nested archives, case clashes) are recorded in
   * `bundle.violations` and the entry skipped, so a validator can still report everything else.
   * Limits and corrupt archives always throw. */
  onViolation?: "throw" | "collect";
};

/** One entry as a reader found it, before normalisation. `rawPath` is what the archive said. */
export type RawEntry =
  | { type: "file"; rawPath: string; bytes: Uint8Array }
  | { type: "directory"; rawPath: string }
  | { type: "link"; rawPath: string }
  | { type: "special"; rawPath: string; detail: string };
