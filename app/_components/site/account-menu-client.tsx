"use client";
// The signed-in user's menu (disclosure pattern): a button showing the avatar, and a panel of
// links rendered only while open. Escape or a click elsewhere closes it. Sign-out is a form
// (a server action), never a link a crawler could follow.
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { signOutAction } from "@/app/(site)/signin/actions";
import { ActionForm } from "../action-form-client";
import { Avatar } from "../ui/avatar";
import { focusRing } from "../ui/focus";
import { ChevronDownIcon } from "../ui/icons";

const item = `block w-full rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 ${focusRing}`;

export function AccountMenu({ handle, moderator, admin = false }: { handle: string; moderator: boolean; admin?: boolean }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative" data-testid="account-menu">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Account menu for @${handle}`}
        onClick={() => setOpen((value) => !value)}
        className={`flex items-center gap-1 rounded-md px-1.5 py-1 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 ${focusRing}`}
      >
        <Avatar handle={handle} size={28} />
        <ChevronDownIcon className={`transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      {open && (
        <div
          id={panelId}
          className="absolute right-0 z-40 mt-2 w-56 rounded-lg border border-slate-200 bg-white p-1.5 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <p className="truncate px-3 py-1.5 text-xs text-slate-600 dark:text-slate-400">
            Signed in as <strong className="text-slate-900 dark:text-white">@{handle}</strong>
          </p>
          <nav aria-label="Account">
            <Link href={`/${handle}`} className={item}>
              Your profile
            </Link>
            <Link href="/dashboard" className={item}>
              Dashboard
            </Link>
            <Link href="/publish" className={item}>
              Publish a skill
            </Link>
            {moderator && (
              <Link href="/moderation" className={item}>
                Moderation queue
              </Link>
            )}
            {admin && (
              <Link href="/admin/mirrors" className={item}>
                Mirrors
              </Link>
            )}
            <Link href="/settings/tokens" className={item}>
              Settings
            </Link>
          </nav>
          <div className="my-1 border-t border-slate-100 dark:border-slate-800" />
          <ActionForm action={signOutAction} label="Sign out">
            <button type="submit" className={item}>
              Sign out
            </button>
          </ActionForm>
        </div>
      )}
    </div>
  );
}
