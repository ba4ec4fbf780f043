// A crash at any stage of a publish leaves nothing behind: no skill, version, files, new blobs,
// tags, signature, audit or feed entry, search document or outbox row. `onProgress` is where a
// test makes the publish throw between stages.
import { describe, expect, test } from "vitest";
import { db } from "@/lib/db";
import type { PublishStage } from "@/lib/publish";
import { ensureSigningKey } from "@/lib/signing";
import { countRows } from "../helpers/count-rows";
import { createActor } from "../helpers/create-actor";
import { publishFixture } from "../helpers/publish-fixture";

class Crash extends Error {}

const crashStages: PublishStage[] = ["read", "scanned", "stored-blobs", "stored-version", "signed"];

function crashAt(stage: PublishStage) {
  return (current: PublishStage) => {
    if (current === stage) throw new Crash(`crash at ${stage}`);
  };
}

describe("crash mid-publish", () => {
  test.each(crashStages)("crash at '%s' on a new skill leaves no partial rows", async (stage) => {
    const actor = await createActor();
    await ensureSigningKey();
    const before = await countRows();
    const error = await publishFixture({
      actor,
      slug: `crash-new-${stage}`,
      version: "1.0.0",
      onProgress: crashAt(stage),
      content: { files: { "scripts/x.sh": `echo ${stage}\n` } },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Crash);
    expect(await countRows()).toEqual(before);
  });

  test.each(crashStages)("crash at '%s' on an existing skill leaves it exactly as it was", async (stage) => {
    const actor = await createActor();
    const slug = `crash-existing-${stage}`;
    const first = await publishFixture({ actor, slug, version: "1.0.0", tags: ["stable"] });
    const skillBefore = await db.skill.findUniqueOrThrow({ where: { slug }, include: { distTags: true } });
    const before = await countRows();
    const error = await publishFixture({
      actor,
      slug,
      version: "2.0.0",
      tags: ["stable", "next"],
      onProgress: crashAt(stage),
      content: { body: "# two\n\nNew content.\n", files: { "scripts/new.sh": `echo new ${stage}\n` } },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Crash);
    expect(await countRows()).toEqual(before);
    const skillAfter = await db.skill.findUniqueOrThrow({ where: { slug }, include: { distTags: true } });
    expect(skillAfter).toEqual(skillBefore);
    expect(skillAfter.latestVersionId).toBe(first.version.id);
    // The same version publishes fine afterwards: the crash reserved nothing.
    const retry = await publishFixture({ actor, slug, version: "2.0.0", content: { body: "# two\n\nNew content.\n" } });
    expect(retry.status).toBe("published");
  });

  test("'committed' is reported after the commit: the version is there", async () => {
    const actor = await createActor();
    const stages: PublishStage[] = [];
    const result = await publishFixture({ actor, slug: "progress", version: "1.0.0", onProgress: (stage) => void stages.push(stage) });
    expect(stages).toEqual(["read", "scanned", "stored-blobs", "stored-version", "signed", "committed"]);
    expect(await db.skillVersion.count({ where: { id: result.version.id } })).toBe(1);
  });
});
