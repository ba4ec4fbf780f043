// A real user row and the Actor a domain function would receive for it.
import type { Actor } from "@/lib/auth/actor";
import { createUser } from "@/lib/auth/create-user";
import type { Role } from "@/lib/db";

let counter = 0;

/** Creates (or reuses) the user `handle`; without a handle, a fresh unique one. */
export async function createActor(input: { handle?: string; role?: Role } = {}): Promise<Actor> {
  const handle = input.handle ?? `user-${process.pid}-${++counter}`;
  const user = await createUser({ handle, role: input.role ?? "USER" });
  return { userId: user.id, handle: user.handle, role: user.role, scopes: ["read", "publish"], via: "system" };
}
