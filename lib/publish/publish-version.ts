// Publish one version: read bundle → publish gate → validate → scan → decide → store → answer.
// One transaction stores everything (blobs, version, files, tags, signature, audit, change feed,
// search document and outbox), so a failure at any point leaves no partial version behind.
import { writeDeterministicZip } from "@/lib/bundle";
import { db } from "@/lib/db";
import { AppError, isAppError } from "@/lib/errors";
import { isReservedSlug, parseSemver, slugify, slugSchema } from "@/lib/ids";
import { preparePublication } from "./prepare-publication";
import { recordBlockedAttempt } from "./record-blocked-attempt";
import { storeVersion } from "./store-version";
import type { PublishInput, PublishResult } from "./types";
import { sha256Hex } from "./sha256-hex";

function checkSlug(slug: string): string {
  const parsed = slugSchema.safeParse(slug);
  if (!parsed.success) throw new AppError("SLUG_INVALID", `'${slug}' is not a valid slug.`, { details: { slug } });
  return parsed.data;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && (error as { code: unknown }).code === "P2002";
}

export async function publishVersion(input: PublishInput): Promise<PublishResult> {
  if (input.version !== undefined && !parseSemver(input.version)) {
    throw new AppError("VERSION_INVALID", `'${input.version}' is not a semantic version (e.g. 1.2.3).`, { details: { version: input.version } });
  }
  const prepared = await preparePublication({ bundle: input.bundle });
  await input.onProgress?.("read");
  const slug = checkSlug(input.slug ?? slugify(prepared.validation.name ?? ""));

  await input.onProgress?.("scanned");
  if (prepared.scan.verdict === "malicious") {
    await recordBlockedAttempt({ actor: input.actor, slug, version: input.version, digest: prepared.bundle.digest, scan: prepared.scan, ip: input.ip });
    throw new AppError("SCAN_BLOCKED", `Publishing refused: ${prepared.scan.summary}`, {
      details: { verdict: "malicious", summary: prepared.scan.summary, explanation: prepared.scan.explanation, findings: prepared.scan.findings },
    });
  }

  const zip = writeDeterministicZip(prepared.bundle.files.map((file) => ({ path: file.path, bytes: file.bytes })));
  const zipFile = { bytes: zip, sha256: sha256Hex(zip) };
  const reservedCheck = () => {
    if (isReservedSlug(slug)) throw new AppError("SLUG_RESERVED", `'${slug}' is reserved.`, { details: { slug } });
  };

  // Two publishes racing for the same slug or version: the loser's transaction hits a unique
  // index. Retrying once lets it see the winner's rows and answer with the precise code.
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.$transaction((tx) => storeVersion(tx, { input, slug, prepared, zip: zipFile, reservedCheck }), {
        timeout: 120_000,
        maxWait: 30_000,
      });
    } catch (error) {
      if (attempt === 0 && isUniqueViolation(error) && !isAppError(error)) continue;
      if (isUniqueViolation(error)) throw new AppError("VERSION_EXISTS", "That version was published concurrently.", { details: { slug, version: input.version } });
      throw error;
    }
  }
}
