// How agents run the skill, from its manifest: OpenClaw's invocation fields (slash command, model
// invocation, tool dispatch, always, settings key), Ash's model, tools and iteration limit, and the
// categories it is listed under. Shown in the skill page's side column.
import type { SkillManifest } from "@/lib/skill-format";
import { presentInvocation } from "@/lib/catalog/present-manifest";
import { Badge } from "@/app/_components/ui";

function Row({ term, children, testId }: { term: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="flex justify-between gap-4 border-t border-slate-100 py-2 first:border-t-0 dark:border-slate-800" data-testid={testId}>
      <dt className="text-slate-600 dark:text-slate-400">{term}</dt>
      <dd className="min-w-0 text-right break-words text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

const code = "rounded bg-slate-100 px-1 font-mono text-xs dark:bg-slate-800";

export function SkillRuntimeCard({ manifest, categories }: { manifest: SkillManifest; categories: string[] }) {
  const invocation = presentInvocation(manifest);
  return (
    <dl className="text-sm" data-testid="runtime-details">
      {categories.length > 0 && (
        <Row term="Categories" testId="runtime-categories">
          <span className="flex flex-wrap justify-end gap-1">
            {categories.map((category) => (
              <Badge key={category}>{category}</Badge>
            ))}
          </span>
        </Row>
      )}
      <Row term="Slash command" testId="runtime-user-invocable">
        {invocation.userInvocable ? "Yes" : "No (user-invocable: false)"}
      </Row>
      <Row term="Model may invoke" testId="runtime-model-invocation">
        {invocation.disableModelInvocation ? "No (disable-model-invocation)" : "Yes"}
      </Row>
      {invocation.commandDispatch && (
        <Row term="Command dispatch" testId="runtime-dispatch">
          {invocation.commandDispatch} → <code className={code}>{invocation.commandTool ?? "?"}</code>
          {invocation.commandArgMode ? ` (${invocation.commandArgMode} args)` : ""}
        </Row>
      )}
      {invocation.always && (
        <Row term="Always loaded" testId="runtime-always">
          Yes (ignores its requirements)
        </Row>
      )}
      {invocation.skillKey && (
        <Row term="Settings key" testId="runtime-skill-key">
          <code className={code}>{invocation.skillKey}</code>
        </Row>
      )}
      {manifest.model && (
        <Row term="Model" testId="runtime-model">
          <code className={code}>{manifest.model}</code>
        </Row>
      )}
      {manifest.tools.length > 0 && (
        <Row term="Tools" testId="runtime-tools">
          <span className="flex flex-wrap justify-end gap-1">
            {manifest.tools.map((tool) => (
              <code key={tool} className={code}>
                {tool}
              </code>
            ))}
          </span>
        </Row>
      )}
      {manifest.maxIterations !== null && (
        <Row term="Iteration limit" testId="runtime-max-iterations">
          {manifest.maxIterations}
        </Row>
      )}
    </dl>
  );
}
