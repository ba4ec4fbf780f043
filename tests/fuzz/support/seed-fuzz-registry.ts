// The registry every route fuzz runs against: one owner with a skill that has two versions, a
// dist-tag and a script, so hostile parameters can reach real rows, not only "not found".
import { createApiToken } from "@/lib/auth/create-api-token";
import { createUser } from "@/lib/auth/create-user";
import type { Scope } from "@/lib/auth/scopes";
import type { Role } from "@/lib/db";
import { publishVersion } from "@/lib/publish";

const encoder = new TextEncoder();

export const SEED_SLUG = "fuzz-skill";

function files(version: string) {
  return [
    {
      path: "SKILL.md",
      bytes: encoder.encode(
        `---\nname: ${SEED_SLUG}\ndescription: A skill the route fuzz tests aim at, version ${version}.\n---\n\n# Fuzz\n\nRun scripts/run.sh.\n`,
      ),
    },
    { path: "scripts/run.sh", bytes: encoder.encode(`#!/bin/sh\necho ${version}\n`) },
    { path: "references/notes.md", bytes: encoder.encode("# Notes\n") },
  ];
}

export async function publishSeedSkill(): Promise<void> {
  const user = await createUser({ handle: "fuzz-owner" });
  const actor = { userId: user.id, handle: user.handle, role: user.role, scopes: ["read", "publish"] as Scope[], via: "system" as const };
  await publishVersion({ actor, slug: SEED_SLUG, version: "1.0.0", bundle: { kind: "files", files: files("1.0.0") } });
  await publishVersion({ actor, slug: SEED_SLUG, version: "1.1.0", tags: ["beta"], bundle: { kind: "files", files: files("1.1.0") } });
}

export async function createPersonalTokenForFuzz(handle: string, scopes: Scope[], role: Role = "USER"): Promise<string> {
  const user = await createUser({ handle, role });
  return (await createApiToken({ userId: user.id, label: "fuzz", scopes })).token;
}
