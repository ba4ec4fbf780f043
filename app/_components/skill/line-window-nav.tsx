// Moving through a long file on the Files tab: which lines are shown of how many, links to the
// first, earlier, later and last lines, and a "Go to line" form (plain GET, works without JS).
// Shown only when the window is not the whole file (lib/render/line-window.ts).
import Link from "next/link";
import type { LineWindow } from "@/lib/render/line-window";
import { textLink } from "@/app/_components/ui";

type Props = {
  window: LineWindow;
  /** Lines per window (for the earlier/last links). */
  span: number;
  /** The Files tab URL reading forward from line `from`. */
  fromHref: (from: number) => string;
  /** The form's target and the query it must keep (path, version). */
  action: string;
  keep: Record<string, string>;
};

const number = (n: number) => n.toLocaleString("en-US");

export function LineWindowNav({ window, span, fromHref, action, keep }: Props) {
  const { first, last, total } = window;
  const cut = Object.keys(window.cut).length;
  if (first === 1 && last === total && cut === 0) return null;
  return (
    <nav
      aria-label="Lines of this file"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-slate-200 px-4 py-2 text-sm dark:border-slate-800"
      data-testid="line-window"
    >
      <span className="text-slate-700 dark:text-slate-300" data-testid="line-window-range">
        Lines {number(first)}–{number(last)} of {number(total)}
        {cut > 0 && <> ({cut === 1 ? "one line" : `${number(cut)} lines`} cut: the raw file has all of it)</>}
      </span>
      <span className="flex flex-wrap gap-3">
        {first > 1 && (
          <>
            <Link href={fromHref(1)} className={textLink} data-testid="line-window-first">
              First lines
            </Link>
            <Link href={fromHref(Math.max(1, first - span))} className={textLink} data-testid="line-window-earlier">
              Earlier lines
            </Link>
          </>
        )}
        {last < total && (
          <>
            <Link href={fromHref(last + 1)} className={textLink} data-testid="line-window-later">
              Later lines
            </Link>
            <Link href={fromHref(Math.max(1, total - span + 1))} className={textLink} data-testid="line-window-last">
              Last lines
            </Link>
          </>
        )}
      </span>
      <form method="get" action={action} className="ml-auto flex items-center gap-2" data-testid="line-window-goto">
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label htmlFor="goto-line" className="text-slate-700 dark:text-slate-300">
          Go to line
        </label>
        <input
          id="goto-line"
          name="line"
          type="number"
          min={1}
          max={total}
          required
          className="w-24 rounded-md border border-slate-300 bg-white px-2 py-1 dark:border-slate-700 dark:bg-slate-900"
        />
        <button type="submit" className="rounded-md border border-slate-300 px-2 py-1 font-medium dark:border-slate-700">
          Go
        </button>
      </form>
    </nav>
  );
}
