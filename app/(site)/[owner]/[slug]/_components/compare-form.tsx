// Pick two versions to compare: a plain GET form, so it works without JavaScript and the result is a shareable URL.
import { buttonClass, CompareIcon } from "@/app/_components/ui";
import { controlClass } from "@/app/_components/ui/input";

function VersionSelect({ name, label, versions, value }: { name: "from" | "to"; label: string; versions: string[]; value: string }) {
  return (
    <div>
      <label htmlFor={`compare-${name}`} className="block text-xs font-medium text-slate-600 dark:text-slate-400">
        {label}
      </label>
      <select id={`compare-${name}`} name={name} defaultValue={value} className={`${controlClass} mt-1 w-36 font-mono`}>
        {versions.map((version) => (
          <option key={version} value={version}>
            {version}
          </option>
        ))}
      </select>
    </div>
  );
}

export function CompareForm({ action, versions, from, to }: { action: string; versions: string[]; from: string; to: string }) {
  return (
    <form action={action} method="get" className="flex flex-wrap items-end gap-3" aria-label="Compare two versions" data-testid="compare-form">
      <VersionSelect name="from" label="From" versions={versions} value={from} />
      <VersionSelect name="to" label="To" versions={versions} value={to} />
      <button type="submit" className={buttonClass("primary")} data-testid="compare-submit">
        <CompareIcon /> Compare
      </button>
    </form>
  );
}
