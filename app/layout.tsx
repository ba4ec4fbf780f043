// Root layout: document shell, global styles, system fonts only (nothing is downloaded at build).
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { DevLoginBanner } from "./_components/dev-login-banner";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Skillvault", template: "%s · Skillvault" },
  description: "A registry for agent skills: scanned, signed and searchable the moment they are published.",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-white text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
        <DevLoginBanner />
        {children}
      </body>
    </html>
  );
}
