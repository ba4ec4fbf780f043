// Language definitions for the highlighter: which comments, strings and words each language has.
// Deliberately small: enough to make skill scripts and snippets readable, not a full grammar.
export type LanguageDef = {
  lineComments?: string[];
  blockComments?: Array<[string, string]>;
  /** Quote characters; a tripled quote (""" / ''') is one string in Python-like languages. */
  quotes?: string[];
  tripleQuotes?: boolean;
  keywords?: string[];
  literals?: string[];
  /** `$NAME`, `${NAME}` variables (shells). */
  dollarVariables?: boolean;
  /** `key:` at the start of a line (YAML) or `"key":` (JSON) is a key. */
  keys?: "yaml" | "json" | "toml" | "ini";
  /** Line-level markdown: headings, lists, quotes. */
  markdown?: boolean;
  /** <tags> and attributes. */
  markup?: boolean;
};

const cLike = { lineComments: ["//"], blockComments: [["/*", "*/"]] as Array<[string, string]>, quotes: ['"', "'"] };

const js: LanguageDef = {
  ...cLike,
  quotes: ['"', "'", "`"],
  keywords:
    "async await break case catch class const continue debugger default delete do else export extends finally for from function if import in instanceof let new of return static super switch this throw try typeof var void while with yield as type interface enum implements declare namespace readonly keyof satisfies".split(
      " ",
    ),
  literals: ["true", "false", "null", "undefined", "NaN", "Infinity"],
};

const python: LanguageDef = {
  lineComments: ["#"],
  quotes: ['"', "'"],
  tripleQuotes: true,
  keywords:
    "and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield match case".split(
      " ",
    ),
  literals: ["True", "False", "None", "self"],
};

const shell: LanguageDef = {
  lineComments: ["#"],
  quotes: ['"', "'"],
  dollarVariables: true,
  keywords:
    "if then else elif fi for while until do done case esac in function return export local readonly set unset shift exit source alias declare eval exec trap".split(
      " ",
    ),
  literals: ["true", "false"],
};

const powershell: LanguageDef = {
  lineComments: ["#"],
  blockComments: [["<#", "#>"]],
  quotes: ['"', "'"],
  dollarVariables: true,
  keywords:
    "begin break catch class continue data do dynamicparam else elseif end exit filter finally for foreach from function if in param process return switch throw trap try until using while".split(
      " ",
    ),
  literals: ["$true", "$false", "$null"],
};

const go: LanguageDef = {
  ...cLike,
  quotes: ['"', "'", "`"],
  keywords:
    "break case chan const continue default defer else fallthrough for func go goto if import interface map package range return select struct switch type var".split(
      " ",
    ),
  literals: ["true", "false", "nil", "iota"],
};

const rust: LanguageDef = {
  ...cLike,
  quotes: ['"'],
  keywords:
    "as async await break const continue crate dyn else enum extern fn for if impl in let loop match mod move mut pub ref return self Self static struct super trait type unsafe use where while".split(
      " ",
    ),
  literals: ["true", "false", "None", "Some", "Ok", "Err"],
};

const cFamily: LanguageDef = {
  ...cLike,
  keywords:
    "auto break case catch char class const continue default delete do double else enum extern final float for goto if import include int long namespace new package private protected public return short signed sizeof static struct switch template this throw try typedef union unsigned using virtual void volatile while boolean extends implements interface".split(
      " ",
    ),
  literals: ["true", "false", "null", "NULL", "nullptr"],
};

const ruby: LanguageDef = {
  lineComments: ["#"],
  quotes: ['"', "'"],
  keywords:
    "alias and begin break case class def defined? do else elsif end ensure for if in module next not or redo rescue retry return self super then undef unless until when while yield require".split(
      " ",
    ),
  literals: ["true", "false", "nil"],
};

const sql: LanguageDef = {
  lineComments: ["--"],
  blockComments: [["/*", "*/"]],
  quotes: ["'", '"'],
  keywords:
    "select from where and or not insert into values update set delete create table index view drop alter add join left right inner outer on group by order having limit offset as distinct union all case when then else end explain analyze with returning primary key references default begin commit rollback".split(
      " ",
    ),
  literals: ["null", "true", "false"],
};

export const LANGUAGES: Record<string, LanguageDef> = {
  javascript: js,
  typescript: js,
  python,
  shell,
  powershell,
  go,
  rust,
  c: cFamily,
  ruby,
  sql,
  json: { quotes: ['"'], keys: "json", literals: ["true", "false", "null"] },
  yaml: { lineComments: ["#"], quotes: ['"', "'"], keys: "yaml", literals: ["true", "false", "null", "yes", "no", "~"] },
  toml: { lineComments: ["#"], quotes: ['"', "'"], tripleQuotes: true, keys: "toml", literals: ["true", "false"] },
  ini: { lineComments: ["#", ";"], quotes: ['"'], keys: "ini" },
  dockerfile: {
    lineComments: ["#"],
    quotes: ['"', "'"],
    dollarVariables: true,
    keywords: "FROM RUN CMD LABEL EXPOSE ENV ADD COPY ENTRYPOINT VOLUME USER WORKDIR ARG ONBUILD STOPSIGNAL HEALTHCHECK SHELL AS".split(" "),
  },
  css: { blockComments: [["/*", "*/"]], quotes: ['"', "'"] },
  markup: { blockComments: [["<!--", "-->"]], quotes: ['"', "'"], markup: true },
  markdown: { markdown: true },
};

/** Names people write after ``` and file extensions, mapped to a definition above. */
const ALIASES: Record<string, string> = {
  js: "javascript",
  mjs: "javascript",
  cjs: "javascript",
  jsx: "javascript",
  node: "javascript",
  ts: "typescript",
  tsx: "typescript",
  mts: "typescript",
  cts: "typescript",
  py: "python",
  python3: "python",
  pyi: "python",
  sh: "shell",
  bash: "shell",
  zsh: "shell",
  console: "shell",
  shellsession: "shell",
  fish: "shell",
  ksh: "shell",
  ps1: "powershell",
  psm1: "powershell",
  pwsh: "powershell",
  ps: "powershell",
  golang: "go",
  rs: "rust",
  h: "c",
  cpp: "c",
  cc: "c",
  cxx: "c",
  hpp: "c",
  "c++": "c",
  java: "c",
  kt: "c",
  kotlin: "c",
  cs: "c",
  csharp: "c",
  swift: "c",
  scala: "c",
  rb: "ruby",
  psql: "sql",
  pgsql: "sql",
  postgresql: "sql",
  mysql: "sql",
  sqlite: "sql",
  jsonc: "json",
  json5: "json",
  jsonl: "json",
  ndjson: "json",
  geojson: "json",
  yml: "yaml",
  cfg: "ini",
  conf: "ini",
  properties: "ini",
  env: "ini",
  editorconfig: "ini",
  docker: "dockerfile",
  containerfile: "dockerfile",
  html: "markup",
  htm: "markup",
  xml: "markup",
  svg: "markup",
  xhtml: "markup",
  vue: "markup",
  scss: "css",
  less: "css",
  md: "markdown",
  mdx: "markdown",
  markdown: "markdown",
};

export function resolveLanguage(name: string | null | undefined): string | null {
  if (!name) return null;
  const key = name.trim().toLowerCase();
  if (LANGUAGES[key]) return key;
  return ALIASES[key] ?? null;
}
