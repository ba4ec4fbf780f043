// Error codes of GitHub import and sync (lib/github). Each entry: HTTP status and when it is thrown.
export const githubCodes = {
  /** The input is not `owner/repo`, a repository URL or a `/tree/<ref>/<path>` URL on the configured GitHub. */
  GITHUB_REFERENCE_INVALID: { status: 400, fault: "user" },
  /** GitHub answers 404 for the repository: it does not exist, or it is private and we cannot see it. */
  GITHUB_REPO_NOT_FOUND: { status: 404, fault: "user" },
  /** The repository is private: only public repositories are imported (published skills are public). */
  GITHUB_REPO_PRIVATE: { status: 403, fault: "user" },
  /** The branch, tag or commit named in the URL does not exist in the repository. */
  GITHUB_REF_NOT_FOUND: { status: 404, fault: "user" },
  /** GitHub's API rate limit is used up; details.resetAt says when it refills (also Retry-After). */
  GITHUB_RATE_LIMITED: { status: 429, fault: "user" },
  /** The repository tarball is larger than GITHUB_TARBALL_MAX_BYTES (compressed) or expands past 4× that. */
  GITHUB_TARBALL_TOO_LARGE: { status: 413, fault: "user" },
  /** No SKILL.md in any place we look; details.searched lists them. */
  GITHUB_NO_SKILLS: { status: 422, fault: "user" },
  /** A selected folder holds no skill at the imported commit (the form and the repository disagree). */
  GITHUB_SKILL_NOT_FOUND: { status: 404, fault: "user" },
  /** The signed-in account has no GitHub identity (e.g. development sign-in), so ownership cannot be checked. */
  GITHUB_ACCOUNT_NOT_LINKED: { status: 403, fault: "user" },
  /** The user neither owns the repository nor belongs to its organisation / collaborators. */
  GITHUB_NOT_REPO_MEMBER: { status: 403, fault: "user" },
  /** The skill was not imported from GitHub, so it has no sync settings. */
  GITHUB_SOURCE_NOT_FOUND: { status: 404, fault: "user" },
  /** A delivery to the legacy URL (/api/v1/github/webhook) while GITHUB_WEBHOOK_SECRET is not set. */
  GITHUB_WEBHOOK_NOT_CONFIGURED: { status: 404, fault: "user" },
  /** A delivery to /api/v1/github/webhook/<id> for a webhook that does not exist. */
  GITHUB_WEBHOOK_NOT_FOUND: { status: 404, fault: "user" },
  /** A synced skill's result (never thrown): the pushed commit is not where the tracked ref points now, so nothing was published. */
  GITHUB_COMMIT_NOT_HEAD: { status: 409, fault: "user" },
  /** A release delivery names a tag that has no published release on GitHub (asked by repository id); nothing is published. */
  GITHUB_RELEASE_NOT_FOUND: { status: 404, fault: "user" },
  /** A synced skill's result (never thrown): a release whose tag (or frontmatter) version is not above every published version publishes nothing. */
  GITHUB_RELEASE_NOT_NEWER: { status: 409, fault: "user" },
  /** X-Hub-Signature-256 is missing or does not match the body (HMAC-SHA256 with the webhook secret). */
  GITHUB_WEBHOOK_SIGNATURE_INVALID: { status: 401, fault: "user" },
  /** GitHub (or the network to it) failed, or sent a tarball we cannot read; retry later. */
  GITHUB_UNAVAILABLE: { status: 502, fault: "server" },
} as const;
