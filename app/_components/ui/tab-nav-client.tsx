"use client";
// Tabs that are links (each tab is its own URL, so it can be shared, bookmarked and opened in a
// new tab). The current one carries aria-current="page". On narrow screens the strip scrolls
// sideways with a cue at its ends (tab-strip-client.tsx); switching tabs keeps the scroll
// position, so the new tab's content appears where the old one was instead of a screen lower.
// A client component so its markup (long class lists per tab) stays out of the RSC payload: the
// payload carries only the items.
import Link from "next/link";
import type { ReactNode } from "react";
import { focusRing } from "./focus";
import { TabStripCue } from "./tab-strip-client";

export type TabItem = { href: string; label: string; icon?: ReactNode; count?: number | string; current?: boolean; testId?: string };

export function TabNav({ items, label }: { items: TabItem[]; label: string }) {
  return (
    <div className="relative">
      <nav
        aria-label={label}
        className="-mb-px scroll-mt-28 overflow-x-auto md:scroll-mt-20 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        data-tab-scroller
      >
        <ul className="flex min-w-max gap-0.5 border-b border-slate-200 sm:gap-1 dark:border-slate-800">
          {items.map((item) => (
            <li key={item.href}>
              <Link
                href={item.href}
                scroll={false}
                aria-current={item.current ? "page" : undefined}
                data-testid={item.testId}
                className={`-mb-px inline-flex items-center gap-1.5 rounded-t-md border-b-2 px-2.5 py-2.5 text-sm font-medium whitespace-nowrap sm:px-3 ${focusRing} ${
                  item.current
                    ? "border-brand-600 text-brand-700 dark:border-brand-400 dark:text-brand-300"
                    : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-400 dark:hover:border-slate-600 dark:hover:text-slate-100"
                }`}
              >
                {item.icon && <span className="hidden sm:inline-flex">{item.icon}</span>}
                {item.label}
                {item.count !== undefined && (
                  <span className="rounded-full bg-slate-100 px-1.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300">{item.count}</span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <TabStripCue />
    </div>
  );
}
