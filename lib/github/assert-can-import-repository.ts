// Who may import a repository. Auth.js keeps no GitHub token of the user (docs/decisions/001), so
// GitHub is asked with the server's GITHUB_TOKEN (or anonymously) and every check is tied to the
// user's numeric GitHub id: the repository's owner id, or the id's *current* login (looked up by
// id, so a stale or re-registered login proves nothing) as org member or write collaborator.
// Admins may import any public repository into an org publisher. Private repositories never:
// publishing makes a skill public.
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { coordinatesOf, type GithubClient } from "./github-client";
import type { ImportPublisher } from "./find-import-publisher";
import type { GithubRepository } from "./types";

export type ImportAccess = "owner" | "org-member" | "collaborator" | "admin";

const WRITE_PERMISSIONS = new Set(["admin", "maintain", "write"]);

export async function assertCanImportRepository(input: {
  client: GithubClient;
  actor: Actor;
  repository: GithubRepository;
  publisher: Pick<ImportPublisher, "kind">;
}): Promise<ImportAccess> {
  const { client, actor, repository } = input;
  if (repository.private) {
    throw new AppError(
      "GITHUB_REPO_PRIVATE",
      `${repository.fullName} is private; only public repositories can be imported, because published skills are public.`,
      {
        details: { repository: repository.fullName },
      },
    );
  }
  if (actor.role === "ADMIN" && input.publisher.kind === "ORG") return "admin";

  const user = await db.user.findUnique({ where: { id: actor.userId }, select: { githubId: true } });
  const githubId = user?.githubId;
  if (!githubId) throw new AppError("GITHUB_ACCOUNT_NOT_LINKED", "Sign in with GitHub to import: we check repository ownership by your GitHub account.");
  if (repository.owner.id === githubId) return "owner";

  const refused = new AppError(
    "GITHUB_NOT_REPO_MEMBER",
    `Your GitHub account neither owns ${repository.fullName} nor belongs to ${repository.owner.login} or its collaborators with write access.`,
    {
      details: { repository: repository.fullName },
    },
  );
  const login = await client.getLoginById({ githubId });
  if (!login) throw refused;
  if (repository.owner.type === "Organization" && (await client.isOrgMember({ org: repository.owner.login, login }))) return "org-member";
  const permission = await client.getCollaboratorPermission({ ...coordinatesOf(repository), login });
  if (permission && permission.userId === githubId && WRITE_PERMISSIONS.has(permission.permission)) return "collaborator";
  throw refused;
}
