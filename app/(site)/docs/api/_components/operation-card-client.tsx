"use client";
// One API operation: method and path, what it does, who may call it, its parameters, request body
// and responses. Schemas sit in disclosures so the page stays scannable. A client component so the
// page's RSC payload carries each operation once, as data, instead of its rendered markup (the
// reference is the largest page: markup twice was over a megabyte); the HTML is still server-rendered.
import { typeLabel, type Operation } from "../_lib/read-openapi";
import { InlineText } from "./inline-text";
import { SchemaView } from "./schema-view";

const METHOD_TONE: Record<string, string> = {
  get: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200",
  post: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  put: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  patch: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  delete: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
};

export function MethodBadge({ method }: { method: string }) {
  return (
    <span className={`inline-block w-16 shrink-0 rounded px-1.5 py-0.5 text-center font-mono text-xs font-bold uppercase ${METHOD_TONE[method] ?? ""}`}>
      {method}
    </span>
  );
}

function authText(operation: Operation): string {
  if (operation.security.length === 0) return "No authentication.";
  const optional = operation.security.some((entry) => Object.keys(entry).length === 0);
  const scopes = operation.scopes.length ? ` with the ${operation.scopes.map((scope) => `'${scope}'`).join(", ")} scope` : "";
  return optional ? "Anonymous works; a token or session adds what you may see." : `Needs a token${scopes} or a signed-in session.`;
}

export function OperationCard({ operation }: { operation: Operation }) {
  const responses = Object.entries(operation.responses);
  const ok = responses.filter(([status]) => Number(status) < 400);
  const errors = responses.filter(([status]) => Number(status) >= 400);
  const body = operation.requestBody ? Object.entries(operation.requestBody.content)[0] : undefined;
  return (
    <section
      id={operation.anchor}
      aria-labelledby={`${operation.anchor}-title`}
      className="scroll-mt-20 rounded-xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
      data-testid="api-operation"
    >
      <h3 id={`${operation.anchor}-title`} className="flex flex-wrap items-center gap-2">
        <MethodBadge method={operation.method} />
        <code className="text-sm font-semibold break-all text-slate-900 dark:text-white">{operation.path}</code>
      </h3>
      <p className="mt-2 font-medium">{operation.summary}</p>
      {operation.description && (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          <InlineText text={operation.description} />
        </p>
      )}
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{authText(operation)}</p>

      {operation.parameters.length > 0 && (
        <div className="mt-4">
          <h4 className="text-sm font-semibold">Parameters</h4>
          <ul className="mt-1 space-y-1">
            {operation.parameters.map((parameter) => (
              <li key={`${parameter.in}:${parameter.name}`} className="text-sm">
                <code className="font-semibold">{parameter.name}</code> <span className="text-xs text-slate-600 dark:text-slate-400">({parameter.in})</span>{" "}
                <SchemaType schema={parameter.schema} />
                {parameter.required && <span className="ml-1 text-xs text-red-700 dark:text-red-300">required</span>}
                {parameter.description && (
                  <span className="ml-2 text-slate-700 dark:text-slate-300">
                    <InlineText text={parameter.description} />
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}

      {body && (
        <details className="mt-4">
          <summary className="cursor-pointer text-sm font-semibold">
            Request body <code className="text-xs font-normal">{body[0]}</code>
          </summary>
          {operation.requestBody?.description && <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{operation.requestBody.description}</p>}
          <div className="mt-2">{body[1].schema && <SchemaView schema={body[1].schema} />}</div>
        </details>
      )}

      {ok.map(([status, response]) => {
        const content = response.content ? Object.entries(response.content)[0] : undefined;
        return (
          <details key={status} className="mt-3">
            <summary className="cursor-pointer text-sm font-semibold">
              {status} <span className="font-normal">{response.description}</span> {content && <code className="text-xs font-normal">{content[0]}</code>}
            </summary>
            <div className="mt-2">
              {content?.[1].schema ? <SchemaView schema={content[1].schema} /> : <p className="text-sm text-slate-600 dark:text-slate-400">No body.</p>}
            </div>
          </details>
        );
      })}

      {errors.length > 0 && (
        <div className="mt-3 text-sm">
          <h4 className="font-semibold">Errors</h4>
          <ul className="mt-1 space-y-0.5">
            {errors.map(([status, response]) => (
              <li key={status}>
                <span className="font-mono text-xs font-semibold">{status}</span>{" "}
                <span className="text-slate-700 dark:text-slate-300">{response.description.replace(/^Error: /, "")}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function SchemaType({ schema }: { schema: Operation["parameters"][number]["schema"] }) {
  return <code className="text-xs text-brand-800 dark:text-brand-300">{typeLabel(schema)}</code>;
}
