"use client";
// The header's search box and the actions after it. The search is left out on pages that have
// their own big one (home, search); the actions then take the free space instead.
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { SearchBox } from "./search-box-client";

const OWN_SEARCH = new Set(["/", "/search"]);

export function HeaderSearchAndActions({ children, search = true }: { children: ReactNode; search?: boolean }) {
  const pathname = usePathname();
  const show = search && !OWN_SEARCH.has(pathname);
  return (
    <>
      {show && (
        // Its own row on phones, inline from md up.
        <div className="order-last basis-full md:order-none md:ml-auto md:max-w-sm md:flex-1 md:basis-auto">
          <SearchBox />
        </div>
      )}
      <div className={`ml-auto flex items-center gap-1 ${show ? "md:ml-0" : ""}`}>{children}</div>
    </>
  );
}
