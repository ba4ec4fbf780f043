"use client";
// The site header on every page: brand, main navigation, search with suggestions, theme switch
// and the account menu. Navigation items live in NAV_ITEMS so new sections are one line.
// A client component (decision 026): every page's RSC payload carries who is signed in, not the
// header's markup a second time. The layout decides what `account` holds (no secrets: a handle and
// two roles the menu shows links for).
import Link from "next/link";
import { focusRing } from "../ui/focus";
import { PackageIcon } from "../ui/icons";
import { AccountMenu } from "./account-menu-client";
import { HeaderSearchAndActions } from "./header-search-client";
import { ThemeToggle } from "./theme-toggle-client";

export const NAV_ITEMS = [
  { href: "/skills", label: "Browse" },
  { href: "/publish", label: "Publish" },
];

const navLink = `rounded-md px-2 py-1.5 text-sm whitespace-nowrap sm:px-2.5 font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white ${focusRing}`;

export type HeaderAccount = { handle: string; moderator: boolean; admin: boolean };

export function SiteHeader({ account, showSearch = true }: { account: HeaderAccount | null; showSearch?: boolean }) {
  return (
    <header
      data-sticky-header
      className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75 dark:border-slate-800 dark:bg-slate-950/90 dark:supports-[backdrop-filter]:bg-slate-950/75"
    >
      <div className="mx-auto flex min-h-14 max-w-6xl flex-wrap items-center gap-x-1.5 gap-y-2 px-4 py-2.5 sm:gap-x-3 sm:px-6">
        <Link
          href="/"
          className={`flex items-center gap-2 rounded-md font-bold tracking-tight text-slate-900 dark:text-white ${focusRing}`}
          data-testid="site-logo"
        >
          <span className="flex h-7 w-7 items-center justify-center rounded-lg bg-brand-600 text-white dark:bg-brand-500">
            <PackageIcon size={16} />
          </span>
          <span className="sr-only min-[420px]:not-sr-only">Skillvault</span>
        </Link>
        <nav aria-label="Main" className="flex items-center sm:ml-1">
          {NAV_ITEMS.map((item) => (
            <Link key={item.href} href={item.href} className={navLink}>
              {item.label}
            </Link>
          ))}
        </nav>
        <HeaderSearchAndActions search={showSearch}>
          <ThemeToggle />
          {account ? (
            <AccountMenu handle={account.handle} moderator={account.moderator} admin={account.admin} />
          ) : (
            <Link href="/signin" className={navLink} data-testid="header-signin">
              Sign in
            </Link>
          )}
        </HeaderSearchAndActions>
      </div>
    </header>
  );
}
