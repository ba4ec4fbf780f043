// A JSON Schema as a readable field list: name, type, required, description, nested objects
// indented. Deep or huge schemas stop at a depth and say so rather than flooding the page.
import { typeLabel, type JsonSchema } from "../_lib/read-openapi";
import { InlineText } from "./inline-text";

const MAX_DEPTH = 4;

function objectOf(schema: JsonSchema | undefined): JsonSchema | null {
  if (!schema) return null;
  if (schema.properties) return schema;
  if (schema.items?.properties) return schema.items;
  const union = schema.anyOf ?? schema.oneOf;
  return union?.find((member) => member.properties) ?? null;
}

export function SchemaView({ schema, depth = 0 }: { schema: JsonSchema; depth?: number }) {
  const object = objectOf(schema);
  if (!object?.properties) {
    return (
      <p className="text-sm">
        <code className="text-xs">{typeLabel(schema)}</code>
        {schema.description && <span className="ml-2 text-slate-700 dark:text-slate-300">{schema.description}</span>}
      </p>
    );
  }
  const required = new Set(object.required ?? []);
  return (
    <ul className={depth > 0 ? "mt-1 ml-3 space-y-1 border-l border-slate-200 pl-3 dark:border-slate-800" : "space-y-1"}>
      {Object.entries(object.properties).map(([name, property]) => {
        const nested = objectOf(property);
        return (
          <li key={name} className="text-sm">
            <code className="font-semibold text-slate-900 dark:text-slate-100">{name}</code>{" "}
            <code className="text-xs text-brand-800 dark:text-brand-300">
              {nested && !property.properties && property.items ? "object[]" : nested ? "object" : typeLabel(property)}
            </code>
            {required.has(name) && <span className="ml-1 text-xs text-red-700 dark:text-red-300">required</span>}
            {property.description && (
              <span className="ml-2 text-slate-700 dark:text-slate-300">
                <InlineText text={property.description} />
              </span>
            )}
            {nested &&
              (depth + 1 < MAX_DEPTH ? (
                <SchemaView schema={nested} depth={depth + 1} />
              ) : (
                <span className="ml-2 text-xs text-slate-600 dark:text-slate-400">(see openapi.json)</span>
              ))}
          </li>
        );
      })}
    </ul>
  );
}
