// Step two of an import: publish the skills the user picked, from the commit they previewed
// (never a branch that may have moved since), each with provenance and a GithubSource row.
// One skill failing (slug taken, scan blocked) does not stop the others; each gets its own result.
import { AppError, isAppError } from "@/lib/errors";
import { db } from "@/lib/db";
import { slugify } from "@/lib/ids";
import { preparePublication, publishVersion, type PublishResult } from "@/lib/publish";
import { canActFor, type Visibility } from "@/lib/access";
import { joinRepoPath } from "./join-repo-path";
import { loadSnapshot } from "./load-snapshot";
import { openImportSource, type ImportSourceInput } from "./open-import-source";
import { pickSyncVersion } from "./pick-sync-version";
import { recordGithubSource } from "./record-github-source";
import { hasSkillFile, skillBundleInput } from "./skill-bundle-input";
import { ensureSyncHook, syncHookPath } from "./sync-hooks";

/** A folder to publish; slug defaults to the frontmatter name, version to the frontmatter version (when new) or 1.0.0 / next patch. */
export type ImportSelection = { path: string; slug?: string; version?: string };

export type ImportOutcome = {
  path: string;
  status: PublishResult["status"] | "failed";
  slug: string | null;
  version: string | null;
  verdict: PublishResult["verdict"] | null;
  summary: string | null;
  syncEnabled: boolean;
  error: { code: string; message: string } | null;
};

export type ImportGithubSkillsInput = ImportSourceInput & {
  /** The commit the user previewed; default: where the ref points now. */
  commit?: string;
  selections: ImportSelection[];
  /** Turn on sync for every imported skill. */
  sync?: boolean;
  /** Who may see the skills it creates (an existing skill's must match: VISIBILITY_MISMATCH). */
  visibility?: Visibility;
  ip?: string;
};

export type ImportGithubSkillsResult = {
  repository: string;
  ref: string;
  commit: string;
  results: ImportOutcome[];
  /** With sync on: the publisher's webhook URL path for this repository (its secret is on the manage page). */
  webhookPath: string | null;
};

/** Without a version from the form, the frontmatter's, when it is new and above the published ones. */
async function frontmatterVersion(slug: string, version: string | null): Promise<string | undefined> {
  if (!version) return undefined;
  const published = await db.skillVersion.findMany({ where: { skill: { slug } }, select: { version: true } });
  return pickSyncVersion({ frontmatterVersion: version, published: published.map((row) => row.version) });
}

export async function importGithubSkills(input: ImportGithubSkillsInput): Promise<ImportGithubSkillsResult> {
  if (input.selections.length === 0)
    throw new AppError("VALIDATION_FAILED", "Pick at least one skill to import.", { details: [{ path: "selected", message: "Pick at least one skill." }] });
  const { client, publisher, resolved } = await openImportSource(input);
  // Sync publishes on every push from then on: setting it up is an org owner's or admin's call.
  if (input.sync && !(await canActFor(db, input.actor, publisher.id, "administer"))) {
    throw new AppError("ORG_ROLE_REQUIRED", "Only the organisation's owners and admins can turn on GitHub sync; import without sync.", {
      details: { needs: ["owner", "admin"] },
    });
  }
  const { repository, ref } = resolved;
  const commit = input.commit ?? resolved.commit;
  const snapshot = await loadSnapshot({ client, repository, commit });
  const repositoryName = repository.fullName.slice(repository.fullName.indexOf("/") + 1);

  const results: ImportOutcome[] = [];
  for (const selection of input.selections) {
    const path = joinRepoPath(selection.path) ?? "";
    const failed = (error: AppError): ImportOutcome => ({
      path,
      status: "failed",
      slug: selection.slug ?? null,
      version: selection.version ?? null,
      verdict: null,
      summary: null,
      syncEnabled: false,
      error: { code: error.code, message: error.message },
    });
    try {
      if (!hasSkillFile(snapshot, path)) {
        throw new AppError("GITHUB_SKILL_NOT_FOUND", `${repository.fullName} has no SKILL.md in "${path || "/"}" at ${commit.slice(0, 7)}.`, {
          details: { path, commit },
        });
      }
      const prepared = await preparePublication({ bundle: skillBundleInput({ snapshot, path, repositoryName }) });
      const slug = selection.slug || slugify(prepared.validation.name ?? prepared.bundle.rootName ?? "");
      const published = await publishVersion({
        actor: input.actor,
        bundle: prepared.bundle,
        prepared,
        slug,
        version: selection.version || (await frontmatterVersion(slug, prepared.validation.manifest.version)),
        ownerHandle: publisher.handle,
        visibility: input.visibility,
        provenance: { kind: "github", repository: repository.fullName, ref, commit, path },
        ip: input.ip,
      });
      const source = await recordGithubSource({
        skillId: published.skill.id,
        repository: repository.fullName,
        repositoryId: repository.id,
        ref,
        path,
        commit,
        digest: published.version.digest,
        ...(input.sync !== undefined ? { sync: input.sync ? { enabled: true, actorId: input.actor.userId } : { enabled: false } } : {}),
      });
      results.push({
        path,
        status: published.status,
        slug: published.skill.slug,
        version: published.version.version,
        verdict: published.verdict,
        summary: published.summary,
        syncEnabled: source.syncEnabled,
        error: null,
      });
    } catch (error) {
      if (!isAppError(error)) throw error;
      results.push(failed(error));
    }
  }
  const synced = results.some((result) => result.syncEnabled);
  const hook = synced ? await ensureSyncHook(db, { repositoryId: repository.id, publisherId: publisher.id, actorId: input.actor.userId }) : null;
  return { repository: repository.fullName, ref, commit, results, webhookPath: hook ? syncHookPath(hook.id) : null };
}
