// Creates a user (or updates the role of an existing one) — used by the admin CLI and dev sign-in.
import { db, type Role } from "@/lib/db";
import { handleSchema } from "./schemas/handle";

export async function createUser(input: { handle: string; role?: Role; displayName?: string }) {
  const handle = handleSchema.parse(input.handle);
  return db.user.upsert({
    where: { handle },
    create: { handle, role: input.role ?? "USER", displayName: input.displayName ?? handle },
    update: input.role ? { role: input.role } : {},
    select: { id: true, handle: true, role: true },
  });
}
