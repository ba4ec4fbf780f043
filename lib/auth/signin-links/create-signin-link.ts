// A one-time sign-in link for an existing account, made by the admin CLI (`npm run hub -- user
// signin-link <handle>`): how staff sign in again where development sign-in refuses them and no
// GitHub sign-in is configured. Whoever runs the CLI controls the server already; the link hands
// that power to a browser once, for SIGNIN_LINK_TTL_MS. Only its hash is stored; a new link
// replaces the account's unused ones; banned accounts and organisations get none; audited.
import { randomBytes } from "node:crypto";
import { recordAudit } from "@/lib/audit";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { hashToken } from "../hash-token";
import { handleSchema } from "../schemas/handle";
import { SIGNIN_LINK_TTL_MS } from "./signin-link-code";

export async function createSignInLink(input: { handle: string; now?: Date }): Promise<{ code: string; handle: string; expiresAt: Date }> {
  const handle = handleSchema.parse(input.handle);
  const now = input.now ?? new Date();
  const code = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SIGNIN_LINK_TTL_MS);
  return db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { handle }, select: { id: true, handle: true, kind: true, bannedAt: true } });
    if (!user) throw new AppError("USER_NOT_FOUND", `No user '${handle}'.`);
    if (user.kind !== "USER") throw new AppError("SIGNIN_NOT_ALLOWED", `'${handle}' is an organisation; organisations do not sign in.`);
    if (user.bannedAt) throw new AppError("ACCOUNT_BANNED", `'${handle}' is banned; a banned account gets no sign-in link.`);
    await tx.signInLink.deleteMany({ where: { userId: user.id, usedAt: null } });
    await tx.signInLink.create({ data: { codeHash: hashToken(code), userId: user.id, createdAt: now, expiresAt } });
    await recordAudit(tx, { actorId: null, action: "signin-link.create", targetType: "user", targetId: user.id, data: { expiresAt: expiresAt.toISOString() } });
    return { code, handle: user.handle, expiresAt };
  });
}
