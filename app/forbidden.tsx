// The 403 page (forbidden() from a page): says the page exists but is not for this account, and
// where to go instead. Pages with more to say have their own forbidden.tsx (moderation/). The body is
// a client component so it is not serialized into every page's payload (status-pages-client.tsx).
import type { Metadata } from "next";
import { ForbiddenBody } from "./_components/site/status-pages-client";

export const metadata: Metadata = { title: "Not allowed", robots: { index: false } };

export default function Forbidden() {
  return <ForbiddenBody />;
}
