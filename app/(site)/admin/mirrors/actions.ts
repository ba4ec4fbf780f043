"use server";
// Admin actions on mirrors: add, sync now (in the background), remove. lib/mirror checks the role
// again; a sync's progress shows on the page through the mirror's status.
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { authedAction } from "@/lib/auth/next/authed-action";
import { addMirror, removeMirror, startMirrorSync } from "@/lib/mirror";

const checkbox = z
  .literal("on")
  .optional()
  .transform((value) => value === "on");
/** Handles or slugs, one per line or separated by commas or spaces. */
const entries = z
  .string()
  .max(20_000)
  .optional()
  .transform((value) => (value ?? "").split(/[\s,]+/).filter(Boolean));

const addInput = z.object({
  name: z.string().max(64),
  url: z.string().max(2048),
  owners: entries,
  skills: entries,
  all: checkbox,
  pullThrough: checkbox,
  blockSuspicious: checkbox,
  token: z.string().max(4096).optional(),
  restrictedVisibility: z.enum(["internal", "private"]).optional(),
});

export const addMirrorAction = authedAction({ input: addInput, rateLimit: "write" }, async ({ actor, input, ip }) => {
  const row = await addMirror({ actor, config: input, ip });
  revalidatePath("/admin/mirrors");
  return { message: `Mirror ${row.name} added. Sync it now, or wait for the next scheduled sync.` };
});

const nameInput = z.object({ name: z.string().min(1).max(64) });

export const syncMirrorAction = authedAction({ input: nameInput, rateLimit: "write" }, async ({ actor, input }) => {
  const started = await startMirrorSync({ actor, name: input.name });
  revalidatePath("/admin/mirrors");
  return { message: `Sync of ${started.name} started; reload to see its progress.` };
});

export const removeMirrorAction = authedAction({ input: nameInput, rateLimit: "write" }, async ({ actor, input, ip }) => {
  const removed = await removeMirror({ actor, name: input.name, ip });
  revalidatePath("/admin/mirrors");
  return { message: `Mirror ${removed.name} removed; ${removed.hidden} of its skills hidden.` };
});
