// A local HTTP server speaking the few GitHub REST endpoints import and sync use: repository,
// commit lookup, tarball (redirected to a codeload-style URL, like github.com), published release by
// tag, each by name (/repos/{owner}/{repo}) or by numeric id (/repositories/{id}), user by id, org
// membership and collaborator permission. Repositories are real git repositories; `unhost` plays a rename or a
// deletion (the name is free for someone else's new repository).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { GitRepository } from "./git-repository";

export type HostedRepository = {
  id: number;
  owner: { login: string; id: number; type: "User" | "Organization" };
  name: string;
  /** The repository's content; absent for repositories only asked about (trusted publishing). */
  git?: GitRepository;
  private?: boolean;
  defaultBranch?: string;
};

export type LocalGithub = {
  apiUrl: string;
  host(repository: HostedRepository): void;
  /** Forgets a repository by name ("owner/repo"): renamed away or deleted. */
  unhost(fullName: string): void;
  /** Publishes a release of an existing tag (GET …/releases/tags/{tag} then finds it). */
  publishRelease(repositoryId: number, tag: string, options?: { prerelease?: boolean }): void;
  /** Numeric id → login, as GET /user/{id} answers. */
  users: Map<number, string>;
  /** org login → member logins. */
  orgMembers: Map<string, Set<string>>;
  /** "owner/repo" → login → permission. */
  collaborators: Map<string, Map<string, string>>;
  /** While set, every API call answers GitHub's rate-limit 403 with this reset time (epoch seconds). */
  rateLimitResetAt: number | null;
  /** Paths requested, in order ("GET /repos/o/r/tarball/<sha>"). */
  requests: string[];
  close(): Promise<void>;
};

function send(response: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}): void {
  const text = body === undefined ? "" : JSON.stringify(body);
  response.writeHead(status, { ...(body === undefined ? {} : { "content-type": "application/json; charset=utf-8" }), ...headers });
  response.end(text);
}

/** `port`: a fixed port when another process (the e2e server) must know the URL in advance. */
export async function startLocalGithub(options: { port?: number } = {}): Promise<LocalGithub> {
  const repositories = new Map<string, HostedRepository>();
  /** Repository id → tag → its published release. */
  const releases = new Map<number, Map<string, { prerelease: boolean }>>();
  const state: Omit<LocalGithub, "apiUrl" | "close" | "host" | "unhost" | "publishRelease"> = {
    users: new Map(),
    orgMembers: new Map(),
    collaborators: new Map(),
    rateLimitResetAt: null,
    requests: [],
  };
  const userById = (login: string) => [...state.users].find(([, name]) => name === login)?.[0];

  function handle(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? "/", "http://local");
    const segments = url.pathname.split("/").filter(Boolean).map(decodeURIComponent);
    state.requests.push(`${request.method} ${url.pathname}`);
    const limitHeaders = { "x-ratelimit-limit": "60", "x-ratelimit-remaining": "59", "x-ratelimit-reset": String(Math.floor(Date.now() / 1000) + 3600) };
    if (state.rateLimitResetAt !== null) {
      return send(
        response,
        403,
        { message: "API rate limit exceeded for 127.0.0.1." },
        { ...limitHeaders, "x-ratelimit-remaining": "0", "x-ratelimit-reset": String(state.rateLimitResetAt) },
      );
    }
    const notFound = () => send(response, 404, { message: "Not Found", documentation_url: "https://docs.github.com/rest" }, limitHeaders);
    const [first, owner, name, fourth] = segments;

    if (first === "_codeload" && owner && name && fourth) {
      const repository = repositories.get(`${owner}/${name}`.toLowerCase());
      const sha = repository?.git?.resolve(fourth);
      if (!repository?.git || !sha) return notFound();
      const tarball = repository.git.archive(sha, `${repository.owner.login}-${repository.name}-${sha.slice(0, 7)}`);
      response.writeHead(200, { "content-type": "application/x-gzip" }); // chunked, no length: like codeload
      response.end(tarball);
      return;
    }
    if (first === "user" && owner && segments.length === 2) {
      const login = state.users.get(Number(owner));
      return login ? send(response, 200, { login, id: Number(owner), type: "User" }, limitHeaders) : notFound();
    }
    if (first === "orgs" && owner && name === "members" && fourth) {
      return state.orgMembers.get(owner)?.has(fourth) ? send(response, 204, undefined, limitHeaders) : notFound();
    }
    let repository: HostedRepository | undefined;
    let kind: string | undefined;
    let rest: string[];
    if (first === "repos" && owner && name) {
      repository = repositories.get(`${owner}/${name}`.toLowerCase());
      [kind, ...rest] = segments.slice(3);
    } else if (first === "repositories" && owner) {
      repository = [...repositories.values()].find((candidate) => String(candidate.id) === owner);
      [kind, ...rest] = segments.slice(2);
    } else {
      return notFound();
    }
    if (!repository || (repository.private && !request.headers.authorization)) return notFound();
    const fullName = `${repository.owner.login}/${repository.name}`;
    if (kind === undefined) {
      return send(
        response,
        200,
        {
          id: repository.id,
          name: repository.name,
          full_name: fullName,
          private: repository.private ?? false,
          owner: { login: repository.owner.login, id: repository.owner.id, type: repository.owner.type },
          default_branch: repository.defaultBranch ?? "main",
          html_url: `https://github.test/${fullName}`,
        },
        limitHeaders,
      );
    }
    if (kind === "commits" && rest.length > 0) {
      const sha = repository.git?.resolve(rest.join("/"));
      return sha
        ? send(response, 200, { sha, commit: { message: "" } }, limitHeaders)
        : send(response, 422, { message: `No commit found for SHA: ${rest.join("/")}` }, limitHeaders);
    }
    if (kind === "releases" && rest[0] === "tags" && rest.length > 1) {
      const tag = rest.slice(1).join("/");
      const release = releases.get(repository.id)?.get(tag);
      return release
        ? send(response, 200, { tag_name: tag, draft: false, prerelease: release.prerelease, published_at: new Date().toISOString() }, limitHeaders)
        : notFound();
    }
    if (kind === "tarball" && rest.length > 0) {
      const sha = repository.git?.resolve(rest.join("/"));
      if (!sha) return notFound();
      return send(response, 302, undefined, { ...limitHeaders, location: `/_codeload/${fullName}/${sha}` });
    }
    if (kind === "collaborators" && rest.length === 2 && rest[1] === "permission") {
      if (!request.headers.authorization) return send(response, 401, { message: "Requires authentication" }, limitHeaders);
      const permission = state.collaborators.get(fullName)?.get(rest[0]!);
      const id = userById(rest[0]!);
      return permission && id !== undefined ? send(response, 200, { permission, user: { login: rest[0], id } }, limitHeaders) : notFound();
    }
    return notFound();
  }

  const server: Server = createServer((request, response) => {
    try {
      handle(request, response);
    } catch (error) {
      send(response, 500, { message: error instanceof Error ? error.message : "error" });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(state, {
    apiUrl,
    host(repository: HostedRepository) {
      repositories.set(`${repository.owner.login}/${repository.name}`.toLowerCase(), repository);
    },
    unhost(fullName: string) {
      repositories.delete(fullName.toLowerCase());
    },
    publishRelease(repositoryId: number, tag: string, release: { prerelease?: boolean } = {}) {
      const tags = releases.get(repositoryId) ?? new Map<string, { prerelease: boolean }>();
      tags.set(tag, { prerelease: release.prerelease ?? false });
      releases.set(repositoryId, tags);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as LocalGithub;
}
