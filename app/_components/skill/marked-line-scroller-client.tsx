"use client";
// A line link's fragment (#L6000) can only reach the server as `?line=6000`: when the page has no
// row with that id (a long file shows a window of its lines, or an old link predates windows), the
// page is asked again for the window around that line. A marked row reached without a fragment (the
// "Go to line" form) is brought on screen.
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect } from "react";

const LINE_FRAGMENT = /^#L([1-9][0-9]{0,15})$/;

export function MarkedLineScroller() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();

  useEffect(() => {
    const follow = () => {
      const match = LINE_FRAGMENT.exec(window.location.hash);
      if (match) {
        if (document.getElementById(`L${match[1]}`)) return;
        const query = new URLSearchParams(searchParams.toString());
        if (query.get("line") === match[1]) return; // already asked: the line is past the end (the page says so)
        query.set("line", match[1]!);
        query.delete("from");
        router.replace(`${pathname}?${query.toString()}${window.location.hash}`);
        return;
      }
      // After the other effects of this render (the tab strip may bring itself into view).
      if (!window.location.hash) setTimeout(() => document.querySelector(".code-table tr.code-marked")?.scrollIntoView({ block: "center" }), 0);
    };
    follow();
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, [router, pathname, searchParams]);
  return null;
}
