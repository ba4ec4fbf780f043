// Shapes shared across GitHub import and sync: what the API told us about a repository, what
// the user pointed at, and the files of one commit.

export type GithubRepository = {
  /** GitHub's numeric id, as a string: stable across renames and transfers. */
  id: string;
  /** "owner/repo" as GitHub spells it now. */
  fullName: string;
  owner: { login: string; id: string; type: string };
  private: boolean;
  defaultBranch: string;
  htmlUrl: string;
};

/** What a user typed, parsed: `owner/repo`, a repository URL or a `/tree/<ref>/<path>` URL. */
export type RepositoryReference = {
  owner: string;
  repo: string;
  /** Segments after `/tree/` (or `/blob/`): the ref may itself contain slashes, so the split
   * between ref and path is decided against the repository (resolveCommit). */
  treeSegments: string[];
};

/** A resolved import source: a fixed commit, never a moving branch. */
export type ResolvedSource = {
  repository: GithubRepository;
  /** The branch, tag or sha the user named (default branch when none). */
  ref: string;
  commit: string;
  /** Folder inside the repository to look in ("" = root). */
  basePath: string;
};

/** Every entry of one commit's tarball, keyed by repository-relative path. */
export type RepositorySnapshot = {
  files: Map<string, Uint8Array>;
  /** Entries that are not regular files (links, devices, unreadable names): refused inside a skill. */
  irregular: Map<string, "link" | "special" | "invalid-name">;
};

export type SkillSource = "root" | "skills-folder" | "agent-folder" | "marketplace" | "nested";

export type SkillLocation = {
  /** Repository-relative folder holding SKILL.md ("" = repository root). */
  path: string;
  source: SkillSource;
};
