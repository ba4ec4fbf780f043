"use client";
// Makes the filter form (filter-panel.tsx) apply itself: a change to the sort or any box submits
// it (next/form turns the GET into a client navigation), and the Apply button, there for
// browsers without JavaScript, is hidden. Links that change the URL ("Clear all", a removed
// chip) leave the form's inputs as they were, so they are set from the URL again each time.
import { useSearchParams } from "next/navigation";
import { useEffect, useRef } from "react";

/** Wide screens show the filters beside the results, so the disclosure starts open there. */
const WIDE = "(min-width: 64rem)";

export function FilterAutoApply() {
  const marker = useRef<HTMLSpanElement>(null);
  const params = useSearchParams();

  useEffect(() => {
    const form = marker.current?.closest("form");
    if (!form) return;
    form.dataset.autoApply = "1";
    // Open beside the results on wide screens, folded on narrow ones, also when the window is resized.
    const disclosure = form.closest("details");
    const wide = window.matchMedia(WIDE);
    const fit = () => {
      if (disclosure) disclosure.open = wide.matches;
    };
    fit();
    wide.addEventListener("change", fit);
    const apply = (event: Event) => {
      if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement) form.requestSubmit();
    };
    form.addEventListener("change", apply);
    return () => {
      form.removeEventListener("change", apply);
      wide.removeEventListener("change", fit);
    };
  }, []);

  useEffect(() => {
    const form = marker.current?.closest("form");
    if (!form) return;
    const values = (name: string) =>
      params
        .getAll(name)
        .flatMap((value) => value.split(","))
        .map((value) => value.trim().toLowerCase());
    for (const element of Array.from(form.elements)) {
      if (element instanceof HTMLInputElement && element.type === "checkbox") element.checked = values(element.name).includes(element.value.toLowerCase());
      if (element instanceof HTMLSelectElement) element.value = params.get(element.name) ?? element.dataset.default ?? element.value;
    }
  }, [params]);

  return <span ref={marker} hidden />;
}
