// Shared by the three queue lists: the queue's shape and the card style of one row.
import type { listModerationQueue } from "@/lib/moderation";

export type ModerationQueue = Awaited<ReturnType<typeof listModerationQueue>>;

export const rowClass = "rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900";
