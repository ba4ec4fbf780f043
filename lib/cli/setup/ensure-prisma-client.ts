// Generates the Prisma client when it is missing or older than schema.prisma.
// `prisma generate` never runs the schema engine, but insists that its binary exists;
// pointing it at the Node binary (which certainly exists) keeps it from downloading one.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = process.cwd();
const schemaFile = path.join(root, "prisma", "schema.prisma");
const stampFile = path.join(root, "lib", "db", "generated", ".schema-sha256");

export function ensurePrismaClient(): void {
  const hash = createHash("sha256").update(readFileSync(schemaFile)).digest("hex");
  if (existsSync(stampFile) && readFileSync(stampFile, "utf8") === hash) return;
  console.log("[setup] generating the Prisma client…");
  execFileSync(process.execPath, [path.join(root, "node_modules", "prisma", "build", "index.js"), "generate"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.execPath, PRISMA_HIDE_UPDATE_MESSAGE: "1", CHECKPOINT_DISABLE: "1" },
  });
  writeFileSync(stampFile, hash);
}
