// Versions are immutable semver; identical content without a version is idempotent; `latest`
// is the highest installable release and only falls back to a prerelease when nothing else exists.
import { describe, expect, test } from "vitest";
import { db } from "@/lib/db";
import { withdrawVersion } from "@/lib/publish";
import { createActor } from "../helpers/create-actor";
import { expectCode } from "../helpers/expect-code";
import { publishFixture } from "../helpers/publish-fixture";

async function latestOf(slug: string) {
  const skill = await db.skill.findUniqueOrThrow({
    where: { slug },
    select: { latestVersion: { select: { version: true } }, distTags: { select: { tag: true, version: { select: { version: true } } } } },
  });
  const tags = Object.fromEntries(skill.distTags.map((row) => [row.tag, row.version.version]));
  return { latest: skill.latestVersion?.version ?? null, tags };
}

describe("version numbers", () => {
  test.each(["1", "1.0", "v1.0.0", "01.0.0", "1.0.0+build.5", "1.0.0-", "latest"])("'%s' is VERSION_INVALID", async (version) => {
    const actor = await createActor();
    await expectCode(publishFixture({ actor, slug: "semver-check", version }), "VERSION_INVALID");
    expect(await db.skill.count({ where: { slug: "semver-check" } })).toBe(0);
  });

  test("publishing an existing version is VERSION_EXISTS (409), with the same or different content", async () => {
    const actor = await createActor();
    await publishFixture({ actor, slug: "immutable", version: "1.0.0" });
    const same = await expectCode(publishFixture({ actor, slug: "immutable", version: "1.0.0" }), "VERSION_EXISTS");
    expect(same.status).toBe(409);
    await expectCode(publishFixture({ actor, slug: "immutable", version: "1.0.0", content: { body: "# changed\n\nDifferent body.\n" } }), "VERSION_EXISTS");
    expect(await db.skillVersion.count({ where: { skill: { slug: "immutable" } } })).toBe(1);
  });

  test("a withdrawn version's number stays taken", async () => {
    const actor = await createActor();
    await publishFixture({ actor, slug: "withdrawn-number", version: "1.0.0" });
    await withdrawVersion({ actor, slug: "withdrawn-number", version: "1.0.0" });
    await expectCode(publishFixture({ actor, slug: "withdrawn-number", version: "1.0.0", content: { body: "# fixed\n\nA fix.\n" } }), "VERSION_EXISTS");
  });

  test("identical content under a new version is allowed", async () => {
    const actor = await createActor();
    const first = await publishFixture({ actor, slug: "same-bytes", version: "1.0.0" });
    const second = await publishFixture({ actor, slug: "same-bytes", version: "1.0.1" });
    expect(second.status).toBe("published");
    expect(second.version.digest).toBe(first.version.digest);
    expect(second.version.id).not.toBe(first.version.id);
  });
});

describe("publishing without a version", () => {
  test("the first publish is 1.0.0; new content gets the next patch", async () => {
    const actor = await createActor();
    const first = await publishFixture({ actor, slug: "auto-version" });
    expect(first.version.version).toBe("1.0.0");
    const second = await publishFixture({ actor, slug: "auto-version", content: { body: "# v2\n\nNew text.\n" } });
    expect(second.version.version).toBe("1.0.1");
  });

  test("identical content resolves to the existing version (idempotent) and writes nothing", async () => {
    const actor = await createActor();
    const first = await publishFixture({ actor, slug: "idempotent", version: "2.3.0" });
    const [versions, audit, changes] = await Promise.all([db.skillVersion.count(), db.auditLog.count(), db.changeEvent.count()]);
    const again = await publishFixture({ actor, slug: "idempotent" });
    expect(again.status).toBe("unchanged");
    expect(again.version).toEqual(first.version);
    expect([await db.skillVersion.count(), await db.auditLog.count(), await db.changeEvent.count()]).toEqual([versions, audit, changes]);
  });

  test("after a prerelease, the next automatic version is its release", async () => {
    const actor = await createActor();
    await publishFixture({ actor, slug: "pre-auto", version: "2.0.0-beta.1" });
    const next = await publishFixture({ actor, slug: "pre-auto", content: { body: "# final\n\nRelease.\n" } });
    expect(next.version.version).toBe("2.0.0");
  });
});

