// The Octokit-backed GithubClient. Base URL and token come from lib/config unless given (tests,
// GitHub Enterprise). Octokit's throttling and retry plugins are off: a web request must not sleep
// until a rate limit resets; the user gets GITHUB_RATE_LIMITED with the reset time instead.
import { Octokit } from "octokit";
import { getConfig } from "@/lib/config";
import { AppError } from "@/lib/errors";
import type { GithubClient, RepoLocator } from "./github-client";
import { githubStatus, mapGithubError, rateLimitOf } from "./map-github-error";
import { readCappedStream } from "./read-capped-stream";

export type GithubClientOptions = { baseUrl?: string; token?: string };

const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

/** Runs a call; the statuses in `absent` mean "no such thing" (null), anything else is mapped. */
async function call<T>(run: () => Promise<T>, absent: number[] = []): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    const status = githubStatus(error);
    const limited = status === null ? null : rateLimitOf(error);
    if (limited) throw limited;
    if (status !== null && absent.includes(status)) return null;
    throw mapGithubError(error);
  }
}

/** The REST path prefix of a repository: by id ("/repositories/{id}") when known, else by name. */
function repoPath(locator: RepoLocator): { path: string; params: Record<string, string | number>; label: string } {
  if ("repositoryId" in locator) {
    return { path: "/repositories/{repository_id}", params: { repository_id: Number(locator.repositoryId) }, label: `repository #${locator.repositoryId}` };
  }
  return { path: "/repos/{owner}/{repo}", params: { owner: locator.owner, repo: locator.repo }, label: `${locator.owner}/${locator.repo}` };
}

export function createGithubClient(options: GithubClientOptions = {}): GithubClient {
  const config = getConfig();
  const token = options.token ?? config.GITHUB_TOKEN;
  const octokit = new Octokit({
    baseUrl: (options.baseUrl ?? config.GITHUB_API_URL).replace(/\/+$/, ""),
    ...(token ? { auth: token } : {}),
    userAgent: "skillvault-github-import",
    throttle: { enabled: false },
    retry: { enabled: false },
    log: quiet,
  });

  return {
    async getRepository(locator) {
      const at = repoPath(locator);
      const found = await call(() => octokit.request(`GET ${at.path}`, at.params), [404]);
      if (!found) {
        throw new AppError("GITHUB_REPO_NOT_FOUND", `GitHub has no public repository ${at.label} (it may be private, renamed away or deleted).`, {
          details: { repository: at.label },
        });
      }
      const data = found.data as {
        id: number;
        full_name: string;
        owner: { login: string; id: number; type: string };
        private: boolean;
        default_branch: string;
        html_url: string;
      };
      return {
        id: String(data.id),
        fullName: data.full_name,
        owner: { login: data.owner.login, id: String(data.owner.id), type: data.owner.type },
        private: data.private,
        defaultBranch: data.default_branch,
        htmlUrl: data.html_url,
      };
    },

    async findCommit({ ref, ...locator }) {
      const at = repoPath(locator);
      // 422: GitHub's answer for a ref that is not a valid name; 409: an empty repository.
      const found = await call(() => octokit.request(`GET ${at.path}/commits/{ref}`, { ...at.params, ref, per_page: 1 }), [404, 409, 422]);
      return (found?.data as { sha?: string } | undefined)?.sha ?? null;
    },

    async findRelease({ tag, ...locator }) {
      const at = repoPath(locator);
      const found = await call(() => octokit.request(`GET ${at.path}/releases/tags/{tag}`, { ...at.params, tag }), [404]);
      const data = found?.data as { tag_name?: unknown; draft?: unknown; prerelease?: unknown } | undefined;
      if (typeof data?.tag_name !== "string") return null;
      return { tagName: data.tag_name, draft: data.draft === true, prerelease: data.prerelease === true };
    },

    async downloadTarball({ commit, maxBytes, ...locator }) {
      const at = repoPath(locator);
      const response = await call(
        () => octokit.request(`GET ${at.path}/tarball/{ref}`, { ...at.params, ref: commit, request: { parseSuccessResponseBody: false } }),
        [404],
      );
      if (!response) throw new AppError("GITHUB_REF_NOT_FOUND", `${at.label} has no commit ${commit}.`, { details: { repository: at.label, ref: commit } });
      const declared = Number(response.headers["content-length"]);
      const body = response.data as unknown as ReadableStream<Uint8Array> | null;
      try {
        return await readCappedStream(body, { maxBytes, declaredLength: Number.isFinite(declared) ? declared : undefined });
      } catch (error) {
        throw mapGithubError(error);
      }
    },

    async getLoginById({ githubId }) {
      const found = await call(() => octokit.request("GET /user/{account_id}", { account_id: Number(githubId) }), [404]);
      return found ? (found.data as { login: string }).login : null;
    },

    async isOrgMember({ org, login }) {
      // 204 = member; 404 = not a (visible) member. Without an org member's token GitHub redirects
      // to the public-members check, which fetch follows.
      const found = await call(() => octokit.rest.orgs.checkMembershipForUser({ org, username: login }), [302, 403, 404]);
      return found !== null && (found.status as number) === 204;
    },

    async getCollaboratorPermission({ owner, repo, login }) {
      const found = await call(() => octokit.rest.repos.getCollaboratorPermissionLevel({ owner, repo, username: login }), [401, 403, 404]);
      if (!found) return null;
      return { permission: found.data.permission, userId: String(found.data.user?.id ?? "") };
    },
  };
}
