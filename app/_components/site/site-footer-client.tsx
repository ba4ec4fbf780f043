"use client";
// The footer: what the registry promises, where to go next, and how to verify what it signs.
// A client component only so that its static markup stays out of every page's RSC payload (the
// HTML still carries it, server-rendered); it reads nothing per request.
import Link from "next/link";
import { focusRing } from "../ui/focus";

const link = `rounded-sm text-slate-600 hover:text-slate-900 hover:underline dark:text-slate-400 dark:hover:text-white ${focusRing}`;

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/40">
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 py-10 text-sm sm:grid-cols-3 sm:px-6">
        <div>
          <p className="font-semibold text-slate-900 dark:text-white">Skillvault</p>
          <p className="mt-2 text-slate-600 dark:text-slate-400">
            A registry for agent skills. Every version is scanned, signed and searchable the moment it is published; what you install is exactly what was
            scanned.
          </p>
        </div>
        <nav aria-label="Footer">
          <p className="font-semibold text-slate-900 dark:text-white">Explore</p>
          <ul className="mt-2 space-y-1.5">
            <li>
              <Link className={link} href="/skills">
                Browse skills
              </Link>
            </li>
            <li>
              <Link className={link} href="/search">
                Search
              </Link>
            </li>
            <li>
              <Link className={link} href="/publish">
                Publish a skill
              </Link>
            </li>
            <li>
              <Link className={link} href="/settings/tokens">
                API tokens
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <p className="font-semibold text-slate-900 dark:text-white">Trust</p>
          <ul className="mt-2 space-y-1.5">
            <li>
              <Link className={link} href="/docs/verify">
                How to verify a skill
              </Link>
            </li>
            <li>
              <Link className={link} href="/docs/signing-keys">
                Signing keys
              </Link>
            </li>
            <li>
              <Link className={link} href="/docs/api">
                API reference
              </Link>
            </li>
            <li>
              <Link className={link} href="/docs/sitemap">
                Sitemap
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
