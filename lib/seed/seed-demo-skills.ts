// Publishes the demo skill folders through the publishing service, oldest version first, so demo
// versions are validated, scanned, hashed and signed exactly like anything a user uploads.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Actor } from "@/lib/auth/actor";
import { createUser } from "@/lib/auth/create-user";
import { publishVersion } from "@/lib/publish";
import { demoCatalogSchema } from "./demo-catalog-schema";

export const demoSkillsDir = path.join(process.cwd(), "lib", "seed", "demo-skills");

export async function seedDemoSkills(): Promise<{ skills: number; versions: number }> {
  const catalog = demoCatalogSchema.parse(JSON.parse(readFileSync(path.join(demoSkillsDir, "catalog.json"), "utf8")));
  const actors = new Map<string, Actor>();
  let versions = 0;
  for (const entry of catalog) {
    let actor = actors.get(entry.owner);
    if (!actor) {
      const user = await createUser({ handle: entry.owner });
      actor = { userId: user.id, handle: user.handle, role: user.role, scopes: ["read", "publish"], via: "system" };
      actors.set(entry.owner, actor);
    }
    for (const version of entry.versions) {
      await publishVersion({
        actor,
        bundle: { kind: "directory", path: path.join(demoSkillsDir, version.dir) },
        slug: entry.slug,
        displayName: entry.displayName,
        version: version.version,
        changelog: version.changelog,
        topics: entry.topics,
      });
      versions++;
    }
  }
  return { skills: catalog.length, versions };
}
