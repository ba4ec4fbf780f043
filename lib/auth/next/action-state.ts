// What a server action built with authedAction returns to its form. Safe to import in client components.
import type { ErrorCode } from "@/lib/errors/codes";

export type ActionState<T> =
  { status: "idle" } | { status: "ok"; data: T } | { status: "error"; code: ErrorCode; message: string; fields?: Record<string, string> };

export const idleState = { status: "idle" } as const;

/** The form's view of an action: what useActionState hands back. */
export type FormAction<T> = (previous: ActionState<T>, form: FormData) => Promise<ActionState<T>>;
