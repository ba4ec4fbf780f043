// What the hostile-upstream suites share: one fake ClawHub per file, started before its tests and
// reset to good behaviour after each, and a new mirror of it per test (names never collide, so no
// test sees another's skills).
import { afterAll, afterEach, beforeAll } from "vitest";
import { db } from "@/lib/db";
import { addMirror } from "@/lib/mirror";
import { FakeClawhub, skillMd, type FakeSkill } from "../../../setup/fake-clawhub";

export type MirrorConfig = { all?: boolean; owners?: string[]; skills?: string[]; token?: string; pullThrough?: boolean };

/** A fake upstream for this file: `skills` are what it lists from the start; `intercept` is cleared after each test. */
export function useFakeUpstream(skills: FakeSkill[] = []): FakeClawhub {
  const upstream = new FakeClawhub();
  beforeAll(async () => {
    await upstream.start();
    upstream.skills = skills;
  });
  afterEach(() => {
    upstream.intercept = null;
  });
  afterAll(() => upstream.stop());
  return upstream;
}

/** Adds a new mirror of `upstream` per call, named `<prefix>-<n>`, and returns its name. */
export function mirrorsOf(upstream: FakeClawhub, prefix: string): (config?: MirrorConfig) => Promise<string> {
  let counter = 0;
  return async (config = { all: true }) => {
    const name = `${prefix}-${++counter}`;
    await addMirror({ actor: null, config: { name, url: upstream.url, ...config } });
    return name;
  };
}

/** A skill with one version whose SKILL.md names it (characters a name may not hold become `x`). */
export function oneVersion(owner: string, slug: string, extra = ""): FakeSkill {
  return { owner, slug, versions: [{ version: "1.0.0", files: { "SKILL.md": skillMd(slug.replace(/[^a-z0-9-]/g, "x") || "x", extra) } }] };
}

/** The local slugs a mirror has made, sorted. */
export async function mirroredSlugs(name: string): Promise<string[]> {
  const rows = await db.mirroredSkill.findMany({ where: { upstreamName: name }, select: { skill: { select: { slug: true } } } });
  return rows.map((row) => row.skill.slug).sort();
}
