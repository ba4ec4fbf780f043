// Approving a version held for an org's review commits atomically with its effects (issue 18, team
// policy): the version's review state, the skill's latest version, its search document, the
// page-cache generation, the change feed and the audit entry move together or not at all. Killed
// mid-way (its PostgreSQL session terminated while it waits on the feed insert, its last step) or
// failing there, nothing of the approval remains: the version is still held and absent for
// everyone else. Faults are made in PostgreSQL itself (a trigger on the change feed), not mocked.
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { GET as versionRoute } from "@/app/api/v1/skills/[slug]/versions/[version]/route";
import { readPageGeneration } from "@/lib/cache/page/read-page-generation";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { createOrg, setOrgPolicy } from "@/lib/orgs";
import { reviewHeldVersion } from "@/lib/publish";
import type { Actor } from "@/lib/auth/actor";
import { createActor } from "../integration/helpers/create-actor";
import { suspiciousFiles } from "../integration/helpers/flagged-content";
import { publishFixture } from "../integration/helpers/publish-fixture";
import { callRaw } from "../integration/catalog/route-helpers";
import { clearChangeFeedFault, findSleepingSession, injectChangeFeedFault } from "./support/change-feed-fault";

const ORG = "fault-review-org";
let owner: Actor;

beforeAll(async () => {
  owner = await createActor({ handle: "fault-review-owner" });
  await createOrg({ handle: ORG, ownerHandle: owner.handle, actor: null });
  await setOrgPolicy({ org: ORG, policy: { suspicious: "hold" }, actor: null });
});

afterEach(clearChangeFeedFault);

/** Makes the next feed event of `slug` `sleep` (to be killed while it waits) or `fail`. */
const injectFault = (kind: "sleep" | "fail", slug: string) => injectChangeFeedFault(kind, `NEW."slug" = '${slug}'`);

/** 1.0.0 published, 1.1.0 (suspicious) held. */
async function heldSkill(slug: string): Promise<string> {
  await publishFixture({ actor: owner, slug, version: "1.0.0", ownerHandle: ORG, visibility: "public" });
  const held = await publishFixture({ actor: owner, slug, version: "1.1.0", content: { files: suspiciousFiles } });
  expect(held.status).toBe("held");
  return held.skill.id;
}

async function snapshot(slug: string, id: string) {
  const skill = await db.skill.findUniqueOrThrow({ where: { slug }, select: { latestVersion: { select: { version: true } }, versionCount: true } });
  const params = { slug, version: "1.1.0" };
  return {
    orgReview: (await db.skillVersion.findFirstOrThrow({ where: { skillId: id, version: "1.1.0" } })).orgReview,
    latest: skill.latestVersion?.version,
    versionCount: skill.versionCount,
    searchVersion: (await db.skillSearchDocument.findUnique({ where: { skillId: id }, select: { version: true } }))?.version,
    changes: await db.changeEvent.count({ where: { skillId: id } }),
    audits: await db.auditLog.count({ where: { skillId: id, action: "version.approve" } }),
    generation: await readPageGeneration(),
    anonymousVersion: (await callRaw(versionRoute, `/api/v1/skills/${slug}/versions/1.1.0`, { params })).status,
  };
}

describe("approving a held version under faults", () => {
  test("killed mid-transaction: readers see it held throughout, and nothing of the approval remains", async () => {
    const id = await heldSkill("fault-review-killed");
    const before = await snapshot("fault-review-killed", id);
    expect(before).toMatchObject({ orgReview: "HELD", latest: "1.0.0", searchVersion: "1.0.0", anonymousVersion: 404 });
    await injectFault("sleep", "fault-review-killed");
    const approval = reviewHeldVersion({ actor: owner, slug: "fault-review-killed", version: "1.1.0", decision: "approve" }).then(
      () => "committed",
      (error: unknown) => error,
    );
    const pid = await findSleepingSession();
    expect(pid, "the approval never reached the change feed").not.toBeNull();
    expect(await snapshot("fault-review-killed", id)).toEqual(before);
    await db.$queryRaw`SELECT pg_terminate_backend(${pid}::int)`;
    expect(await approval).not.toBe("committed");
    expect(await snapshot("fault-review-killed", id)).toEqual(before);
  });

  test("failing at its last step: rolled back whole, the error reported, the version still held", async () => {
    const id = await heldSkill("fault-review-failed");
    const before = await snapshot("fault-review-failed", id);
    await injectFault("fail", "fault-review-failed");
    const error = await reviewHeldVersion({ actor: owner, slug: "fault-review-failed", version: "1.1.0", decision: "approve" }).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).not.toBeNull();
    expect(error).not.toBeInstanceOf(AppError);
    expect(await snapshot("fault-review-failed", id)).toEqual(before);
  });

  test("without a fault: every effect at once (latest, search, one feed event, one audit entry, a new page generation)", async () => {
    const id = await heldSkill("fault-review-clean");
    const before = await snapshot("fault-review-clean", id);
    await reviewHeldVersion({ actor: owner, slug: "fault-review-clean", version: "1.1.0", decision: "approve" });
    const after = await snapshot("fault-review-clean", id);
    expect(after).toMatchObject({
      orgReview: null,
      latest: "1.1.0",
      versionCount: before.versionCount + 1,
      searchVersion: "1.1.0",
      changes: before.changes + 1,
      audits: 1,
      anonymousVersion: 200,
    });
    expect(after.generation).not.toBe(before.generation);
  });
});
