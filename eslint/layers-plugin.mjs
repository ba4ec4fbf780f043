// Local ESLint rules that keep the layers (README "Architecture"): import arrows point down
// (app → lib → scanner), the scanner stays pure, and client components never pull in a server
// module. Folders decide everything, so new files are covered without touching this file.
import path from "node:path";
import { findServerChain, layerOf, resolveSpecifier } from "./module-graph.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");

/** Packages that reach the network, a database, processes or the file system: never in scanner/. */
const SCANNER_FORBIDDEN_PACKAGES = [
  /^(node:)?(net|http|https|http2|dns|dgram|tls|child_process|cluster|fs|fs\/promises|worker_threads|inspector|vm)$/,
  /^(pg|pg-.*|@prisma\/.*|prisma|@electric-sql\/.*|pglite-prisma-adapter|meilisearch|octokit|@octokit\/.*|undici|next|next\/.*|next-auth|next-auth\/.*|@auth\/.*|react|react-dom)$/,
];

/** app/ stays thin: it reaches the database only through lib/<domain>, never the client or a driver. */
const DATABASE_PACKAGES = /^(pg|pg-.*|@prisma\/.*|prisma|@electric-sql\/.*|pglite-prisma-adapter)$/;

/** lib/ is testable without a server: Next.js only in the adapter folders lib/auth/next and lib/http/next (its own request readers, for steps ahead of it). */
const NEXT_PACKAGES = /^(next|next\/.*|next-auth|next-auth\/.*)$/;
const LIB_NEXT_ADAPTERS = ["lib/auth/next/", "lib/http/next/"];

/** Every import-like node with a literal source, with whether it brings in values (not types only). */
function eachImport(context, callback) {
  const check = (node, source, typeOnly) => {
    if (source?.type === "Literal" && typeof source.value === "string") callback({ node: source, specifier: source.value, typeOnly });
  };
  return {
    ImportDeclaration: (node) =>
      check(node, node.source, node.importKind === "type" || (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === "type"))),
    ExportNamedDeclaration: (node) => node.source && check(node, node.source, node.exportKind === "type"),
    ExportAllDeclaration: (node) => check(node, node.source, node.exportKind === "type"),
    ImportExpression: (node) => check(node, node.source, false),
    TSImportEqualsDeclaration: (node) =>
      node.moduleReference.type === "TSExternalModuleReference" && check(node, node.moduleReference.expression, node.importKind === "type"),
  };
}

const importBoundaries = {
  meta: {
    type: "problem",
    docs: { description: "Import arrows point down: app → lib → scanner; scanner is pure; nothing ships tests." },
    schema: [],
    messages: {
      libImportsApp: "lib/ must not import app/ ({{target}}): move what both need into lib/ (arrows point down: app → lib).",
      libImportsNext: "lib/ must not import {{target}}: domain code stays free of Next.js (adapters live in lib/auth/next and lib/http/next).",
      scannerImportsOutside: "scanner/ is a pure library and must not import {{target}} (outside scanner/).",
      scannerImportsIo: "scanner/ is a pure library: no network, database, process or file-system package ({{target}}).",
      importsTests: "Production code must not import tests/ ({{target}}).",
      appImportsDb: "app/ must not reach the database directly ({{target}}): call a lib/<domain> function (app → lib/<domain> → lib/db).",
    },
  },
  create(context) {
    const file = path.relative(ROOT, context.filename).split(path.sep).join("/");
    const from = layerOf(file);
    if (!["app", "lib", "scanner"].includes(from)) return {};
    return eachImport(context, ({ node, specifier, typeOnly }) => {
      const resolved = resolveSpecifier(specifier, file);
      if (resolved) {
        const to = layerOf(resolved);
        if (from === "app" && !typeOnly && resolved.startsWith("lib/db/")) context.report({ node, messageId: "appImportsDb", data: { target: resolved } });
        else if (to === "tests") context.report({ node, messageId: "importsTests", data: { target: resolved } });
        else if (from === "lib" && to === "app") context.report({ node, messageId: "libImportsApp", data: { target: resolved } });
        else if (from === "scanner" && to !== "scanner") context.report({ node, messageId: "scannerImportsOutside", data: { target: resolved } });
        return;
      }
      if (from === "app" && !typeOnly && DATABASE_PACKAGES.test(specifier)) context.report({ node, messageId: "appImportsDb", data: { target: specifier } });
      if (from === "scanner" && SCANNER_FORBIDDEN_PACKAGES.some((pattern) => pattern.test(specifier)))
        context.report({ node, messageId: "scannerImportsIo", data: { target: specifier } });
      if (from === "lib" && NEXT_PACKAGES.test(specifier) && !LIB_NEXT_ADAPTERS.some((prefix) => file.startsWith(prefix)))
        context.report({ node, messageId: "libImportsNext", data: { target: specifier } });
    });
  },
};

const clientImportsServer = {
  meta: {
    type: "problem",
    docs: { description: 'A "use client" module must not import a server module, directly or through its imports.' },
    schema: [],
    messages: {
      clientImportsServer: "Client component imports a server module: {{chain}}. Pass the data in as props, or call a server action.",
    },
  },
  create(context) {
    const program = context.sourceCode.ast;
    const isClient = program.body.some((statement) => statement.type === "ExpressionStatement" && statement.directive === "use client");
    if (!isClient) return {};
    const file = path.relative(ROOT, context.filename).split(path.sep).join("/");
    return eachImport(context, ({ node, specifier, typeOnly }) => {
      if (typeOnly) return;
      const chain = findServerChain(specifier, file);
      if (chain) context.report({ node, messageId: "clientImportsServer", data: { chain: chain.join(" → ") } });
    });
  },
};

export default {
  meta: { name: "skillvault-layers" },
  rules: { "import-boundaries": importBoundaries, "client-imports-server": clientImportsServer },
};
