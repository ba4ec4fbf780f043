// Where per-entry hygiene violations go: thrown at once (publishing) or collected so a validator
// can report them next to everything else (the CLI). Limits and corruption never come here.
import { AppError } from "@/lib/errors";
import type { BundleWarning } from "./types";

export type ViolationCode =
  | "BUNDLE_PATH_TRAVERSAL"
  | "BUNDLE_ABSOLUTE_PATH"
  | "BUNDLE_BACKSLASH_PATH"
  | "BUNDLE_CONTROL_CHARACTER"
  | "BUNDLE_INVISIBLE_CHARACTER"
  | "BUNDLE_INVALID_PATH"
  | "BUNDLE_CASE_COLLISION"
  | "BUNDLE_DUPLICATE_PATH"
  | "BUNDLE_LINK"
  | "BUNDLE_SPECIAL_FILE"
  | "BUNDLE_GIT_DIRECTORY"
  | "BUNDLE_NESTED_ARCHIVE"
  | "BUNDLE_ENCRYPTED";

export class ViolationSink {
  readonly collected: BundleWarning[] = [];
  constructor(private readonly mode: "throw" | "collect") {}

  report(code: ViolationCode, path: string, message: string): void {
    if (this.mode === "throw") throw new AppError(code, message, { details: { path } });
    this.collected.push({ code, path, message });
  }
}

/** Throws a bundle error that is never collectable (limits, corruption, format). */
export function fail(
  code:
    | "BUNDLE_COMPRESSION_RATIO"
    | "BUNDLE_TOO_MANY_FILES"
    | "BUNDLE_FILE_TOO_LARGE"
    | "BUNDLE_TOO_LARGE"
    | "BUNDLE_CORRUPT"
    | "BUNDLE_EMPTY"
    | "BUNDLE_UNSUPPORTED_FORMAT"
    | "BUNDLE_NOT_FOUND",
  message: string,
  path?: string,
): never {
  throw new AppError(code, message, { details: path === undefined ? {} : { path } });
}
