"use client";
// Two jobs for a tab strip that is links (tab-nav.tsx). On narrow screens the strip scrolls
// sideways: a fade with a chevron at the end (and a fade at the start) says more tabs are
// there. After a tab switch (links keep the scroll position), the strip is brought back on
// screen if it is above it or under the sticky site header, so the new tab's content starts
// right under it.
import { useEffect, useRef, useState } from "react";
import { ChevronRightIcon } from "./icons";

/** False until a strip has mounted once: the document's own first render restores scroll
 * positions and #fragments itself and must not be moved. */
let mountedBefore = false;

export function TabStripCue() {
  const marker = useRef<HTMLSpanElement>(null);
  const [more, setMore] = useState({ start: false, end: false });
  const scroller = () => marker.current?.parentElement?.querySelector<HTMLElement>("[data-tab-scroller]") ?? null;

  useEffect(() => {
    const strip = scroller();
    if (!strip) return;
    const current = strip.querySelector<HTMLElement>('[aria-current="page"]');
    // The current tab in view inside the strip (only sideways: never scroll the page for it).
    if (current && current.offsetLeft + current.offsetWidth > strip.clientWidth) strip.scrollLeft = current.offsetLeft - 24;
    // Under the sticky site header counts as off screen (a shorter header on the new tab moves the strip up).
    const covered = document.querySelector("[data-sticky-header]")?.getBoundingClientRect().bottom ?? 0;
    if (mountedBefore && !window.location.hash && strip.getBoundingClientRect().top < covered) strip.scrollIntoView({ block: "start" });
    mountedBefore = true;
    const update = () => {
      const max = strip.scrollWidth - strip.clientWidth;
      setMore({ start: strip.scrollLeft > 1, end: strip.scrollLeft < max - 1 });
    };
    update();
    strip.addEventListener("scroll", update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(strip);
    return () => {
      strip.removeEventListener("scroll", update);
      observer.disconnect();
    };
  }, []);

  const fade = "absolute top-0 bottom-px from-white dark:from-slate-950";
  return (
    <>
      <span ref={marker} hidden />
      {more.start && (
        <span aria-hidden="true" className={`${fade} pointer-events-none left-0 w-8 bg-gradient-to-r`} data-testid="tab-overflow-cue" data-side="start" />
      )}
      {more.end && (
        // Pointer users can tap it to scroll; keyboard users reach every tab with Tab anyway.
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          onClick={() => scroller()?.scrollBy({ left: 160, behavior: "smooth" })}
          className={`${fade} right-0 flex w-12 items-center justify-end bg-gradient-to-l via-white/90 pr-1 text-slate-500 dark:via-slate-950/90 dark:text-slate-400`}
          data-testid="tab-overflow-cue"
          data-side="end"
        >
          <ChevronRightIcon size={16} />
        </button>
      )}
    </>
  );
}
