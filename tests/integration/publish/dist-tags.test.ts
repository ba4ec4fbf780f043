// Moving dist-tags by hand: any tag but `latest`, only onto installable versions, audited.
import { describe, expect, test } from "vitest";
import { db } from "@/lib/db";
import { removeDistTag, setDistTag, withdrawVersion } from "@/lib/publish";
import { createActor } from "../helpers/create-actor";
import { expectCode } from "../helpers/expect-code";
import { publishFixture } from "../helpers/publish-fixture";

async function tags(slug: string) {
  const rows = await db.distTag.findMany({ where: { skill: { slug } }, select: { tag: true, version: { select: { version: true } } } });
  return Object.fromEntries(rows.map((row) => [row.tag, row.version.version]));
}

describe("setDistTag / removeDistTag", () => {
  test("set, move and remove a tag, each audited and in the change feed", async () => {
    const owner = await createActor();
    await publishFixture({ actor: owner, slug: "tags", version: "1.0.0" });
    await publishFixture({ actor: owner, slug: "tags", version: "2.0.0-beta.1", content: { body: "# beta\n\nBeta.\n" } });
    expect(await setDistTag({ actor: owner, slug: "tags", tag: "beta", version: "2.0.0-beta.1" })).toMatchObject({ previous: null });
    expect(await tags("tags")).toEqual({ latest: "1.0.0", beta: "2.0.0-beta.1" });
    expect(await setDistTag({ actor: owner, slug: "tags", tag: "Beta", version: "1.0.0" })).toMatchObject({ tag: "beta", previous: "2.0.0-beta.1" });
    expect(await tags("tags")).toEqual({ latest: "1.0.0", beta: "1.0.0" });
    await removeDistTag({ actor: owner, slug: "tags", tag: "beta" });
    expect(await tags("tags")).toEqual({ latest: "1.0.0" });
    expect(await db.auditLog.count({ where: { action: { in: ["tag.set", "tag.remove"] } } })).toBe(3);
    expect(await db.changeEvent.count({ where: { kind: "tag" } })).toBe(3);
  });

  test("`latest` cannot be set or removed by hand (TAG_INVALID); bad names are TAG_INVALID", async () => {
    const owner = await createActor();
    await publishFixture({ actor: owner, slug: "tags-latest", version: "1.0.0" });
    await expectCode(setDistTag({ actor: owner, slug: "tags-latest", tag: "latest", version: "1.0.0" }), "TAG_INVALID");
    await expectCode(removeDistTag({ actor: owner, slug: "tags-latest", tag: "latest" }), "TAG_INVALID");
    await expectCode(setDistTag({ actor: owner, slug: "tags-latest", tag: "1.0.0", version: "1.0.0" }), "TAG_INVALID");
    await expectCode(setDistTag({ actor: owner, slug: "tags-latest", tag: "no spaces", version: "1.0.0" }), "TAG_INVALID");
    await expectCode(setDistTag({ actor: owner, slug: "tags-latest", tag: "-x", version: "1.0.0" }), "TAG_INVALID");
  });

  test("a tag cannot point at a withdrawn version; unknown versions and tags are not found", async () => {
    const owner = await createActor();
    await publishFixture({ actor: owner, slug: "tags-state", version: "1.0.0" });
    await publishFixture({ actor: owner, slug: "tags-state", version: "1.1.0", content: { body: "# 1.1\n\nNew.\n" } });
    await withdrawVersion({ actor: owner, slug: "tags-state", version: "1.1.0" });
    await expectCode(setDistTag({ actor: owner, slug: "tags-state", tag: "next", version: "1.1.0" }), "TAG_INVALID");
    await expectCode(setDistTag({ actor: owner, slug: "tags-state", tag: "next", version: "3.0.0" }), "VERSION_NOT_FOUND");
    await expectCode(removeDistTag({ actor: owner, slug: "tags-state", tag: "next" }), "TAG_NOT_FOUND");
  });

  test("only the owner moves tags (NOT_SKILL_OWNER)", async () => {
    const owner = await createActor();
    const stranger = await createActor();
    await publishFixture({ actor: owner, slug: "tags-owner", version: "1.0.0", tags: ["stable"] });
    await expectCode(setDistTag({ actor: stranger, slug: "tags-owner", tag: "stable", version: "1.0.0" }), "NOT_SKILL_OWNER");
    await expectCode(removeDistTag({ actor: stranger, slug: "tags-owner", tag: "stable" }), "NOT_SKILL_OWNER");
  });
});
