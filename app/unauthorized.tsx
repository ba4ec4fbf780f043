// The 401 page (unauthorized() from a page; no page calls it today: pages that need an account
// redirect to sign-in). It exists so the framework's default 401 markup is not serialized into every
// page's payload: with authInterrupts on, each layout carries an unauthorized boundary.
import type { Metadata } from "next";
import { UnauthorizedBody } from "./_components/site/status-pages-client";

export const metadata: Metadata = { title: "Sign in", robots: { index: false } };

export default function Unauthorized() {
  return <UnauthorizedBody />;
}
