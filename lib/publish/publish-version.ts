// Publish one version: labels → read bundle → publish gate → validate → scan → decide → store → answer.
// The one way in for every caller (website, clawhub CLI, GitHub import and sync, seed): display
// name and topics are normalised here, the decision is decide-publication.ts's. One transaction stores everything (blobs, version, files, tags, signature, audit, change feed,
// search document and outbox), so a failure at any point leaves no partial version behind.
import { writeDeterministicZip } from "@/lib/bundle";
import { db } from "@/lib/db";
import { AppError, isAppError } from "@/lib/errors";
import { isMirroredSlug, parseSemver, slugify, slugSchema } from "@/lib/ids";
import { ensureSigningKey } from "@/lib/signing";
import { decidePublication } from "./decide-publication";
import { normalizeDisplayName } from "./normalize-display-name";
import { normalizeTopics } from "./normalize-topics";
import { preparePublication, type PreparedPublication } from "./prepare-publication";
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

/**
 * The caller's preparation when it was made for the slug the version installs under (GitHub import
 * prepares to pick the slug), else a fresh one. A mirrored skill installs under its upstream slug
 * (`clawhub install pdf-tools`) and is validated as such.
 */
async function prepare(input: PublishInput): Promise<PreparedPublication> {
  const installSlug = input.mirror?.slug ?? input.slug;
  const given = input.prepared;
  if (given && (given.slug === installSlug || (given.slug === undefined && slugify(given.validation.name ?? "") === installSlug))) return given;
  return preparePublication({ bundle: given?.bundle ?? input.bundle, slug: installSlug });
}

export async function publishVersion(request: PublishInput): Promise<PublishResult> {
  // Labels first: a bad topic or name costs nothing. Blank topics keep the skill's own.
  const topics = request.topics === undefined ? [] : normalizeTopics(request.topics);
  const input: PublishInput = { ...request, displayName: normalizeDisplayName(request.displayName), topics: topics.length ? topics : undefined };
  if (input.version !== undefined && !parseSemver(input.version)) {
    throw new AppError("VERSION_INVALID", `'${input.version}' is not a semantic version (e.g. 1.2.3).`, { details: { version: input.version } });
  }
  // An explicit slug is checked before any work on the bundle.
  if (input.slug !== undefined) checkSlug(input.slug, input.mirror !== undefined);
  const actorRow = await db.user.findUnique({ where: { id: input.actor.userId }, select: { bannedAt: true } });
  if (!actorRow) throw new AppError("UNAUTHENTICATED", "The publishing account does not exist.");
  if (actorRow.bannedAt) throw new AppError("ACCOUNT_BANNED", "This account is banned from publishing.");

  const prepared = await prepare(input);
  await input.onProgress?.("read");
  await input.onProgress?.("scanned");
  const named = input.slug ?? slugify(prepared.validation.name ?? "");
  const mirrored = input.mirror !== undefined;
  await decidePublication(prepared, {
    mirrored,
    onBlocked: () =>
      recordBlockedAttempt({ actor: input.actor, slug: named, version: input.version, digest: prepared.bundle.digest, scan: prepared.scan, ip: input.ip }),
  });
  const slug = checkSlug(named, mirrored);

  const zip = writeDeterministicZip(prepared.bundle.files.map((file) => ({ path: file.path, bytes: file.bytes })));
  const zipFile = { bytes: zip, sha256: sha256Hex(zip) };
  // Outside the transaction: created and committed on first use, then cached by lib/signing.
  const signingKey = await ensureSigningKey();

  // Two publishes racing for the same slug or version: the loser's transaction hits a unique
  // index. Retrying once lets it see the winner's rows and answer with the precise code.
  for (let attempt = 0; ; attempt++) {
    try {
      const result = await db.$transaction((tx) => storeVersion(tx, { input, slug, prepared, zip: zipFile, signingKey }), {
        timeout: 120_000,
        maxWait: 30_000,
      });
      await input.onProgress?.("committed");
      return result;
    } catch (error) {
      if (attempt === 0 && isRaceLoss(error)) continue;
      if (isRaceLoss(error)) throw new AppError("VERSION_EXISTS", "That version was published concurrently.", { details: { slug, version: input.version } });
      throw error;
    }
  }
}
