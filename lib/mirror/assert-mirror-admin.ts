// Mirrors are configured and synced by administrators only: on the admin page (an actor) or with
// `npm run hub` on the server (no actor: whoever runs it already holds the database).
import { isAdmin, type Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/errors";

export function assertMirrorAdmin(actor: Actor | null): void {
  if (actor && !isAdmin(actor)) throw new AppError("FORBIDDEN", "Only administrators manage mirrors.");
}
