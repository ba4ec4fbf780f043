// Page scaffolding: the content column every page uses, and a page heading with an optional
// description and actions, so spacing and type scale are the same everywhere.
import type { ReactNode } from "react";

export function Container({
  children,
  className = "",
  width = "wide",
}: {
  children: ReactNode;
  className?: string;
  width?: "wide" | "medium" | "narrow" | "prose";
}) {
  const max = width === "narrow" ? "max-w-md" : width === "prose" ? "max-w-3xl" : width === "medium" ? "max-w-4xl" : "max-w-6xl";
  return <div className={`mx-auto w-full ${max} px-4 sm:px-6 ${className}`}>{children}</div>;
}

export function PageHeader({ title, description, actions, eyebrow }: { title: ReactNode; description?: ReactNode; actions?: ReactNode; eyebrow?: ReactNode }) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        {eyebrow && <div className="mb-1 text-sm text-slate-600 dark:text-slate-400">{eyebrow}</div>}
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{title}</h1>
        {description && <div className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">{description}</div>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
    </header>
  );
}

export function SectionHeading({ children, action, id }: { children: ReactNode; action?: ReactNode; id?: string }) {
  return (
    <div className="mb-4 flex items-baseline justify-between gap-4">
      <h2 id={id} className="text-lg font-semibold text-slate-900 dark:text-white">
        {children}
      </h2>
      {action}
    </div>
  );
}
