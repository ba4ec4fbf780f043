// Root layout: document shell, theme (applied before paint), header and footer around every
// page. System fonts only (nothing is downloaded at build). Pages own their <main>.
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { isAdmin, isModerator } from "@/lib/auth/actor";
import { getCurrentActor } from "@/lib/auth/next/current-actor";
import { DevLoginBanner } from "./_components/dev-login-banner";
import { EmojiSupportScript } from "./_components/site/emoji-support-script";
import { focusRing } from "./_components/ui/focus";
import { SiteFooter } from "./_components/site/site-footer-client";
import { SiteHeader } from "./_components/site/site-header-client";
import { ThemeScript } from "./_components/site/theme-script";
import { siteOrigin } from "./_lib/site-origin";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  return {
    metadataBase: new URL(await siteOrigin()),
    title: { default: "Skillvault — agent skills, scanned and signed", template: "%s · Skillvault" },
    description: "A registry for agent skills: scanned, signed and searchable the moment they are published.",
    applicationName: "Skillvault",
    openGraph: { siteName: "Skillvault", type: "website" },
  };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const actor = await getCurrentActor();
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <ThemeScript />
        <EmojiSupportScript />
      </head>
      <body className="flex min-h-screen flex-col bg-white text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
        {/* not-sr-only resets padding to 0, so the box's padding is set again on focus. */}
        <a
          href="#content"
          className={`sr-only rounded-md bg-white text-sm font-medium whitespace-nowrap shadow-md focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:px-4 focus:py-2 dark:bg-slate-900 ${focusRing}`}
        >
          Skip to content
        </a>
        <DevLoginBanner signedIn={actor !== null} />
        <SiteHeader account={actor ? { handle: actor.handle, moderator: isModerator(actor), admin: isAdmin(actor) } : null} />
        <div id="content" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </div>
        <SiteFooter />
      </body>
    </html>
  );
}
