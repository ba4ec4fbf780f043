// Configure a mirror. Nothing is fetched yet: the first `mirror sync` (or the next scheduled one,
// or a pull-through install) does that. A mirror's skills hidden when it was removed come back
// with its next sync when it is added again under the same name.
import type { Actor } from "@/lib/auth/actor";
import { recordAudit } from "@/lib/audit";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { assertMirrorAdmin } from "./assert-mirror-admin";
import { mirrorConfigSchema, type MirrorConfigInput } from "./schemas/mirror-config";
import { sealUpstreamToken } from "./upstream/upstream-token";

export async function addMirror(input: { actor: Actor | null; config: MirrorConfigInput; ip?: string }) {
  assertMirrorAdmin(input.actor);
  const { token, ...config } = mirrorConfigSchema.parse(input.config);
  const tokenSealed = token ? sealUpstreamToken(config.name, token) : null;
  return db.$transaction(async (tx) => {
    if (await tx.mirrorUpstream.findUnique({ where: { name: config.name }, select: { name: true } })) {
      throw new AppError("MIRROR_EXISTS", `A mirror named '${config.name}' exists; remove it first to change it.`, { details: { name: config.name } });
    }
    // The sealed token stays in the row: nothing returned or audited carries it.
    const row = await tx.mirrorUpstream.create({ data: { ...config, tokenSealed, createdById: input.actor?.userId ?? null }, omit: { tokenSealed: true } });
    await recordAudit(tx, {
      actorId: input.actor?.userId ?? null,
      action: "mirror.add",
      targetType: "mirror",
      targetId: row.name,
      ip: input.ip ?? null,
      data: {
        url: row.url,
        all: row.all,
        owners: row.owners,
        skills: row.skills,
        pullThrough: row.pullThrough,
        blockSuspicious: row.blockSuspicious,
        token: tokenSealed !== null,
        restrictedVisibility: row.restrictedVisibility,
      },
    });
    return { ...row, token: tokenSealed !== null };
  });
}
