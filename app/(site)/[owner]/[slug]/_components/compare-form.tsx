// Pick two versions to compare: a plain GET form, so it works without JavaScript and the result is a shareable URL.
import { buttonClass, CompareIcon } from "@/app/_components/ui";
import { controlClass } from "@/app/_components/ui/input";

export function CompareForm({ action, versions, from, to }: { action: string; versions: string[]; from: string; to: string }) {
  return (
    <form action={action} method="get" className="flex flex-wrap items-end gap-3" aria-label="Compare two versions" data-testid="compare-form">
      <div>
        <label htmlFor="compare-from" className="block text-xs font-medium text-slate-600 dark:text-slate-400">
          From
        </label>
        <select id="compare-from" name="from" defaultValue={from} className={`${controlClass} mt-1 w-36 font-mono`}>
          {versions.map((version) => (
            <option key={version} value={version}>
              {version}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="compare-to" className="block text-xs font-medium text-slate-600 dark:text-slate-400">
          To
        </label>
        <select id="compare-to" name="to" defaultValue={to} className={`${controlClass} mt-1 w-36 font-mono`}>
          {versions.map((version) => (
            <option key={version} value={version}>
              {version}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass("primary")} data-testid="compare-submit">
        <CompareIcon /> Compare
      </button>
    </form>
  );
}
