// Buttons and button-styled links. Server-safe (no hooks); SubmitButton adds the pending state for forms.
import Link from "next/link";
import type { ButtonHTMLAttributes, ReactNode } from "react";
import { focusRing } from "./focus";

export type ButtonTone = "primary" | "secondary" | "danger";

const tones: Record<ButtonTone, string> = {
  primary: "bg-blue-700 text-white hover:bg-blue-800 dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400",
  secondary: "border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800",
  danger: "border border-red-300 bg-white text-red-700 hover:bg-red-50 dark:border-red-800 dark:bg-slate-900 dark:text-red-300 dark:hover:bg-red-950",
};

export function buttonClass(tone: ButtonTone = "primary", extra = ""): string {
  return `inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-60 ${focusRing} ${tones[tone]} ${extra}`;
}

export function Button({ tone = "primary", className = "", type = "button", ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { tone?: ButtonTone }) {
  return <button type={type} className={buttonClass(tone, className)} {...props} />;
}

export function ButtonLink({ href, tone = "secondary", children }: { href: string; tone?: ButtonTone; children: ReactNode }) {
  return (
    <Link href={href} className={buttonClass(tone)}>
      {children}
    </Link>
  );
}
