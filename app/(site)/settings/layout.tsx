// Settings shell: heading and section navigation. Each page checks the session itself.
import Link from "next/link";
import type { ReactNode } from "react";
import { focusRing } from "@/app/_components/ui/focus";

const sections = [
  { href: "/settings/tokens", label: "API tokens" },
  { href: "/settings/publishing", label: "Trusted publishing" },
];

export default function SettingsLayout({ children }: { children: ReactNode }) {
  return (
    <main className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-2xl font-bold">Settings</h1>
      <nav aria-label="Settings sections" className="mt-4 flex gap-4 border-b border-slate-200 pb-2 text-sm dark:border-slate-800">
        {sections.map((section) => (
          <Link key={section.href} href={section.href} className={`rounded px-1 font-medium text-blue-700 hover:underline dark:text-blue-300 ${focusRing}`}>
            {section.label}
          </Link>
        ))}
      </nav>
      <div className="mt-6 space-y-6">{children}</div>
    </main>
  );
}
