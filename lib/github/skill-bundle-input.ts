// One skill's files out of a repository snapshot, as a bundle input for lib/bundle. Links and
// other irregular entries are refused here with the codes a hand upload would get, because the
// "files" input only carries regular files and would otherwise drop them silently.
import type { BundleInput } from "@/lib/bundle";
import { AppError } from "@/lib/errors";
import { SKILL_FILE_NAMES } from "./skill-folders";
import type { RepositorySnapshot } from "./types";

export function skillBundleInput(input: { snapshot: RepositorySnapshot; path: string; repositoryName: string }): Extract<BundleInput, { kind: "files" }> {
  const prefix = input.path === "" ? "" : `${input.path}/`;
  for (const [path, kind] of input.snapshot.irregular) {
    if (!path.startsWith(prefix)) continue;
    const relative = path.slice(prefix.length);
    if (kind === "link")
      throw new AppError("BUNDLE_LINK", `"${relative}" is a symbolic or hard link; bundles hold regular files only.`, { details: { path: relative } });
    if (kind === "special") throw new AppError("BUNDLE_SPECIAL_FILE", `"${relative}" is not a regular file.`, { details: { path: relative } });
    throw new AppError("BUNDLE_INVALID_PATH", `A file name under "${input.path || "/"}" is not valid UTF-8.`, { details: { path: relative } });
  }
  const files: Array<{ path: string; bytes: Uint8Array }> = [];
  for (const [path, bytes] of input.snapshot.files) if (path.startsWith(prefix)) files.push({ path: path.slice(prefix.length), bytes });
  const rootName = input.path === "" ? input.repositoryName : input.path.slice(input.path.lastIndexOf("/") + 1);
  return { kind: "files", files, rootName };
}

/** Whether the folder holds a skill file at this commit. */
export function hasSkillFile(snapshot: RepositorySnapshot, path: string): boolean {
  return SKILL_FILE_NAMES.some((name) => snapshot.files.has(path === "" ? name : `${path}/${name}`));
}
