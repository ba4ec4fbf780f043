// Buttons and button-styled links. Server-safe (no hooks); SubmitButton adds the pending state for forms.
import Link from "next/link";
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from "react";
import { focusRing } from "./focus";

export type ButtonTone = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "sm" | "md";

const tones: Record<ButtonTone, string> = {
  primary: "bg-brand-600 text-white shadow-sm hover:bg-brand-700 dark:bg-brand-500 dark:text-white dark:hover:bg-brand-400 dark:hover:text-slate-950",
  secondary:
    "border border-slate-300 bg-white text-slate-900 shadow-sm hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800",
  ghost: "text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800",
  danger: "border border-red-300 bg-white text-red-700 hover:bg-red-50 dark:border-red-800 dark:bg-slate-900 dark:text-red-300 dark:hover:bg-red-950",
};

const sizes: Record<ButtonSize, string> = {
  sm: "px-3 py-1.5 text-xs",
  md: "px-4 py-2 text-sm",
};

export function buttonClass(tone: ButtonTone = "primary", extra = "", size: ButtonSize = "md"): string {
  return `inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${sizes[size]} ${focusRing} ${tones[tone]} ${extra}`;
}

export function Button({
  tone = "primary",
  size = "md",
  className = "",
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { tone?: ButtonTone; size?: ButtonSize }) {
  return <button type={type} className={buttonClass(tone, className, size)} {...props} />;
}

/** `native`: a plain <a> (downloads, raw files, route handlers) instead of a client-side navigation. */
export function ButtonLink({
  href,
  tone = "secondary",
  size = "md",
  className = "",
  native = false,
  children,
  ...props
}: { href: string; tone?: ButtonTone; size?: ButtonSize; className?: string; native?: boolean; children: ReactNode } & Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  "href" | "className"
>) {
  if (native) {
    return (
      <a href={href} className={buttonClass(tone, className, size)} {...props}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} className={buttonClass(tone, className, size)} {...props}>
      {children}
    </Link>
  );
}
