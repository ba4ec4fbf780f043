"use client";
// One term and value in the skill sidebar's fact list. A client component so each fact's markup
// is not repeated in the RSC payload (decision 026); the value is whatever the page passes.
import type { ReactNode } from "react";

export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-t border-slate-100 py-2 first:border-t-0 dark:border-slate-800">
      <dt className="text-slate-600 dark:text-slate-400">{term}</dt>
      <dd className="min-w-0 text-right break-words text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}
