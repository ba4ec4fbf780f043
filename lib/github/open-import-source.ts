// The checks every import step repeats, in the order that spends the least on a refusal: parse
// the reference, find the publisher, ask GitHub about the repository, check ownership, and only
// then resolve the ref (the tarball is downloaded by the caller, after all of this passed).
import type { Actor } from "@/lib/auth/actor";
import { getConfig } from "@/lib/config";
import { assertAccountAction } from "@/lib/publish/can-manage-skill";
import { assertCanImportRepository, type ImportAccess } from "./assert-can-import-repository";
import { createGithubClient } from "./create-github-client";
import { findImportPublisher, type ImportPublisher } from "./find-import-publisher";
import type { GithubClient } from "./github-client";
import { parseRepositoryReference } from "./parse-repository-reference";
import { resolveSource } from "./resolve-source";
import type { ResolvedSource } from "./types";

export type ImportSourceInput = {
  actor: Actor;
  /** `owner/repo`, a repository URL or a `/tree/<ref>/<path>` URL. */
  source: string;
  /** Publish for this org (default: the actor). */
  ownerHandle?: string;
  /** Tests and GitHub Enterprise callers pass their own; default from lib/config. */
  client?: GithubClient;
};

export type OpenedSource = { client: GithubClient; publisher: ImportPublisher; access: ImportAccess; resolved: ResolvedSource };

export async function openImportSource(input: ImportSourceInput): Promise<OpenedSource> {
  assertAccountAction(input.actor, "import from GitHub");
  const reference = parseRepositoryReference(input.source, { apiUrl: getConfig().GITHUB_API_URL });
  const client = input.client ?? createGithubClient();
  const publisher = await findImportPublisher({ actor: input.actor, ownerHandle: input.ownerHandle });
  const repository = await client.getRepository(reference);
  const access = await assertCanImportRepository({ client, actor: input.actor, repository, publisher });
  const resolved = await resolveSource({ client, reference, repository });
  return { client, publisher, access, resolved };
}
