// A bordered panel with an optional heading; sections of settings pages are cards.
import type { ReactNode } from "react";

export function Card({
  title,
  description,
  children,
  className = "",
  testId,
}: {
  title?: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <section
      data-testid={testId}
      className={`min-w-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900 ${className}`}
    >
      {title && <h2 className="text-lg font-semibold">{title}</h2>}
      {description && <div className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</div>}
      <div className={title || description ? "mt-4" : ""}>{children}</div>
    </section>
  );
}
