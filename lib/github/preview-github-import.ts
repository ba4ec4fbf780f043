// Step one of an import: what is in the repository, and what would each skill publish as. Runs
// the same preparePublication and publicationRefusal the publish does (validation, scan,
// decision) and the publish's team-policy question (previewPolicyDecision), writes nothing.
import { canSee, defaultVisibility, isRefusal, standingOf, visibilityName } from "@/lib/access";
import type { PolicyPreview } from "@/lib/api-schemas/site-publish";
import { db } from "@/lib/db";
import { AppError, isAppError } from "@/lib/errors";
import { parseSemver, slugify, slugSchema } from "@/lib/ids";
import { preparePublication, previewPolicyDecision, publicationRefusal } from "@/lib/publish";
import type { Diagnostic } from "@/lib/skill-format";
import type { Finding, Verdict } from "@/scanner";
import { discoverSkills } from "./discover-skills";
import { loadSnapshot, snapshotText } from "./load-snapshot";
import { openImportSource, type ImportSourceInput } from "./open-import-source";
import { skillBundleInput } from "./skill-bundle-input";
import type { RepositorySnapshot, SkillLocation, SkillSource } from "./types";

export type ImportCandidate = {
  path: string;
  source: SkillSource;
  name: string | null;
  description: string | null;
  /** Derived from the frontmatter name; null when no valid slug can be derived. */
  suggestedSlug: string | null;
  /** Frontmatter `version` / `metadata.version` when it is semver; otherwise publish picks 1.0.0 / next patch. */
  suggestedVersion: string | null;
  digest: string | null;
  fileCount: number;
  verdict: Verdict | null;
  scanSummary: string | null;
  findings: Finding[];
  diagnostics: Diagnostic[];
  /** Why this skill cannot be published as it is (invalid skill, link in the folder, …). */
  error: { code: string; message: string } | null;
  /** The suggested slug is taken: by the importing publisher (a new version) or by someone else. */
  /** ownerHandle: null when the actor may not see that skill (only that the name is taken, as the pre-publish check says). */
  existing: { slug: string; ownerHandle: string | null; sameOwner: boolean } | null;
  /**
   * What the importing publisher's team policy would do (hold, refuse with its code): for a new skill
   * (with the server's default visibility) or the publisher's own existing one; null for someone
   * else's slug, a deleted one, or a skill that cannot be published anyway.
   */
  policy: PolicyPreview | null;
};

export type ImportPreview = {
  source: string;
  repository: { fullName: string; id: string; htmlUrl: string };
  ref: string;
  commit: string;
  basePath: string;
  ownerHandle: string;
  searched: string[];
  candidates: ImportCandidate[];
};

async function describe(snapshot: RepositorySnapshot, location: SkillLocation, repositoryName: string): Promise<Omit<ImportCandidate, "existing" | "policy">> {
  const base = { path: location.path, source: location.source };
  try {
    const prepared = await preparePublication({ bundle: skillBundleInput({ snapshot, path: location.path, repositoryName }) });
    const { validation, scan, bundle } = prepared;
    const refusal = publicationRefusal(prepared);
    const slug = slugSchema.safeParse(slugify(validation.name ?? bundle.rootName ?? ""));
    const version = validation.manifest.version;
    return {
      ...base,
      name: validation.name,
      description: validation.description,
      suggestedSlug: slug.success ? slug.data : null,
      suggestedVersion: version && parseSemver(version) ? version : null,
      digest: bundle.digest,
      fileCount: bundle.files.length,
      verdict: scan.verdict,
      scanSummary: scan.summary,
      findings: scan.findings,
      diagnostics: validation.diagnostics,
      error: refusal ? { code: refusal.code, message: refusal.message } : null,
    };
  } catch (error) {
    if (!isAppError(error)) throw error;
    const diagnostics = (error.details as { diagnostics?: Diagnostic[] } | undefined)?.diagnostics ?? [];
    return {
      ...base,
      name: null,
      description: null,
      suggestedSlug: null,
      suggestedVersion: null,
      digest: null,
      fileCount: 0,
      verdict: null,
      scanSummary: null,
      findings: [],
      diagnostics,
      error: { code: error.code, message: error.message },
    };
  }
}

export async function previewGithubImport(input: ImportSourceInput): Promise<ImportPreview> {
  const { client, publisher, resolved } = await openImportSource(input);
  const { repository, ref, commit, basePath } = resolved;
  const snapshot = await loadSnapshot({ client, repository, commit });
  const discovery = discoverSkills({ paths: snapshot.files.keys(), readText: (path) => snapshotText(snapshot, path), base: basePath });
  if (discovery.skills.length === 0) {
    throw new AppError("GITHUB_NO_SKILLS", `No SKILL.md found in ${repository.fullName}${basePath ? `/${basePath}` : ""} at ${ref}.`, {
      details: { repository: repository.fullName, ref, commit, searched: discovery.searched },
    });
  }
  const repositoryName = repository.fullName.slice(repository.fullName.indexOf("/") + 1);
  const described = [];
  for (const location of discovery.skills) described.push(await describe(snapshot, location, repositoryName));

  const slugs = described.flatMap((candidate) => (candidate.suggestedSlug ? [candidate.suggestedSlug] : []));
  const taken = await db.skill.findMany({
    where: { slug: { in: slugs } },
    select: { id: true, slug: true, ownerId: true, visibility: true, moderation: true, deletedAt: true, owner: { select: { handle: true } } },
  });
  const bySlug = new Map(taken.map((skill) => [skill.slug, skill]));
  // openImportSource checked that the actor may publish for this publisher: its policy is theirs to know.
  const standing = await standingOf(db, input.actor, publisher.id);
  const candidates: ImportCandidate[] = [];
  for (const candidate of described) {
    const skill = candidate.suggestedSlug ? bySlug.get(candidate.suggestedSlug) : undefined;
    const sameOwner = skill?.ownerId === publisher.id;
    const target = skill
      ? sameOwner && !skill.deletedAt
        ? { current: visibilityName(skill.visibility) }
        : null
      : { create: { requested: undefined, fallback: defaultVisibility() } };
    const policy =
      target && candidate.verdict && candidate.error === null
        ? await previewPolicyDecision({ actor: input.actor, publisher, standing, verdict: candidate.verdict, ...target })
        : null;
    // Whose a private, hidden or deleted skill is stays with those who may see it (lib/access).
    const visible = skill ? !isRefusal(canSee(sameOwner ? standing : await standingOf(db, input.actor, skill.ownerId), skill)) : false;
    const existing = skill ? { slug: skill.slug, ownerHandle: visible ? skill.owner.handle : null, sameOwner } : null;
    candidates.push({ ...candidate, existing, policy });
  }
  return {
    source: input.source,
    repository: { fullName: repository.fullName, id: repository.id, htmlUrl: repository.htmlUrl },
    ref,
    commit,
    basePath,
    ownerHandle: publisher.handle,
    searched: discovery.searched,
    candidates,
  };
}
