// A visibility change commits atomically with its effects (issue 18): the skill's row, its search
// document (and external-index outbox row), the page-cache generation, the change feed and the
// audit entry move together or not at all. While the change is in flight, readers still see the
// skill as it was; when the transaction dies (its PostgreSQL session killed mid-way, as a crashed
// process would leave it) or fails at its last step, nothing of it remains and the skill is still
// public everywhere. Faults are made in PostgreSQL itself (triggers on the change feed), not mocked.
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { GET as searchRoute } from "@/app/api/v1/search/route";
import { GET as skillRoute } from "@/app/api/v1/skills/[slug]/route";
import { readPageGeneration } from "@/lib/cache/page/read-page-generation";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { createOrg } from "@/lib/orgs";
import { setSkillVisibility } from "@/lib/publish";
import type { Actor } from "@/lib/auth/actor";
import { createActor } from "../integration/helpers/create-actor";
import { publishFixture } from "../integration/helpers/publish-fixture";
import { callRaw } from "../integration/catalog/route-helpers";
import { clearChangeFeedFault, findSleepingSession, injectChangeFeedFault } from "./support/change-feed-fault";

let owner: Actor;

beforeAll(async () => {
  owner = await createActor({ handle: "fault-vis-owner" });
  await createOrg({ handle: "fault-vis-org", ownerHandle: owner.handle, actor: null });
});

afterEach(clearChangeFeedFault);

/** Makes the next visibility event `sleep` (to be killed while it waits) or `fail`. */
const injectFault = (kind: "sleep" | "fail") => injectChangeFeedFault(kind, `NEW."kind" = 'visibility'`);

async function snapshot(slug: string, id: string) {
  const skill = await db.skill.findUniqueOrThrow({ where: { slug }, select: { visibility: true } });
  return {
    visibility: skill.visibility,
    searchDocument: await db.skillSearchDocument.count({ where: { skillId: id } }),
    changes: await db.changeEvent.count({ where: { skillId: id } }),
    audits: await db.auditLog.count({ where: { skillId: id, action: "skill.set-visibility" } }),
    generation: await readPageGeneration(),
    anonymousSkill: (await callRaw(skillRoute, `/api/v1/skills/${slug}`, { params: { slug } })).status,
    anonymousSearch: (await (await callRaw(searchRoute, `/api/v1/search?q=${slug}`)).text()).includes(slug),
  };
}

async function publicSkill(slug: string): Promise<string> {
  const result = await publishFixture({
    actor: owner,
    slug,
    version: "1.0.0",
    ownerHandle: "fault-vis-org",
    visibility: "public",
    content: { description: `Fault probe ${slug}.` },
  });
  return result.skill.id;
}

describe("visibility change under faults", () => {
  test("killed mid-transaction: readers see the old state throughout, and nothing of the change remains", async () => {
    const id = await publicSkill("fault-vis-killed");
    const before = await snapshot("fault-vis-killed", id);
    expect(before).toMatchObject({ visibility: "PUBLIC", searchDocument: 1, anonymousSkill: 200, anonymousSearch: true });
    await injectFault("sleep");
    const change = setSkillVisibility({ actor: owner, slug: "fault-vis-killed", visibility: "private" }).then(
      () => "committed",
      (error: unknown) => error,
    );
    // Wait until the change is inside its transaction, sleeping on the feed insert: every other write is done but not committed.
    const pid = await findSleepingSession();
    expect(pid, "the change never reached the change feed").not.toBeNull();
    expect(await snapshot("fault-vis-killed", id)).toEqual(before);
    await db.$queryRaw`SELECT pg_terminate_backend(${pid}::int)`;
    expect(await change).not.toBe("committed");
    expect(await snapshot("fault-vis-killed", id)).toEqual(before);
  });

  test("failing at its last step: rolled back whole, the error reported, the skill still public", async () => {
    const id = await publicSkill("fault-vis-failed");
    const before = await snapshot("fault-vis-failed", id);
    await injectFault("fail");
    const error = await setSkillVisibility({ actor: owner, slug: "fault-vis-failed", visibility: "internal" }).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).not.toBeNull();
    expect(error).not.toBeInstanceOf(AppError);
    expect(await snapshot("fault-vis-failed", id)).toEqual(before);
  });

  test("without a fault: every effect at once (hidden from anonymous readers, out of search, one feed event, one audit entry, a new page generation)", async () => {
    const id = await publicSkill("fault-vis-clean");
    const before = await snapshot("fault-vis-clean", id);
    await setSkillVisibility({ actor: owner, slug: "fault-vis-clean", visibility: "private" });
    const after = await snapshot("fault-vis-clean", id);
    expect(after).toMatchObject({
      visibility: "PRIVATE",
      searchDocument: 0,
      changes: before.changes + 1,
      audits: 1,
      anonymousSkill: 404,
      anonymousSearch: false,
    });
    expect(after.generation).not.toBe(before.generation);
  });
});
