// Moderator actions check the role here, and nowhere else, before touching anything.
import { isModerator, type Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/errors";

export function assertModerator(actor: Actor): void {
  if (!isModerator(actor)) throw new AppError("NOT_MODERATOR", "Only moderators can do that.");
}
