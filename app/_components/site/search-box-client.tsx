"use client";
// The search box with search-as-you-type suggestions (ARIA combobox pattern). Without
// JavaScript it is a plain GET form to /search; with it, typing shows matching skills: arrow
// keys move, Enter opens the highlighted skill (or searches), Escape closes the list.
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { HighlightedText, findWordRanges } from "../skill/highlighted-text";
import { focusRing } from "../ui/focus";
import { ArrowRightIcon, SearchIcon } from "../ui/icons";

type Suggestion = { slug: string; displayName: string; ownerHandle: string; summary: string };

const DEBOUNCE_MS = 120;

export function SearchBox({
  defaultValue = "",
  size = "md",
  autoFocus = false,
  label = "Search skills",
}: {
  defaultValue?: string;
  size?: "md" | "lg";
  autoFocus?: boolean;
  label?: string;
}) {
  const router = useRouter();
  const id = useId();
  const listId = `${id}-list`;
  const [value, setValue] = useState(defaultValue);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [failed, setFailed] = useState(false);
  const request = useRef<AbortController | null>(null);
  const query = value.trim();

  useEffect(() => {
    if (!query) {
      request.current?.abort();
      setSuggestions([]);
      return;
    }
    const load = async () => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      try {
        const response = await fetch(`/search/suggestions?q=${encodeURIComponent(query)}`, {
          signal: controller.signal,
          headers: { accept: "application/json" },
        });
        if (!response.ok) throw new Error(String(response.status));
        const body = (await response.json()) as { suggestions: Suggestion[] };
        setSuggestions(body.suggestions);
        setFailed(false);
        setActive(-1);
      } catch (error) {
        if ((error as Error).name !== "AbortError") {
          setSuggestions([]);
          setFailed(true);
        }
      }
    };
    // load() catches its own errors (a failed or aborted request only clears the suggestions).
    const timer = setTimeout(() => void load(), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  // Options: each suggestion, then "search for …" (always last, so Enter with nothing picked searches).
  const optionCount = query ? suggestions.length + 1 : 0;
  const expanded = open && optionCount > 0;
  const ranges = (text: string) => findWordRanges(text, query);

  const go = (index: number) => {
    const picked = suggestions[index];
    setOpen(false);
    if (picked) router.push(`/${picked.ownerHandle}/${picked.slug}`);
    else router.push(`/search?q=${encodeURIComponent(query)}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" && optionCount > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (current + 1) % optionCount);
    } else if (event.key === "ArrowUp" && optionCount > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (current <= 0 ? optionCount - 1 : current - 1));
    } else if (event.key === "Escape") {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    } else if (event.key === "Enter" && expanded && active >= 0 && active < suggestions.length) {
      event.preventDefault();
      go(active);
    }
  };

  const big = size === "lg";
  const optionId = (index: number) => `${id}-option-${index}`;
  return (
    <form action="/search" method="get" role="search" aria-label={label} className="relative w-full" onSubmit={() => setOpen(false)}>
      <label htmlFor={`${id}-input`} className="sr-only">
        {label}
      </label>
      <SearchIcon
        size={big ? 20 : 16}
        className={`pointer-events-none absolute top-1/2 -translate-y-1/2 text-slate-500 dark:text-slate-400 ${big ? "left-4" : "left-3"}`}
      />
      <input
        id={`${id}-input`}
        name="q"
        type="search"
        value={value}
        autoFocus={autoFocus}
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        placeholder={big ? "Search skills, e.g. “csv” or “release notes”" : "Search skills…"}
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        data-testid={big ? "hero-search-input" : "search-input"}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className={`block w-full rounded-lg border border-slate-300 bg-white text-slate-900 shadow-sm placeholder:text-slate-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 [&::-webkit-search-cancel-button]:hidden ${focusRing} ${
          big ? "py-3.5 pr-28 pl-12 text-base" : "py-2 pr-3 pl-9 text-sm"
        }`}
      />
      {big && (
        <button
          type="submit"
          className={`absolute top-1/2 right-2 -translate-y-1/2 rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 dark:bg-brand-500 dark:hover:bg-brand-400 ${focusRing}`}
        >
          Search
        </button>
      )}
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        data-testid="search-suggestions"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-40 mt-1 max-h-96 overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={`${suggestion.ownerHandle}/${suggestion.slug}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            data-testid="search-suggestion"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(index)}
            onMouseEnter={() => setActive(index)}
            className={`cursor-pointer px-3 py-2 ${index === active ? "bg-brand-50 dark:bg-brand-950" : ""}`}
          >
            <div className="truncate text-sm font-medium text-slate-900 dark:text-slate-100">
              <HighlightedText text={suggestion.displayName} ranges={ranges(suggestion.displayName)} />
            </div>
            <div className="truncate text-xs text-slate-600 dark:text-slate-400">
              @{suggestion.ownerHandle}/{suggestion.slug}
              {suggestion.summary ? ` · ${suggestion.summary}` : ""}
            </div>
          </li>
        ))}
        {query && (
          <li
            id={optionId(suggestions.length)}
            role="option"
            aria-selected={active === suggestions.length}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(suggestions.length)}
            onMouseEnter={() => setActive(suggestions.length)}
            className={`flex cursor-pointer items-center gap-2 border-t border-slate-100 px-3 py-2 text-sm text-slate-700 dark:border-slate-800 dark:text-slate-300 ${active === suggestions.length ? "bg-brand-50 dark:bg-brand-950" : ""}`}
          >
            <SearchIcon />
            <span className="truncate">
              Search for “<span className="font-medium text-slate-900 dark:text-white">{query}</span>”
            </span>
            <ArrowRightIcon className="ml-auto" />
          </li>
        )}
      </ul>
      <p role="status" className="sr-only">
        {expanded
          ? failed
            ? "Suggestions are unavailable; press Enter to search."
            : `${suggestions.length} suggestion${suggestions.length === 1 ? "" : "s"}`
          : ""}
      </p>
    </form>
  );
}