describe("latest and dist-tags", () => {
  test("latest follows the highest release, not the newest publish", async () => {
    const actor = await createActor();
    await publishFixture({ actor, slug: "latest-rule", version: "1.0.0" });
    await publishFixture({ actor, slug: "latest-rule", version: "2.0.0", content: { body: "# two\n\nTwo.\n" } });
    await publishFixture({ actor, slug: "latest-rule", version: "1.5.0", content: { body: "# backport\n\nBackport.\n" } });
    expect((await latestOf("latest-rule")).latest).toBe("2.0.0");
  });

  test("a prerelease never becomes latest while a release exists", async () => {
    const actor = await createActor();
    await publishFixture({ actor, slug: "pre-rule", version: "1.0.0" });
    await publishFixture({ actor, slug: "pre-rule", version: "3.0.0-rc.1", content: { body: "# rc\n\nRC.\n" } });
    expect((await latestOf("pre-rule")).latest).toBe("1.0.0");
  });

  test("a prerelease is latest only when there is nothing else, and yields to the first release", async () => {
    const actor = await createActor();
    await publishFixture({ actor, slug: "only-pre", version: "0.1.0-alpha.1" });
    await publishFixture({ actor, slug: "only-pre", version: "0.1.0-alpha.2", content: { body: "# a2\n\nA2.\n" } });
    expect((await latestOf("only-pre")).latest).toBe("0.1.0-alpha.2");
    await publishFixture({ actor, slug: "only-pre", version: "0.0.9", content: { body: "# old\n\nOld.\n" } });
    expect((await latestOf("only-pre")).latest).toBe("0.0.9");
  });

  test("withdrawing latest moves it to the next installable release", async () => {
    const actor = await createActor();
    await publishFixture({ actor, slug: "fallback", version: "1.0.0" });
    await publishFixture({ actor, slug: "fallback", version: "1.1.0", content: { body: "# 1.1\n\nNew.\n" } });
    await withdrawVersion({ actor, slug: "fallback", version: "1.1.0" });
    expect((await latestOf("fallback")).latest).toBe("1.0.0");
    await withdrawVersion({ actor, slug: "fallback", version: "1.0.0" });
    expect(await latestOf("fallback")).toEqual({ latest: null, tags: {} });
  });

  test("explicit tags point at the published version; `latest` in the list is ignored; bad tags are TAG_INVALID", async () => {
    const actor = await createActor();
    await publishFixture({ actor, slug: "tagged", version: "1.0.0" });
    await publishFixture({ actor, slug: "tagged", version: "2.0.0-beta.1", tags: ["beta", "latest", "Next"], content: { body: "# beta\n\nBeta.\n" } });
    expect((await latestOf("tagged")).tags).toEqual({ latest: "1.0.0", beta: "2.0.0-beta.1", next: "2.0.0-beta.1" });
    await expectCode(publishFixture({ actor, slug: "tagged", version: "2.0.0-beta.2", tags: ["1.0.0"], content: { body: "# b2\n\nB2.\n" } }), "TAG_INVALID");
    await expectCode(
      publishFixture({ actor, slug: "tagged", version: "2.0.0-beta.2", tags: ["has space"], content: { body: "# b2\n\nB2.\n" } }),
      "TAG_INVALID",
    );
    expect(await db.skillVersion.count({ where: { version: "2.0.0-beta.2" } })).toBe(0);
  });

  test("the skill's counters and summary follow its versions", async () => {
    const actor = await createActor();
    await publishFixture({ actor, slug: "summary-skill", version: "2.0.0", content: { description: "Second generation summary for the listing." } });
    await publishFixture({ actor, slug: "summary-skill", version: "1.9.0", content: { description: "Backport summary that must not win the listing." } });
    const skill = await db.skill.findUniqueOrThrow({ where: { slug: "summary-skill" } });
    expect(skill.versionCount).toBe(2);
    expect(skill.summary).toBe("Second generation summary for the listing.");
  });
});
