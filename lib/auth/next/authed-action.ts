// The one helper every server action is built from. Next.js exposes actions as public POST
// endpoints, so each one checks here, in order: same origin (CSRF), the session, the rate
// limit, the form against its zod schema; then runs, and maps errors to a state forms can show.
import { randomUUID } from "node:crypto";
import { headers } from "next/headers";
import { unstable_rethrow } from "next/navigation";
import { z } from "zod";
import { AppError, toHttp } from "@/lib/errors";
import { checkRateLimit } from "@/lib/http/check-rate-limit";
import { assertSameOrigin } from "@/lib/http/check-same-origin";
import { clientIp } from "@/lib/http/client-ip";
import { logError } from "@/lib/http/log-error";
import { markActionEntered } from "@/lib/http/server-action-calls";
import type { RateLimitClass } from "@/lib/ratelimit";
import type { Actor } from "../actor";
import type { ActionState, FormAction } from "./action-state";
import { getCurrentActor } from "./current-actor";

export type { FormAction } from "./action-state";

/** A form field that may repeat (checkboxes): always an array. */
export const formList = <S extends z.ZodType>(item: S) =>
  z.preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(item));

function formToObject(form: FormData): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(form.keys())) {
    if (key.startsWith("$ACTION")) continue; // Next.js's own bookkeeping fields
    const values = form.getAll(key).filter((value): value is string => typeof value === "string");
    out[key] = values.length === 1 ? (values[0] as string) : values;
  }
  return out;
}

function toActionError(error: unknown, requestId: string): ActionState<never> {
  const mapped = toHttp(error, requestId);
  const { code, message, details } = mapped.body.error;
  if (code === "VALIDATION_FAILED" && Array.isArray(details)) {
    const fields: Record<string, string> = {};
    for (const issue of details as Array<{ path: string; message: string }>) fields[issue.path || "form"] ??= issue.message;
    return { status: "error", code, message: Object.values(fields)[0] ?? message, fields };
  }
  return { status: "error", code, message: mapped.log ? `${message} (request ${requestId})` : message };
}

type Auth = "required" | "optional";
type Ctx<A extends Auth, I> = { actor: A extends "required" ? Actor : Actor | null; input: I; ip: string };

export function authedAction<S extends z.ZodType, T, A extends Auth = "required">(
  options: { input: S; auth?: A; rateLimit?: RateLimitClass; rateLimitKey?: string },
  run: (ctx: Ctx<A, z.output<S>>) => Promise<T>,
): FormAction<T> {
  return async (_previous, form) => {
    const requestId = randomUUID();
    const requestHeaders = await headers();
    markActionEntered(requestHeaders);
    try {
      assertSameOrigin(requestHeaders);
      // A hand-made call can send any arguments Next.js decodes (`[]`, `[1]`): only a form is one.
      if (!(form instanceof FormData)) throw new AppError("BAD_REQUEST", "This action takes a form; reload the page and try again.");
      const ip = clientIp(new Request("http://action.invalid/", { headers: requestHeaders }));
      const actor = await getCurrentActor();
      if ((options.auth ?? "required") === "required" && !actor) throw new AppError("UNAUTHENTICATED", "Sign in first; your session may have ended.");
      if (options.rateLimit) await checkRateLimit({ class: options.rateLimit, ip, actor, key: options.rateLimitKey });
      const input = options.input.parse(formToObject(form));
      return { status: "ok", data: await run({ actor: actor as Ctx<A, unknown>["actor"], input, ip }) };
    } catch (error) {
      unstable_rethrow(error); // redirect() and friends are control flow, not failures
      const state = toActionError(error, requestId);
      if (toHttp(error, requestId).log) logError(requestId, new Request("http://action.invalid/server-action", { method: "POST" }), error);
      return state;
    }
  };
}
