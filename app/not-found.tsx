// The 404 page: says what was not found and offers the ways forward (search, browse, home). The body
// is a client component so it is not serialized into every page's payload (status-pages-client.tsx).
import type { Metadata } from "next";
import { NotFoundBody } from "./_components/site/status-pages-client";

export const metadata: Metadata = { title: "Not found", robots: { index: false } };

export default function NotFound() {
  return <NotFoundBody />;
}
