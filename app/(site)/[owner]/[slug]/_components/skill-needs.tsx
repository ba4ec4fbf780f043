// The Install tab's package, settings, scripts and inputs sections: Python/npm packages with the
// pip/uv/npm commands that install them, settings (Ash `config`) with their defaults, scripts with
// their usage, and the input_schema an Ash skill is called with.
import { presentSkillMetadataDetail } from "@/lib/catalog/present-manifest";
import { packageGroups } from "@/lib/install/package-install-commands";
import type { SkillManifest } from "@/lib/skill-format";
import { Badge, Card, CommandBox } from "@/app/_components/ui";

const code = "rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs dark:bg-slate-800";

export function hasSkillNeeds(manifest: SkillManifest): boolean {
  const detail = presentSkillMetadataDetail(manifest);
  return detail.requires.length + detail.config.length + detail.scripts.length > 0 || detail.inputSchema !== null;
}

export function SkillNeeds({ manifest }: { manifest: SkillManifest }) {
  const detail = presentSkillMetadataDetail(manifest);
  const groups = packageGroups(detail.requires, "linux");
  return (
    <div className="space-y-4">
      {groups.length > 0 && (
        <Card title="Packages" testId="package-requirements">
          {groups.map((group) => (
            <div key={group.ecosystem} className="mb-3 last:mb-0">
              <p className="mb-1.5 flex flex-wrap gap-1.5 text-sm">
                <span className="font-medium">{group.ecosystem === "pypi" ? "Python" : "npm"}:</span>
                {group.packages.map((pkg) => (
                  <code key={pkg.spec} className={code}>
                    {pkg.spec}
                  </code>
                ))}
              </p>
              <div className="space-y-2">
                {group.commands.map((entry) => (
                  <CommandBox key={entry.tool} command={entry.command} label={`Install with ${entry.tool}`} testId={`packages-${entry.tool}`} wrap />
                ))}
              </div>
            </div>
          ))}
        </Card>
      )}
      {detail.config.length > 0 && (
        <Card title="Settings" testId="skill-settings">
          <ul className="space-y-1 text-sm">
            {detail.config.map((entry) => (
              <li key={entry.name} className="flex flex-wrap items-center gap-2">
                <code className={code}>{entry.name}</code>
                {entry.required ? (
                  <Badge tone="warning">required</Badge>
                ) : (
                  <span className="text-xs text-slate-600 dark:text-slate-400">default {entry.default === "" ? "(empty)" : entry.default}</span>
                )}
              </li>
            ))}
          </ul>
        </Card>
      )}
      {detail.scripts.length > 0 && (
        <Card title="Scripts" testId="skill-scripts">
          <ul className="space-y-3 text-sm">
            {detail.scripts.map((script) => (
              <li key={`${script.name}:${script.path ?? ""}`}>
                <p>
                  <code className={code}>{script.path ?? script.name}</code>
                  {script.description && <span className="ml-2 text-slate-600 dark:text-slate-400">{script.description}</span>}
                </p>
                {script.usage && <pre className="mt-1 overflow-x-auto rounded bg-slate-50 p-2 font-mono text-xs dark:bg-slate-900">{script.usage}</pre>}
              </li>
            ))}
          </ul>
        </Card>
      )}
      {detail.inputSchema !== null && (
        <Card title="Inputs (input_schema)" testId="skill-input-schema">
          <pre className="overflow-x-auto font-mono text-xs">{JSON.stringify(detail.inputSchema, null, 2)}</pre>
        </Card>
      )}
    </div>
  );
}
