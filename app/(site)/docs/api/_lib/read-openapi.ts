// Reads the OpenAPI document (lib/openapi, the same object /api/v1/openapi.json serves) into what
// the API page lists: operations grouped by tag, in a stable order, each with an anchor.
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  description?: string;
  format?: string;
  default?: unknown;
};

export type Parameter = { name: string; in: string; required: boolean; description?: string; schema: JsonSchema };
type Media = Record<string, { schema?: JsonSchema }>;
export type ResponseDoc = { description: string; content?: Media; headers?: Record<string, { description?: string }> };

export type Operation = {
  method: string;
  path: string;
  anchor: string;
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters: Parameter[];
  requestBody?: { description?: string; content: Media };
  responses: Record<string, ResponseDoc>;
  security: Array<Record<string, string[]>>;
  scopes: string[];
};

export const TAG_TITLES: Record<string, { title: string; blurb: string }> = {
  clawhub: { title: "ClawHub-compatible", blurb: "The routes the clawhub CLI uses, with ClawHub's paths, parameters and JSON shapes." },
  publishing: { title: "Publishing", blurb: "Publish, check and manage versions." },
  trust: { title: "Trust", blurb: "Signed statements, scan and validation reports, signing keys." },
  agents: { title: "Agents", blurb: "What an installing agent needs: prompts and install hints." },
  mirrors: { title: "Mirrors", blurb: "The change feed mirrors and installers follow." },
  github: { title: "GitHub", blurb: "Webhooks for GitHub sync." },
  accounts: { title: "Accounts", blurb: "Who you are, and tokens." },
  meta: { title: "About the API", blurb: "This document." },
};

const METHOD_ORDER = ["get", "post", "put", "patch", "delete"];

type Groups = Array<{ tag: string; operations: Operation[] }>;
// The document is built once per server URL (lib/openapi), so its grouping is kept beside it.
const grouped = new WeakMap<object, Groups>();

export function groupOperations(document: { paths: Record<string, unknown> }): Groups {
  let groups = grouped.get(document);
  if (!groups) {
    groups = buildGroups(document);
    grouped.set(document, groups);
  }
  return groups;
}

function buildGroups(document: { paths: Record<string, unknown> }): Groups {
  const byTag = new Map<string, Operation[]>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(item as Record<string, Omit<Operation, "method" | "path" | "anchor" | "scopes"> & { "x-scopes"?: string[] }>)) {
      const operation: Operation = { ...raw, method, path, anchor: raw.operationId, scopes: raw["x-scopes"] ?? [], parameters: raw.parameters ?? [] };
      const tag = raw.tags[0] ?? "other";
      byTag.set(tag, [...(byTag.get(tag) ?? []), operation]);
    }
  }
  const order = Object.keys(TAG_TITLES);
  return [...byTag]
    .sort(([a], [b]) => (order.indexOf(a) === -1 ? 99 : order.indexOf(a)) - (order.indexOf(b) === -1 ? 99 : order.indexOf(b)) || a.localeCompare(b))
    .map(([tag, operations]) => ({
      tag,
      operations: operations.sort((a, b) => a.path.localeCompare(b.path) || METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method)),
    }));
}

/** "string | null", "Skill[]", `"asc" | "desc"`: a schema's type in one line. */
export function typeLabel(schema: JsonSchema | undefined): string {
  if (!schema) return "any";
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(" | ");
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map(typeLabel).join(" | ");
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const labels = types.map((type) =>
    type === "array" ? `${typeLabel(schema.items)}[]` : type === "string" && schema.format ? `string (${schema.format})` : type,
  );
  if (labels.length === 0) return schema.properties ? "object" : "any";
  return labels.join(" | ");
}
