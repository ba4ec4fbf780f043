// Simultaneous publishes race on real PostgreSQL unique indexes: exactly one wins, the loser
// gets a precise 4xx code, and the winner's rows are complete.
import { describe, expect, test } from "vitest";
import { db } from "@/lib/db";
import type { AppError } from "@/lib/errors";
import { createActor } from "../helpers/create-actor";
import { publishFixture } from "../helpers/publish-fixture";

function outcomes(results: PromiseSettledResult<unknown>[]) {
  const fulfilled = results.filter((r) => r.status === "fulfilled");
  const rejected = results.filter((r): r is PromiseRejectedResult => r.status === "rejected").map((r) => r.reason as AppError);
  return { fulfilled, rejected };
}

describe("concurrent publishes", () => {
  test("the same slug@version twice at once: exactly one succeeds, the other is 409 VERSION_EXISTS", async () => {
    const actor = await createActor();
    await publishFixture({ actor, slug: "race-version", version: "1.0.0" });
    for (let round = 0; round < 3; round++) {
      const version = `1.1.${round}`;
      const results = await Promise.allSettled([
        publishFixture({ actor, slug: "race-version", version, content: { body: `# A ${round}\n\nFirst racer.\n` } }),
        publishFixture({ actor, slug: "race-version", version, content: { body: `# B ${round}\n\nSecond racer.\n` } }),
      ]);
      const { fulfilled, rejected } = outcomes(results);
      expect(fulfilled).toHaveLength(1);
      expect(rejected.map((e) => [e.code, e.status])).toEqual([["VERSION_EXISTS", 409]]);
      expect(await db.skillVersion.count({ where: { version } })).toBe(1);
    }
  });

  test("the first version of a new slug twice at once by its publisher: one wins, the other 409", async () => {
    const actor = await createActor();
    const results = await Promise.allSettled([
      publishFixture({ actor, slug: "race-new", version: "1.0.0" }),
      publishFixture({ actor, slug: "race-new", version: "1.0.0", content: { body: "# other\n\nOther bytes.\n" } }),
    ]);
    const { fulfilled, rejected } = outcomes(results);
    expect(fulfilled).toHaveLength(1);
    expect(rejected.map((e) => [e.code, e.status])).toEqual([["VERSION_EXISTS", 409]]);
    expect(await db.skill.count({ where: { slug: "race-new" } })).toBe(1);
  });

  test("two first publishes of a new slug by different users: one owns it, the other gets SKILL_OWNED_BY_OTHER", async () => {
    for (let round = 0; round < 3; round++) {
      const slug = `contested-${round}`;
      const [alice, bob] = [await createActor(), await createActor()];
      const results = await Promise.allSettled([
        publishFixture({ actor: alice, slug, version: "1.0.0" }),
        publishFixture({ actor: bob, slug, version: "1.0.0", content: { body: "# bob\n\nBob's bytes.\n" } }),
      ]);
      const { fulfilled, rejected } = outcomes(results);
      expect(fulfilled).toHaveLength(1);
      expect(rejected.map((e) => [e.code, e.status])).toEqual([["SKILL_OWNED_BY_OTHER", 403]]);
      const skill = await db.skill.findUniqueOrThrow({ where: { slug }, include: { versions: true } });
      expect(skill.versions).toHaveLength(1);
      expect(skill.versions[0]!.publishedById).toBe(skill.ownerId);
    }
  });

  test("different versions of one skill at once all land, and latest is the highest of them", async () => {
    const actor = await createActor();
    await publishFixture({ actor, slug: "parallel-versions", version: "1.0.0" });
    const versions = ["1.0.1", "1.0.2", "1.0.3", "1.0.4"];
    await Promise.all(
      versions.map((version) => publishFixture({ actor, slug: "parallel-versions", version, content: { body: `# ${version}\n\nText ${version}.\n` } })),
    );
    const skill = await db.skill.findUniqueOrThrow({ where: { slug: "parallel-versions" }, include: { latestVersion: true } });
    expect(skill.versionCount).toBe(5);
    expect(skill.latestVersion?.version).toBe("1.0.4");
  });

  test("publishes of different skills sharing files do not deadlock", async () => {
    const actor = await createActor();
    const files = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`references/part-${i}.md`, `# Part ${i}\n\nShared reference ${i}.\n`]));
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, (_, i) => publishFixture({ actor, slug: `shared-${i}`, version: "1.0.0", content: { files } })),
    );
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "fulfilled"]);
    // Each shared file is one blob, referenced by all four versions.
    const sharedFile = await db.skillFile.findFirstOrThrow({ where: { path: "references/part-0.md" } });
    expect(await db.skillFile.count({ where: { sha256: sharedFile.sha256 } })).toBe(4);
    expect(await db.blob.count({ where: { sha256: sharedFile.sha256 } })).toBe(1);
  });
});
