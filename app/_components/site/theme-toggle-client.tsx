"use client";
// Light/dark switch. Both icons are rendered and CSS shows the right one, so the server's HTML
// is correct whatever the theme: nothing to fix up after hydration. The choice is remembered.
import { useLayoutEffect } from "react";
import { focusRing } from "../ui/focus";
import { MoonIcon, SunIcon } from "../ui/icons";
import { THEME_STORAGE_KEY } from "./theme-script";

function apply(dark: boolean) {
  document.documentElement.classList.toggle("dark", dark);
}

export function ThemeToggle() {
  // Same rule as the head script, again before paint: React may reset <html>'s class on a
  // development remount, and a 404 that Next.js renders on the client never runs the head script.
  useLayoutEffect(() => {
    let saved: string | null = null;
    try {
      saved = localStorage.getItem(THEME_STORAGE_KEY);
    } catch {
      // storage disabled: follow the system
    }
    apply(saved ? saved === "dark" : window.matchMedia("(prefers-color-scheme: dark)").matches);
  }, []);
  const toggle = () => {
    const dark = !document.documentElement.classList.contains("dark");
    apply(dark);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, dark ? "dark" : "light");
    } catch {
      // storage disabled: the choice lasts for this page only
    }
  };
  return (
    <button
      type="button"
      onClick={toggle}
      data-testid="theme-toggle"
      className={`inline-flex h-9 w-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white ${focusRing}`}
    >
      <span className="dark:hidden">
        <MoonIcon size={18} />
        <span className="sr-only">Switch to dark theme</span>
      </span>
      <span className="hidden dark:inline">
        <SunIcon size={18} />
        <span className="sr-only">Switch to light theme</span>
      </span>
    </button>
  );
}
