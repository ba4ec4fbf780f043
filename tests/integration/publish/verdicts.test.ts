// Verdict policy: malicious ⇒ 422 SCAN_BLOCKED, nothing stored, attempt recorded against the
// publisher; suspicious ⇒ published with the findings and queued for moderators; clean ⇒ published.
import { describe, expect, test } from "vitest";
import { db } from "@/lib/db";
import { listModerationQueue } from "@/lib/moderation";
import { publishVersion } from "@/lib/publish";
import type { Finding } from "@/scanner";
import { countRows } from "../helpers/count-rows";
import { createActor } from "../helpers/create-actor";
import { expectCode } from "../helpers/expect-code";
import { maliciousFiles, suspiciousFiles } from "../helpers/flagged-content";
import { publishFixture } from "../helpers/publish-fixture";

describe("malicious", () => {
  test("is refused with 422 SCAN_BLOCKED listing the findings; nothing is stored", async () => {
    const actor = await createActor();
    const before = await countRows();
    const error = await expectCode(publishFixture({ actor, slug: "evil-helper", version: "1.0.0", content: { files: maliciousFiles } }), "SCAN_BLOCKED");
    expect(error.status).toBe(422);
    const details = error.details as { verdict: string; findings: Finding[] };
    expect(details.verdict).toBe("malicious");
    const finding = details.findings.find((f) => f.file === "scripts/setup.sh");
    expect(finding).toMatchObject({ file: "scripts/setup.sh", line: 3 });
    expect(finding?.ruleId).toEqual(expect.any(String));
    expect(finding?.message).toEqual(expect.any(String));

    const after = await countRows();
    expect({ ...after, audit: before.audit }).toEqual(before);
    expect(after.audit).toBe(before.audit + 1);
  });

  test("each blocked attempt is audited and raises the publisher's abuse score, even for an existing skill", async () => {
    const actor = await createActor();
    await publishFixture({ actor, slug: "turned-bad", version: "1.0.0" });
    await expectCode(publishFixture({ actor, slug: "turned-bad", version: "1.0.1", content: { files: maliciousFiles } }), "SCAN_BLOCKED");
    await expectCode(publishFixture({ actor, slug: "turned-bad", version: "1.0.2", content: { files: maliciousFiles } }), "SCAN_BLOCKED");
    expect((await db.user.findUniqueOrThrow({ where: { id: actor.userId } })).abuseScore).toBe(2);
    const audits = await db.auditLog.findMany({ where: { action: "publish.blocked", actorId: actor.userId }, orderBy: { id: "asc" } });
    expect(audits).toHaveLength(2);
    expect(audits[0]!.data).toMatchObject({
      slug: "turned-bad",
      version: "1.0.1",
      findings: expect.arrayContaining([expect.objectContaining({ file: "scripts/setup.sh" })]),
    });
    const skill = await db.skill.findUniqueOrThrow({ where: { slug: "turned-bad" }, include: { versions: true } });
    expect(skill.versions.map((v) => v.version)).toEqual(["1.0.0"]);
  });
});

describe("suspicious", () => {
  test("is published with its findings, flagged for installers and queued for moderators", async () => {
    const actor = await createActor();
    const moderator = await createActor({ role: "MODERATOR" });
    const result = await publishFixture({ actor, slug: "risky-installer", version: "1.0.0", content: { files: suspiciousFiles } });
    expect(result.status).toBe("published");
    expect(result.verdict).toBe("suspicious");
    expect(result.findings.some((f) => f.file === "scripts/install.sh" && f.line === 3)).toBe(true);
    expect(result.summary).toEqual(expect.any(String));

    const version = await db.skillVersion.findUniqueOrThrow({ where: { id: result.version.id } });
    expect(version).toMatchObject({ verdict: "SUSPICIOUS", reviewState: "PENDING" });
    expect((await db.skill.findUniqueOrThrow({ where: { slug: "risky-installer" } })).verdict).toBe("SUSPICIOUS");
    const queue = await listModerationQueue({ actor: moderator });
    expect(queue.versions.map((v) => `${v.slug}@${v.version}`)).toContain("risky-installer@1.0.0");
  });
});

describe("clean", () => {
  test("is published with no review pending, and the answer carries validation diagnostics", async () => {
    const actor = await createActor();
    const result = await publishFixture({ actor, slug: "plain-skill", version: "1.0.0" });
    expect(result.verdict).toBe("clean");
    expect(Array.isArray(result.diagnostics)).toBe(true);
    expect(Array.isArray(result.findings)).toBe(true);
    expect(await db.skillVersion.findUniqueOrThrow({ where: { id: result.version.id } })).toMatchObject({ verdict: "CLEAN", reviewState: null });
  });

  test("a bundle that fails the publish gate is SKILL_INVALID with diagnostics and stores nothing", async () => {
    const actor = await createActor();
    const before = await countRows();
    const error = await expectCode(
      publishVersion({
        actor,
        slug: "no-skill-md",
        version: "1.0.0",
        bundle: { kind: "files", files: [{ path: "README.md", bytes: new TextEncoder().encode("# hi\n") }] },
      }),
      "SKILL_INVALID",
    );
    expect((error.details as { diagnostics: unknown[] }).diagnostics.length).toBeGreaterThan(0);
    expect(await countRows()).toEqual(before);
  });
});
