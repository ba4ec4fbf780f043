// Publishes the runtime fixtures the skill-runtimes e2e spec looks at (tests/fixtures/runtimes:
// Agent OS, Ash, OpenClaw invocation) through the real publishing service into the e2e server's
// database (DATABASE_URL). Run as `tsx tests/e2e/support/publish-runtime-fixtures.ts`. Idempotent.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { Actor } from "@/lib/auth/actor";
import { createUser } from "@/lib/auth/create-user";
import { closeDb, db } from "@/lib/db";
import { isAppError } from "@/lib/errors";
import { publishVersion } from "@/lib/publish";

const ROOT = path.join(process.cwd(), "tests", "fixtures", "runtimes");

function folder(dir: string): Array<{ path: string; bytes: Uint8Array }> {
  const out: Array<{ path: string; bytes: Uint8Array }> = [];
  const walk = (rel: string) => {
    for (const name of readdirSync(path.join(ROOT, dir, rel))) {
      const child = rel ? `${rel}/${name}` : name;
      if (statSync(path.join(ROOT, dir, child)).isDirectory()) walk(child);
      else out.push({ path: child, bytes: new Uint8Array(readFileSync(path.join(ROOT, dir, child))) });
    }
  };
  walk("");
  return out;
}

async function main() {
  const handle = "runtime-e2e";
  const existing = await db.user.findUnique({ where: { handle }, select: { id: true, handle: true, role: true } });
  const user = existing ?? (await createUser({ handle }));
  const actor: Actor = { userId: user.id, handle: user.handle, role: user.role, scopes: ["read", "publish"], via: "system" };
  const skills: Array<{ slug: string; files: Array<{ path: string; bytes: Uint8Array }> }> = [
    { slug: "pdf-processing", files: folder("agent-os/pdf-processing") },
    { slug: "web-summary", files: [{ path: "web-summary.md", bytes: new Uint8Array(readFileSync(path.join(ROOT, "ash", "web-summary.md"))) }] },
    { slug: "invocation", files: folder("openclaw/invocation") },
  ];
  for (const skill of skills) {
    try {
      await publishVersion({ actor, slug: skill.slug, version: "1.0.0", bundle: { kind: "files", files: skill.files } });
    } catch (error) {
      if (!(isAppError(error) && error.code === "VERSION_EXISTS")) throw error;
    }
  }
}

main()
  .then(() => closeDb())
  .catch(async (error) => {
    console.error(error);
    await closeDb();
    process.exit(1);
  });
