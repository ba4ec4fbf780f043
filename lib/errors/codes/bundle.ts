// Error codes thrown while reading an uploaded skill bundle (lib/bundle). All are the publisher's
// fault: each names one hygiene rule, and `details.path` carries the offending entry when there is one.
export const bundleCodes = {
  /** An entry's path contains a `..` segment (would escape the bundle root). */
  BUNDLE_PATH_TRAVERSAL: { status: 422, fault: "user" },
  /** An entry's path is absolute (`/x`, `//host/x`, `C:/x`). */
  BUNDLE_ABSOLUTE_PATH: { status: 422, fault: "user" },
  /** An entry's path contains a backslash (Windows separator; ambiguous across systems). */
  BUNDLE_BACKSLASH_PATH: { status: 422, fault: "user" },
  /** An entry's path contains NUL or another control character. */
  BUNDLE_CONTROL_CHARACTER: { status: 422, fault: "user" },
  /** An entry's path contains a character that shows nothing in a listing (U+200B, U+FEFF, variation selectors, other format characters, non-ASCII blanks) or a name starts or ends with a space. */
  BUNDLE_INVISIBLE_CHARACTER: { status: 422, fault: "user" },
  /** An entry's name is not valid UTF-8, or a path segment / whole path is too long. */
  BUNDLE_INVALID_PATH: { status: 422, fault: "user" },
  /** Two entries differ only by letter case (or Unicode normalisation): they clash on macOS/Windows. */
  BUNDLE_CASE_COLLISION: { status: 422, fault: "user" },
  /** The same path appears twice in one archive. */
  BUNDLE_DUPLICATE_PATH: { status: 422, fault: "user" },
  /** A symbolic link or hard link. Bundles hold regular files only. */
  BUNDLE_LINK: { status: 422, fault: "user" },
  /** A device, FIFO, socket or other non-regular entry. */
  BUNDLE_SPECIAL_FILE: { status: 422, fault: "user" },
  /** A `.git` directory or file (repository internals must not be published). */
  BUNDLE_GIT_DIRECTORY: { status: 422, fault: "user" },
  /** An archive inside an archive inside the bundle (more than one level of nesting). */
  BUNDLE_NESTED_ARCHIVE: { status: 422, fault: "user" },
  /** Uncompressed size exceeds the allowed ratio to the compressed upload (zip-bomb guard). */
  BUNDLE_COMPRESSION_RATIO: { status: 422, fault: "user" },
  /** More regular files than the file-count limit. */
  BUNDLE_TOO_MANY_FILES: { status: 413, fault: "user" },
  /** One file exceeds the per-file size limit. */
  BUNDLE_FILE_TOO_LARGE: { status: 413, fault: "user" },
  /** All files together exceed the bundle size limit. */
  BUNDLE_TOO_LARGE: { status: 413, fault: "user" },
  /** The archive is truncated, malformed, has overlapping entries or a checksum mismatch. */
  BUNDLE_CORRUPT: { status: 422, fault: "user" },
  /** The archive has an encrypted (password-protected) entry. */
  BUNDLE_ENCRYPTED: { status: 422, fault: "user" },
  /** No files at all (after dropping macOS junk). */
  BUNDLE_EMPTY: { status: 422, fault: "user" },
  /** Not a format we read (unknown archive type, compression method or multi-disk zip). */
  BUNDLE_UNSUPPORTED_FORMAT: { status: 415, fault: "user" },
  /** Reading, validating and scanning the upload went over the time or memory one upload may use
   * (UPLOAD_WORK_TIMEOUT_MS, UPLOAD_WORK_MEMORY_MB); details.budget says which. Not worth retrying. */
  BUNDLE_TOO_COMPLEX: { status: 422, fault: "user" },
  /** The path given to a local reader (CLI, tests) does not exist or cannot be read. */
  BUNDLE_NOT_FOUND: { status: 404, fault: "user" },
} as const;
