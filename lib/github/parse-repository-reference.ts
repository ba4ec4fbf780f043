// What a user may type to name a repository: `owner/repo`, `https://github.com/owner/repo(.git)`,
// `https://github.com/owner/repo/tree/<ref>/<path>` (or `/blob/…/SKILL.md`), `git@github.com:owner/repo.git`.
// URLs must be on the GitHub this registry talks to (derived from GITHUB_API_URL).
import { AppError } from "@/lib/errors";
import type { RepositoryReference } from "./types";

const OWNER = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
const REPO = /^[A-Za-z0-9._-]{1,100}$/;

/** Web hosts whose URLs name repositories of the API at `apiUrl`. */
export function githubWebHosts(apiUrl: string): string[] {
  const url = new URL(apiUrl);
  if (url.hostname === "api.github.com") return ["github.com", "www.github.com"];
  return [url.host.toLowerCase()]; // GitHub Enterprise (https://ghe.example/api/v3) and local test servers
}

function invalid(input: string, why: string): AppError {
  return new AppError("GITHUB_REFERENCE_INVALID", `"${input.slice(0, 200)}" ${why}. Use owner/repo, a repository URL or a …/tree/<branch>/<folder> URL.`, {
    details: { input: input.slice(0, 200) },
  });
}

function checked(input: string, owner: string | undefined, repo: string | undefined, treeSegments: string[]): RepositoryReference {
  const name = repo?.replace(/\.git$/i, "");
  if (!owner || !OWNER.test(owner) || !name || !REPO.test(name) || name === "." || name === "..") throw invalid(input, "does not name a GitHub repository");
  if (treeSegments.some((segment) => segment === "" || segment === "." || segment === "..")) throw invalid(input, "has an unusable folder path");
  return { owner, repo: name, treeSegments };
}

function decode(segment: string, input: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw invalid(input, "has a malformed URL escape");
  }
}

export function parseRepositoryReference(raw: string, options: { apiUrl: string }): RepositoryReference {
  const input = raw.trim().replace(/\/+$/, "");
  if (input === "") throw invalid(raw, "is empty");
  const ssh = /^git@([^:]+):([^/]+)\/([^/]+)$/.exec(input);
  if (ssh) {
    if (!githubWebHosts(options.apiUrl).includes(ssh[1]!.toLowerCase())) throw invalid(input, "is not on this registry's GitHub");
    return checked(input, ssh[2], ssh[3], []);
  }
  const shorthand = /^([^/:\s]+)\/([^/:\s]+)$/.exec(input);
  if (shorthand && !shorthand[1]!.includes(".")) return checked(input, shorthand[1], shorthand[2], []);

  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(input) ? input : `https://${input}`);
  } catch {
    throw invalid(input, "is neither owner/repo nor a URL");
  }
  if (!["http:", "https:"].includes(url.protocol) || !githubWebHosts(options.apiUrl).includes(url.host.toLowerCase())) {
    throw invalid(input, "is not on this registry's GitHub");
  }
  const [owner, repo, kind, ...rest] = url.pathname
    .split("/")
    .filter((segment) => segment !== "")
    .map((segment) => decode(segment, input));
  if (kind === undefined) return checked(input, owner, repo, []);
  if ((kind !== "tree" && kind !== "blob") || rest.length === 0) throw invalid(input, "is a GitHub page, not a repository or folder");
  // A link to the skill file itself names its folder.
  if (kind === "blob" && /^skill\.md$/i.test(rest.at(-1) ?? "")) rest.pop();
  if (rest.length === 0) throw invalid(input, "names no branch or folder");
  return checked(input, owner, repo, rest);
}
