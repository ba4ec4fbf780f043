// Inline messages. Errors and warnings are announced (role="alert"); the rest politely (role="status").
import type { ReactNode } from "react";

export type BannerTone = "info" | "success" | "warning" | "danger";

const tones: Record<BannerTone, string> = {
  info: "border-blue-200 bg-blue-50 text-blue-900 dark:border-blue-900 dark:bg-blue-950 dark:text-blue-100",
  success: "border-green-200 bg-green-50 text-green-900 dark:border-green-900 dark:bg-green-950 dark:text-green-100",
  warning: "border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100",
  danger: "border-red-200 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100",
};

export function Banner({
  tone = "info",
  title,
  children,
  className = "",
  testId,
}: {
  tone?: BannerTone;
  title?: string;
  children?: ReactNode;
  className?: string;
  testId?: string;
}) {
  const urgent = tone === "danger" || tone === "warning";
  return (
    <div role={urgent ? "alert" : "status"} data-testid={testId} className={`rounded-md border px-4 py-3 text-sm ${tones[tone]} ${className}`}>
      {title && <p className="font-semibold">{title}</p>}
      {children && <div className={title ? "mt-1" : ""}>{children}</div>}
    </div>
  );
}
