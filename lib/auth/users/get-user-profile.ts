// Public profile of a user as whoami answers it (clawhub's ApiV1WhoamiResponseSchema shape).
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";

export async function getUserProfile(input: { userId: string }) {
  const user = await db.user.findUnique({ where: { id: input.userId }, select: { handle: true, displayName: true, image: true, role: true } });
  if (!user) throw new AppError("UNAUTHENTICATED", "The account behind these credentials no longer exists.");
  return { handle: user.handle, displayName: user.displayName, image: user.image, role: user.role.toLowerCase() as "user" | "moderator" | "admin" };
}
