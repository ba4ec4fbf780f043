"use client";
// Star toggle: a form posting to the star action; shows the new count as soon as it answers.
import { useActionState } from "react";
import { idleState } from "@/lib/auth/next/action-state";
import { buttonClass } from "@/app/_components/ui/button";
import { StarIcon } from "@/app/_components/ui/icons";
import type { toggleStarAction } from "../actions";

export function StarButton({
  action,
  slug,
  path,
  starred,
  stars,
}: {
  action: typeof toggleStarAction;
  slug: string;
  path: string;
  starred: boolean;
  stars: number;
}) {
  const [state, formAction, pending] = useActionState(action, idleState);
  const current = state.status === "ok" ? state.data : { starred, stars };
  return (
    <form action={formAction} className="inline-flex flex-col">
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="path" value={path} />
      <input type="hidden" name="star" value={current.starred ? "0" : "1"} />
      <button
        type="submit"
        aria-pressed={current.starred}
        disabled={pending}
        data-testid="star-button"
        className={buttonClass("secondary", current.starred ? "text-amber-700 dark:text-amber-300" : "")}
      >
        <StarIcon className={current.starred ? "fill-current" : ""} />
        {current.starred ? "Starred" : "Star"}
        <span className="rounded-full bg-slate-100 px-1.5 text-xs tabular-nums dark:bg-slate-800" data-testid="star-count">
          {current.stars}
        </span>
      </button>
      {state.status === "error" && (
        <span role="alert" className="mt-1 text-xs text-red-700 dark:text-red-300">
          {state.message}
        </span>
      )}
    </form>
  );
}
