"use client";
// Copies text to the clipboard and says so (visibly and to screen readers). Falls back to
// selecting a hidden textarea where the async clipboard API is unavailable (plain http).
import { useEffect, useRef, useState } from "react";
import { focusRing } from "./focus";
import { CheckIcon, CopyIcon } from "./icons";

async function writeClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand("copy");
    area.remove();
    return ok;
  }
}

export function CopyButton({ text, label = "Copy", className = "", testId }: { text: string; label?: string; className?: string; testId?: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    const ok = await writeClipboard(text);
    setState(ok ? "copied" : "failed");
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState("idle"), 2000);
  };
  return (
    <>
      <button
        type="button"
        onClick={copy}
        data-testid={testId}
        data-state={state}
        aria-label={label}
        title={label}
        className={`inline-flex h-8 shrink-0 items-center gap-1.5 rounded-md px-2 text-xs font-medium text-slate-600 hover:bg-slate-200 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-700 dark:hover:text-white ${focusRing} ${className}`}
      >
        {state === "copied" ? <CheckIcon className="text-emerald-600 dark:text-emerald-400" /> : <CopyIcon />}
        <span aria-hidden="true">{state === "copied" ? "Copied" : state === "failed" ? "Press Ctrl+C" : "Copy"}</span>
      </button>
      <span role="status" className="sr-only">
        {state === "copied" ? "Copied to clipboard" : state === "failed" ? "Copy failed; select the text and copy it" : ""}
      </span>
    </>
  );
}
