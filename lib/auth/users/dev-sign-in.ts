// Development sign-in: a handle and no password, only while HUB_DEV_LOGIN is on (the embedded
// `npm start` default; lib/config refuses it on an external production database unless allowed).
// Creates the user on first use and starts a normal database session. Never for staff nor for an
// account linked to GitHub: whoever can reach the form could otherwise become them. They sign in
// with GitHub or a one-time link from the admin CLI (lib/auth/signin-links).
import { getConfig } from "@/lib/config";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { handleSchema } from "../schemas/handle";
import { createSession } from "../sessions/create-session";

export async function devSignIn(input: { handle: string }) {
  if (!getConfig().devLogin) throw new AppError("DEV_LOGIN_DISABLED", "Development sign-in is turned off on this server.");
  const handle = handleSchema.parse(input.handle);
  const user = await db.user.upsert({
    where: { handle },
    create: { handle, displayName: handle },
    update: {},
    select: { id: true, handle: true, kind: true, role: true, githubId: true, bannedAt: true, _count: { select: { accounts: true } } },
  });
  if (user.kind !== "USER") throw new AppError("SIGNIN_NOT_ALLOWED", `'${handle}' is an organisation; organisations do not sign in.`);
  if (user.role !== "USER" || user.githubId !== null || user._count.accounts > 0) {
    throw new AppError(
      "DEV_LOGIN_ACCOUNT_PROTECTED",
      `'${handle}' is a moderator, an admin or an account linked to GitHub or single sign-on; development sign-in never signs in as them. Sign in with GitHub or single sign-on, or with a one-time link the operator prints: npm run hub -- user signin-link ${handle}`,
    );
  }
  if (user.bannedAt) throw new AppError("ACCOUNT_BANNED", "This account is banned.");
  const session = await createSession({ userId: user.id });
  return { user: { id: user.id, handle: user.handle }, ...session };
}
