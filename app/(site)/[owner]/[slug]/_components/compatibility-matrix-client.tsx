"use client";
// Which agent runtimes load this skill as published, and which operating systems it supports.
// A client component so the RSC payload carries the compatibility entries, not the table's markup
// a second time (decision 026).
import type { RuntimeId } from "@/lib/skill-format";
import { CheckIcon, ShieldXIcon } from "@/app/_components/ui/icons";

const RUNTIMES: Array<{ id: RuntimeId; label: string }> = [
  { id: "claude", label: "Claude" },
  { id: "openclaw", label: "OpenClaw" },
  { id: "agentskills", label: "Agent Skills spec" },
  { id: "skills-sh", label: "skills.sh" },
  { id: "ash", label: "ash" },
  { id: "agent-os", label: "Agent OS" },
];

const OS_LABEL: Record<string, string> = { darwin: "macOS", linux: "Linux", win32: "Windows" };

export function CompatibilityMatrix({ compatibility, os }: { compatibility: Partial<Record<RuntimeId, { loads: boolean; reason?: string }>>; os: string[] }) {
  return (
    <div data-testid="compatibility">
      <table className="w-full text-sm">
        <caption className="sr-only">Agent runtimes that load this skill</caption>
        <tbody>
          {RUNTIMES.map(({ id, label }) => {
            const entry = compatibility[id];
            if (!entry) return null;
            return (
              <tr key={id} className="border-t border-slate-100 first:border-t-0 dark:border-slate-800">
                <th scope="row" className="py-1.5 pr-2 text-left align-top font-normal text-slate-700 dark:text-slate-300">
                  {label}
                  {!entry.loads && entry.reason && <span className="mt-0.5 block text-xs text-slate-600 dark:text-slate-400">{entry.reason}</span>}
                </th>
                <td className="py-1.5 text-right align-top whitespace-nowrap">
                  {entry.loads ? (
                    <span className="inline-flex items-center gap-1 text-emerald-700 dark:text-emerald-400">
                      <CheckIcon size={14} /> Loads
                    </span>
                  ) : (
                    <span className="inline-flex items-center gap-1 text-slate-600 dark:text-slate-400">
                      <ShieldXIcon size={14} /> Does not load
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="mt-3 text-xs font-medium text-slate-600 uppercase dark:text-slate-400">Operating systems</p>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300" data-testid="skill-os">
        {os.length === 0 ? "Any (the skill names no restriction)" : os.map((id) => OS_LABEL[id] ?? id).join(", ")}
      </p>
    </div>
  );
}
