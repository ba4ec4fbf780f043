// The project's import graph as the layer rules see it: which folder (layer) a file is in, where an
// import specifier lands, and whether a module reaches server-only code through its value imports.
// Modules are read with TypeScript's own parser (the one tsc uses), once per lint run.
import { existsSync, readFileSync, statSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import ts from "typescript";

const ROOT = path.resolve(import.meta.dirname, "..");
const EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".js", ".mjs", "/index.ts", "/index.tsx"];

/** Packages that only run on the server (besides Node's built-ins). `next-auth/react` is fine; `next-auth` is not. */
const SERVER_PACKAGES =
  /^(server-only|pg|@prisma\/.*|@electric-sql\/pglite(\/.*)?|pglite-prisma-adapter|meilisearch|octokit|@octokit\/.*|next\/headers|next-auth)$/;
/** Project folders that are server-only by what they are: the database client and the environment. */
const SERVER_FOLDERS = ["lib/db/", "lib/config/"];

/** Node's own modules (`node:fs`, `fs`, `fs/promises`). */
export const isBuiltin = (name) => name.startsWith("node:") || builtinModules.includes(name.split("/")[0]);

/** "app", "lib", "scanner", "tests" or "root" for a repo-relative path. */
export function layerOf(file) {
  const first = file.split("/")[0];
  return ["app", "lib", "scanner", "tests"].includes(first) ? first : "root";
}

/** The repo-relative file an import lands on, or null for a package. `@/` is the repo root (tsconfig paths). */
export function resolveSpecifier(specifier, fromFile) {
  let base;
  if (specifier.startsWith("@/")) base = specifier.slice(2);
  else if (specifier.startsWith("./") || specifier.startsWith("../") || specifier === "." || specifier === "..")
    base = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
  else return null;
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    const absolute = path.join(ROOT, candidate);
    if (existsSync(absolute) && statSync(absolute).isFile()) return candidate;
  }
  return base;
}

const parsed = new Map();

/** Value imports of a project file (type-only imports and exports are left out; none for a "use server" module) and whether it says `import "server-only"`. */
function readModule(file) {
  const cached = parsed.get(file);
  if (cached) return cached;
  let text = "";
  try {
    text = readFileSync(path.join(ROOT, file), "utf8");
  } catch {
    // A missing file is reported by tsc; here it simply imports nothing.
  }
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const imports = [];
  let serverOnly = false;
  // A "use server" module reaches a client only as references to its actions: what it imports stays on the server.
  const serverActions = source.statements.some(
    (statement) => ts.isExpressionStatement(statement) && ts.isStringLiteral(statement.expression) && statement.expression.text === "use server",
  );
  for (const statement of serverActions ? [] : source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      if (!clause) {
        if (statement.moduleSpecifier.text === "server-only") serverOnly = true;
        imports.push(statement.moduleSpecifier.text);
        continue;
      }
      const named = clause.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : [];
      const allTypes = clause.isTypeOnly || (!clause.name && named.length > 0 && named.every((element) => element.isTypeOnly));
      if (!allTypes) imports.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) && !statement.isTypeOnly) {
      imports.push(statement.moduleSpecifier.text);
    }
  }
  const result = { imports, serverOnly };
  parsed.set(file, result);
  return result;
}

const chains = new Map();

/**
 * The import chain from `specifier` (imported by `fromFile`) to the first server module, e.g.
 * ["@/lib/catalog/get-skill", "lib/db/index.ts"], or null when it reaches none.
 */
export function findServerChain(specifier, fromFile) {
  const file = resolveSpecifier(specifier, fromFile);
  if (file === null) return SERVER_PACKAGES.test(specifier) || isBuiltin(specifier) ? [specifier] : null;
  const rest = chainFromFile(file);
  return rest ? [specifier, ...rest.slice(1)] : null;
}

function chainFromFile(file) {
  if (chains.has(file)) return chains.get(file);
  chains.set(file, null); // an import cycle adds nothing new
  let chain = null;
  if (SERVER_FOLDERS.some((folder) => file.startsWith(folder))) chain = [file];
  else {
    const module = readModule(file);
    if (module.serverOnly) chain = [file, '"server-only"'];
    for (const specifier of module.imports) {
      if (chain) break;
      const target = resolveSpecifier(specifier, file);
      if (target === null) {
        if (SERVER_PACKAGES.test(specifier) || isBuiltin(specifier)) chain = [file, specifier];
      } else {
        const rest = chainFromFile(target);
        if (rest) chain = [file, ...rest];
      }
    }
  }
  chains.set(file, chain);
  return chain;
}
