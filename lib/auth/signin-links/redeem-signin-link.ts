// Using a sign-in link: one transaction marks it used only if it is still unused and unexpired (two
// browsers racing with one link cannot both win) and starts the same database session as every
// other sign-in. A banned account is refused even with a live link; successes and refusals of a
// known link are audited (an unknown code names no account; the "auth" rate limit slows guessing).
import { recordAudit } from "@/lib/audit";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { hashToken } from "../hash-token";
import { createSession } from "../sessions/create-session";
import { signInLinkCodeSchema } from "./signin-link-code";

const invalid = () => new AppError("SIGNIN_LINK_INVALID", "This sign-in link is not valid. Ask for a new one: npm run hub -- user signin-link <handle>.");

export async function redeemSignInLink(input: { code: string; ip?: string | null; now?: Date }) {
  const parsed = signInLinkCodeSchema.safeParse(input.code);
  if (!parsed.success) throw invalid();
  const now = input.now ?? new Date();
  const codeHash = hashToken(parsed.data);
  const outcome = await db.$transaction(async (tx) => {
    const link = await tx.signInLink.findUnique({
      where: { codeHash },
      select: { id: true, usedAt: true, expiresAt: true, user: { select: { id: true, handle: true, role: true, kind: true, bannedAt: true } } },
    });
    if (!link) return { ok: false as const, refusal: invalid(), userId: null };
    const refuse = (error: AppError) => ({ ok: false as const, refusal: error, userId: link.user.id as string | null });
    if (link.usedAt) return refuse(new AppError("SIGNIN_LINK_USED", "This sign-in link was used already; each link works once. Ask for a new one."));
    if (link.expiresAt <= now) return refuse(new AppError("SIGNIN_LINK_EXPIRED", "This sign-in link has expired. Ask for a new one."));
    if (link.user.bannedAt) return refuse(new AppError("ACCOUNT_BANNED", "This account is banned."));
    if (link.user.kind !== "USER") return refuse(new AppError("SIGNIN_NOT_ALLOWED", "Organisations do not sign in."));
    const used = await tx.signInLink.updateMany({ where: { id: link.id, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } });
    if (used.count !== 1) return refuse(new AppError("SIGNIN_LINK_USED", "This sign-in link was used already; each link works once. Ask for a new one."));
    const session = await createSession({ userId: link.user.id, now, tx });
    await recordAudit(tx, { actorId: link.user.id, action: "signin-link.redeem", targetType: "user", targetId: link.user.id, ip: input.ip ?? null });
    return { ok: true as const, user: { id: link.user.id, handle: link.user.handle, role: link.user.role }, ...session };
  });
  if (!outcome.ok) {
    const { refusal, userId } = outcome;
    if (userId !== null)
      await db.$transaction((tx) =>
        recordAudit(tx, { actorId: null, action: "signin-link.refused", targetType: "user", targetId: userId, reason: refusal.code, ip: input.ip ?? null }),
      );
    throw refusal;
  }
  return { user: outcome.user, sessionToken: outcome.sessionToken, expires: outcome.expires };
}
