// The lint step's layer rules fire on the imports they forbid, through the project's own
// eslint.config.mjs: each fixture is linted as if it were a file at the given path (nothing is
// written). Type information is switched off here (the layer rules need none; loading the whole
// program would take most of a minute); the test at the end checks the type-aware rules are on.
import path from "node:path";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, test } from "vitest";

const repo = path.resolve(import.meta.dirname, "../../..");

type RuleMeta = { meta: { docs?: { requiresTypeChecking?: boolean } } };
const typescriptRules = (tseslint.plugin as unknown as { rules: Record<string, RuleMeta> }).rules;
const typeAwareRulesOff = Object.fromEntries(
  Object.entries(typescriptRules)
    .filter(([, rule]) => rule.meta.docs?.requiresTypeChecking)
    .map(([name]) => [`@typescript-eslint/${name}`, "off" as const]),
);

const eslint = new ESLint({
  cwd: repo,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } }, rules: typeAwareRulesOff },
});

async function ruleHits(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repo, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}:${message.messageId ?? message.message}`);
}

const cases: Array<{ name: string; file: string; code: string; expected: string[] }> = [
  {
    name: "lib → app (alias)",
    file: "lib/catalog/lint-fixture.ts",
    code: 'export { GET } from "@/app/api/v1/search/route";\n',
    expected: ["layers/import-boundaries:libImportsApp"],
  },
  {
    name: "lib → app (relative)",
    file: "lib/catalog/lint-fixture.ts",
    code: 'import { GET } from "../../app/api/v1/search/route";\nexport const handler = GET;\n',
    expected: ["layers/import-boundaries:libImportsApp"],
  },
  {
    name: "lib → app (dynamic import)",
    file: "lib/catalog/lint-fixture.ts",
    code: 'export const load = () => import("@/app/sitemap");\n',
    expected: ["layers/import-boundaries:libImportsApp"],
  },
  {
    name: "lib → tests",
    file: "lib/catalog/lint-fixture.ts",
    code: 'export * from "@/tests/setup/ensure-postgres";\n',
    expected: ["layers/import-boundaries:importsTests"],
  },
  {
    name: "lib → next outside the adapter folder",
    file: "lib/catalog/lint-fixture.ts",
    code: 'import { headers } from "next/headers";\nexport const h = headers;\n',
    expected: ["layers/import-boundaries:libImportsNext"],
  },
  {
    name: "lib/auth/next may use Next.js",
    file: "lib/auth/next/lint-fixture.ts",
    code: 'import { headers } from "next/headers";\nexport const h = headers;\n',
    expected: [],
  },
  {
    name: "app → the database client",
    file: "app/api/v1/lint-fixture/route.ts",
    code: 'import { db } from "@/lib/db";\nexport const d = db;\n',
    expected: ["layers/import-boundaries:appImportsDb"],
  },
  {
    name: "app → a database module (relative)",
    file: "app/api/v1/lint-fixture/route.ts",
    code: 'import { checkDatabase } from "../../../../lib/db/check-database";\nexport const c = checkDatabase;\n',
    expected: ["layers/import-boundaries:appImportsDb"],
  },
  {
    name: "app → a database driver",
    file: "app/api/v1/lint-fixture/route.ts",
    code: 'import pg from "pg";\nexport const p = pg;\n',
    expected: ["layers/import-boundaries:appImportsDb"],
  },
  {
    name: "app may name the database's types",
    file: "app/api/v1/lint-fixture/route.ts",
    code: 'import type { Db } from "@/lib/db";\nexport type D = Db;\n',
    expected: [],
  },
  {
    name: "scanner → lib",
    file: "scanner/engine/lint-fixture.ts",
    code: 'import { db } from "@/lib/db";\nexport const d = db;\n',
    expected: ["layers/import-boundaries:scannerImportsOutside"],
  },
  {
    name: "scanner → app (relative)",
    file: "scanner/engine/lint-fixture.ts",
    code: 'export * from "../../app/sitemap";\n',
    expected: ["layers/import-boundaries:scannerImportsOutside"],
  },
  {
    name: "scanner → network",
    file: "scanner/engine/lint-fixture.ts",
    code: 'import { connect } from "node:net";\nexport const c = connect;\n',
    expected: ["layers/import-boundaries:scannerImportsIo"],
  },
  {
    name: "scanner → database driver",
    file: "scanner/engine/lint-fixture.ts",
    code: 'import pg from "pg";\nexport const p = pg;\n',
    expected: ["layers/import-boundaries:scannerImportsIo"],
  },
  {
    name: "scanner → file system",
    file: "scanner/engine/lint-fixture.ts",
    code: 'import { readFileSync } from "fs";\nexport const r = readFileSync;\n',
    expected: ["layers/import-boundaries:scannerImportsIo"],
  },
  { name: "scanner may import itself", file: "scanner/engine/lint-fixture.ts", code: 'export { scanSkill } from "./scan-skill";\n', expected: [] },
  { name: "app → lib is the arrow's direction", file: "app/lint-fixture.ts", code: 'export { getSkillDetail } from "@/lib/catalog";\n', expected: [] },
  {
    name: "client → lib/db",
    file: "app/_components/lint-fixture-client.tsx",
    code: '"use client";\nimport { db } from "@/lib/db";\nexport const d = db;\n',
    expected: ["layers/import-boundaries:appImportsDb", "layers/client-imports-server:clientImportsServer"],
  },
  {
    name: "client → node:fs",
    file: "app/_components/lint-fixture-client.tsx",
    code: '"use client";\nimport { readFileSync } from "node:fs";\nexport const r = readFileSync;\n',
    expected: ["layers/client-imports-server:clientImportsServer"],
  },
  {
    name: "client → a module that reaches lib/db",
    file: "app/_components/lint-fixture-client.tsx",
    code: '"use client";\nimport { listSkills } from "@/lib/catalog/list-skills";\nexport const l = listSkills;\n',
    expected: ["layers/client-imports-server:clientImportsServer"],
  },
  {
    name: "client → a server action module",
    file: "app/_components/lint-fixture-client.tsx",
    code: '"use client";\nimport { devSignInAction } from "@/app/(site)/signin/actions";\nexport const s = devSignInAction;\n',
    expected: [],
  },
  {
    name: "client → types from lib/db",
    file: "app/_components/lint-fixture-client.tsx",
    code: '"use client";\nimport type { Prisma } from "@/lib/db";\nexport type P = Prisma.SkillSelect;\n',
    expected: [],
  },
  {
    name: "a server component may import a lib domain that reads the database",
    file: "app/_components/lint-fixture.tsx",
    code: 'import { getSkillDetail } from "@/lib/catalog";\nexport const g = getSkillDetail;\n',
    expected: [],
  },
];

describe("layer rules (eslint.config.mjs)", () => {
  test.each(cases)("$name", async ({ file, code, expected }) => {
    expect(await ruleHits(file, code)).toEqual(expected);
  });

  test("type-aware rules are errors in every folder", async () => {
    for (const file of ["lib/catalog/x.ts", "app/page.tsx", "scanner/index.ts", "tests/unit/x.test.ts"]) {
      const config = (await new ESLint({ cwd: repo }).calculateConfigForFile(path.join(repo, file))) as { rules: Record<string, unknown> };
      const level = (rule: string) => [config.rules[rule]].flat()[0];
      expect([file, level("@typescript-eslint/no-floating-promises")]).toEqual([file, 2]);
      expect([file, level("layers/import-boundaries")]).toEqual([file, 2]);
    }
  });
});
