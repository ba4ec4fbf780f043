// Shared by the e2e fixture scripts (tests/e2e/support/publish-*-fixtures.ts): a user's actor
// (created on first use), files from strings or bytes, an idempotent publish (an existing version
// is left alone, so a re-run against the same database works), and running a script's main.
import type { Actor } from "@/lib/auth/actor";
import { createUser } from "@/lib/auth/create-user";
import { closeDb, db } from "@/lib/db";
import { isAppError } from "@/lib/errors";
import { publishVersion } from "@/lib/publish";

const encoder = new TextEncoder();

export async function fixtureActor(handle: string): Promise<Actor> {
  const existing = await db.user.findUnique({ where: { handle }, select: { id: true, handle: true, role: true } });
  const user = existing ?? (await createUser({ handle }));
  return { userId: user.id, handle: user.handle, role: user.role, scopes: ["read", "publish"], via: "system" };
}

export function fixtureFiles(entries: Record<string, string | Uint8Array>) {
  return {
    kind: "files" as const,
    files: Object.entries(entries).map(([path, content]) => ({ path, bytes: typeof content === "string" ? encoder.encode(content) : content })),
  };
}

/** "slug@version verdict", or "slug@version exists" when that version was published before. */
export async function publishFixtureVersion(input: Parameters<typeof publishVersion>[0]): Promise<string> {
  try {
    const result = await publishVersion(input);
    return `${result.skill.slug}@${result.version.version} ${result.verdict}`;
  } catch (error) {
    if (isAppError(error) && error.code === "VERSION_EXISTS") return `${input.slug}@${input.version} exists`;
    throw error;
  }
}

/** Runs `main`, prints its lines, closes the database and exits non-zero on failure. */
export function runFixtureMain(main: () => Promise<string[]>): void {
  main()
    .then(async (lines) => {
      console.log(lines.join("\n"));
      await closeDb();
    })
    .catch(async (error) => {
      console.error(error);
      await closeDb();
      process.exit(1);
    });
}
