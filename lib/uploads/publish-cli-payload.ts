// A publish as the clawhub CLI sends it (metadata plus files staged by upload ticket, or inline in
// a multipart body) through the one publishing service. The folder name is the slug, so skills-ref's
// "name matches the directory" check sees what the author's folder was called.
import type { Actor } from "@/lib/auth/actor";
import type { CliPublishMeta, PublishResultBody } from "@/lib/api-schemas/cli-publish";
import { publishVersion } from "@/lib/publish";
import { consumeUploadTickets, loadUploadedFiles, type UploadedFileRef } from "./load-uploaded-files";

export type CliPublishFiles = { kind: "staged"; files: UploadedFileRef[] } | { kind: "inline"; files: Array<{ path: string; bytes: Uint8Array }> };

export async function publishCliPayload(input: { actor: Actor; meta: CliPublishMeta; files: CliPublishFiles; ip?: string }): Promise<PublishResultBody> {
  const { actor, meta } = input;
  const files = input.files.kind === "staged" ? await loadUploadedFiles({ actor, files: input.files.files }) : input.files.files;
  const result = await publishVersion({
    actor,
    bundle: { kind: "files", files, rootName: meta.slug },
    slug: meta.slug,
    displayName: meta.displayName,
    version: meta.version,
    changelog: meta.changelog,
    tags: meta.tags,
    // Older CLIs send topics as `categories`; publishVersion normalises either.
    topics: meta.topics ?? meta.categories,
    ownerHandle: meta.ownerHandle,
    visibility: meta.visibility,
    // Only a trusted-publishing token's provenance is recorded; a `source` the CLI claims is not.
    provenance: actor.provenance,
    ip: input.ip,
  });
  if (input.files.kind === "staged") await consumeUploadTickets({ actor, storageIds: input.files.files.map((file) => file.storageId) });
  const status = result.status === "held" ? "pending" : "published";
  return {
    ok: true,
    skillId: result.skill.id,
    versionId: result.version.id,
    slug: result.skill.slug,
    version: result.version.version,
    status,
    publicationStatus: status,
    result: result.status,
    verdict: result.verdict,
    summary: result.summary,
    digest: result.version.digest,
    fingerprint: result.version.fingerprint,
    zipSha256: result.version.zipSha256,
    findings: result.findings.map((finding) => ({
      ruleId: finding.ruleId,
      severity: finding.severity,
      file: finding.file,
      line: finding.line,
      message: finding.message,
    })),
    diagnostics: result.diagnostics.map((diagnostic) => ({
      code: diagnostic.code,
      severity: diagnostic.severity,
      file: diagnostic.file,
      ...(diagnostic.line ? { line: diagnostic.line } : {}),
      message: diagnostic.message,
    })),
    warnings: result.warnings,
  };
}
