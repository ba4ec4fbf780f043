// Publish one version: read bundle → publish gate → validate → scan → decide → store → answer.
// One transaction stores everything (blobs, version, files, tags, signature, audit, change feed,
// search document and outbox), so a failure at any point leaves no partial version behind.
import { writeDeterministicZip } from "@/lib/bundle";
import { db } from "@/lib/db";
import { AppError, isAppError } from "@/lib/errors";
import { isMirroredSlug, parseSemver, slugify, slugSchema } from "@/lib/ids";
import { ensureSigningKey } from "@/lib/signing";
import { preparePublication } from "./prepare-publication";
import { recordBlockedAttempt } from "./record-blocked-attempt";
import { storeVersion } from "./store-version";
import type { PublishInput, PublishResult } from "./types";
import { sha256Hex } from "./sha256-hex";

/** Mirrored slugs only for mirrored versions: nobody publishes into a mirror's namespace. */
function checkSlug(slug: string, mirrored = false): string {
  if (mirrored && isMirroredSlug(slug)) return slug;
  const parsed = slugSchema.safeParse(slug);
  if (!parsed.success) throw new AppError("SLUG_INVALID", `'${slug}' is not a valid slug.`, { details: { slug } });
  return parsed.data;
}

function errorCode(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const record = error as { code?: unknown; cause?: unknown };
  return typeof record.code === "string" ? record.code : errorCode(record.cause);
}

/** A concurrent publish won a unique index (slug, version) or a lock cycle: worth one retry. */
function isRaceLoss(error: unknown): boolean {
  if (isAppError(error)) return false;
  const code = errorCode(error);
  return code === "P2002" || code === "23505" || code === "P2034" || code === "40P01" || code === "40001";
}

export async function publishVersion(input: PublishInput): Promise<PublishResult> {
  if (input.version !== undefined && !parseSemver(input.version)) {
    throw new AppError("VERSION_INVALID", `'${input.version}' is not a semantic version (e.g. 1.2.3).`, { details: { version: input.version } });
  }
  // An explicit slug is checked before any work on the bundle.
  if (input.slug !== undefined) checkSlug(input.slug, input.mirror !== undefined);
  const actorRow = await db.user.findUnique({ where: { id: input.actor.userId }, select: { bannedAt: true } });
  if (!actorRow) throw new AppError("UNAUTHENTICATED", "The publishing account does not exist.");
  if (actorRow.bannedAt) throw new AppError("ACCOUNT_BANNED", "This account is banned from publishing.");

  // A mirrored skill installs under its upstream slug (`clawhub install pdf-tools`): validated as such.
  const prepared = await preparePublication({ bundle: input.bundle, slug: input.mirror?.slug ?? input.slug });
  await input.onProgress?.("read");
  const slug = checkSlug(input.slug ?? slugify(prepared.validation.name ?? ""), input.mirror !== undefined);

  await input.onProgress?.("scanned");
  // A mirrored version is never refused for its verdict: storeVersion records it blocked.
  if (prepared.scan.verdict === "malicious" && !input.mirror) {
    await recordBlockedAttempt({ actor: input.actor, slug, version: input.version, digest: prepared.bundle.digest, scan: prepared.scan, ip: input.ip });
    throw new AppError("SCAN_BLOCKED", `Publishing refused: ${prepared.scan.summary}`, {
      details: { verdict: "malicious", summary: prepared.scan.summary, explanation: prepared.scan.explanation, findings: prepared.scan.findings },
    });
  }

  const zip = writeDeterministicZip(prepared.bundle.files.map((file) => ({ path: file.path, bytes: file.bytes })));
  const zipFile = { bytes: zip, sha256: sha256Hex(zip) };
  // Outside the transaction: created and committed on first use, then cached by lib/signing.
  const signingKey = await ensureSigningKey();

  // Two publishes racing for the same slug or version: the loser's transaction hits a unique
  // index. Retrying once lets it see the winner's rows and answer with the precise code.
  for (let attempt = 0; ; attempt++) {
    try {
      const result = await db.$transaction((tx) => storeVersion(tx, { input, slug, prepared, zip: zipFile, signingKey }), { timeout: 120_000, maxWait: 30_000 });
      await input.onProgress?.("committed");
      return result;
    } catch (error) {
      if (attempt === 0 && isRaceLoss(error)) continue;
      if (isRaceLoss(error)) throw new AppError("VERSION_EXISTS", "That version was published concurrently.", { details: { slug, version: input.version } });
      throw error;
    }
  }
}
