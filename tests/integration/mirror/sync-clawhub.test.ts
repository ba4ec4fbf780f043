// The mirror against ClawHub's shapes (a stand-in on 127.0.0.1): filters by owner, by skill and
// everything; each version through our gate (blocked stored blocked, invalid rejected, archives held
// to their records); upstream changes (withdrawals, hides, deletions, malware flags) followed; local
// decisions (a moderator's hide, a deletion) left alone; and names in the mirror's namespace.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { db } from "@/lib/db";
import { hideSkill } from "@/lib/moderation";
import { addMirror, removeMirror, syncMirror } from "@/lib/mirror";
import { createActor } from "../helpers/create-actor";
import { expectCode } from "../helpers/expect-code";
import { maliciousFiles } from "../helpers/flagged-content";
import { FakeClawhub, skillMd } from "../../setup/fake-clawhub";

const upstream = new FakeClawhub();

beforeAll(async () => {
  await upstream.start();
  upstream.skills = [
    {
      owner: "alice",
      slug: "pdf-tools",
      displayName: "PDF Tools",
      topics: ["documents", "Not A Topic!"],
      versions: [
        { version: "1.0.0", files: { "SKILL.md": skillMd("pdf-tools") } },
        { version: "1.1.0", files: { "SKILL.md": skillMd("pdf-tools", " Now with forms."), "scripts/fill.py": "print('fill')\n" } },
      ],
    },
    {
      owner: "alice",
      slug: "evil-helper",
      versions: [
        { version: "1.0.0", files: { "SKILL.md": skillMd("evil-helper") } },
        { version: "2.0.0", files: { "SKILL.md": skillMd("evil-helper"), ...maliciousFiles } },
      ],
    },
    { owner: "bob", slug: "pdf-tools", versions: [{ version: "0.1.0", files: { "SKILL.md": skillMd("pdf-tools", " Bob's.") } }] },
    { owner: "bob", slug: "broken", versions: [{ version: "1.0.0", files: { "SKILL.md": "no frontmatter at all\n" } }] },
    { owner: "carol", slug: "notes", versions: [{ version: "1.0.0", files: { "SKILL.md": skillMd("notes") } }] },
  ];
});
afterAll(() => upstream.stop());

async function versionsOf(slug: string) {
  return db.skillVersion.findMany({
    where: { skill: { slug } },
    orderBy: { version: "asc" },
    select: {
      version: true,
      verdict: true,
      blockedAt: true,
      blockedReason: true,
      withdrawnAt: true,
      withdrawnReason: true,
      provenance: true,
      files: { select: { path: true } },
    },
  });
}

describe("mirroring ClawHub by owner", () => {
  test("only that owner's skills arrive, named in the mirror's namespace, every version gated", async () => {
    await addMirror({ actor: null, config: { name: "hub-a", url: upstream.url, owners: ["@Alice"] } });
    const result = await syncMirror("hub-a");
    expect(result.ok).toBe(true);
    expect(result.stats).toMatchObject({ mode: "full", versionsAdded: 4, versionsBlocked: 1, versionsRejected: 0 });

    const skills = await db.skill.findMany({
      where: { slug: { startsWith: "hub-a--" } },
      orderBy: { slug: "asc" },
      select: { slug: true, topics: true, displayName: true, owner: { select: { handle: true } } },
    });
    expect(skills).toEqual([
      { slug: "hub-a--alice--evil-helper", topics: [], displayName: "evil-helper", owner: { handle: "hub-a--alice" } },
      { slug: "hub-a--alice--pdf-tools", topics: ["documents"], displayName: "PDF Tools", owner: { handle: "hub-a--alice" } },
    ]);
    const pdf = await versionsOf("hub-a--alice--pdf-tools");
    expect(pdf.map((row) => row.version)).toEqual(["1.0.0", "1.1.0"]);
    // ClawHub's download adds _meta.json; no version declares it, so it is not part of the skill.
    expect(pdf[1]!.files.map((file) => file.path).sort()).toEqual(["SKILL.md", "scripts/fill.py"]);
    expect(pdf[1]!.provenance).toMatchObject({
      kind: "mirror",
      mirror: "hub-a",
      url: upstream.url,
      ownerHandle: "alice",
      slug: "pdf-tools",
      version: "1.1.0",
      digest: null,
      moderation: "clean",
    });
  });

  test("a version our scanner judges malicious is stored blocked with its findings, never installable", async () => {
    const evil = await versionsOf("hub-a--alice--evil-helper");
    expect(evil.map((row) => [row.version, row.verdict, row.blockedAt !== null])).toEqual([
      ["1.0.0", "CLEAN", false],
      ["2.0.0", "MALICIOUS", true],
    ]);
    expect(evil[1]!.blockedReason).toMatch(/scanner/i);
    const skill = await db.skill.findUniqueOrThrow({ where: { slug: "hub-a--alice--evil-helper" }, select: { latestVersion: { select: { version: true } } } });
    expect(skill.latestVersion?.version).toBe("1.0.0");
    const report = await db.skillVersion.findFirstOrThrow({
      where: { skill: { slug: "hub-a--alice--evil-helper" }, version: "2.0.0" },
      select: { scanReport: true },
    });
    expect((report.scanReport as { findings: Array<{ severity: string }> }).findings.some((finding) => finding.severity === "critical")).toBe(true);
  });

  test("the signed statement says mirrored, with the upstream's names", async () => {
    const attestation = await db.attestation.findFirstOrThrow({ where: { version: { skill: { slug: "hub-a--alice--pdf-tools" }, version: "1.1.0" } } });
    const statement = JSON.parse(attestation.payload) as Record<string, unknown>;
    expect(statement).toMatchObject({
      slug: "hub-a--alice--pdf-tools",
      version: "1.1.0",
      origin: "mirrored",
      upstream: { mirror: "hub-a", ownerHandle: "alice", slug: "pdf-tools", version: "1.1.0" },
    });
  });

  test("a second sync fetches nothing new (every version is here)", async () => {
    const before = upstream.requests.filter((path) => path.startsWith("/api/v1/download")).length;
    const result = await syncMirror("hub-a");
    expect(result.stats.versionsAdded).toBe(0);
    expect(upstream.requests.filter((path) => path.startsWith("/api/v1/download")).length).toBe(before);
  });
});

describe("mirroring by skill and everything", () => {
  test("--skill owner/slug and a plain slug that two owners use (ClawHub's 409) each bring what they name", async () => {
    await addMirror({ actor: null, config: { name: "hub-b", url: upstream.url, skills: ["bob/pdf-tools", "notes"] } });
    expect((await syncMirror("hub-b")).ok).toBe(true);
    const slugs = (await db.skill.findMany({ where: { slug: { startsWith: "hub-b--" } }, select: { slug: true } })).map((row) => row.slug).sort();
    expect(slugs).toEqual(["hub-b--bob--pdf-tools", "hub-b--carol--notes"]);
  });

  test("--all takes every skill; an invalid one is rejected by our gate and remembered", async () => {
    await addMirror({ actor: null, config: { name: "hub-c", url: upstream.url, all: true } });
    const result = await syncMirror("hub-c");
    expect(result.ok).toBe(true);
    expect(result.stats.versionsRejected).toBe(1);
    const slugs = (await db.skill.findMany({ where: { slug: { startsWith: "hub-c--" } }, select: { slug: true } })).map((row) => row.slug).sort();
    expect(slugs).toEqual(["hub-c--alice--evil-helper", "hub-c--alice--pdf-tools", "hub-c--bob--pdf-tools", "hub-c--carol--notes"]);
    const rejected = await db.mirroredVersion.findFirstOrThrow({ where: { upstreamName: "hub-c", upstreamSlug: "broken" } });
    expect(rejected).toMatchObject({ state: "rejected", code: "SKILL_INVALID", versionId: null });
    // Rejected stays rejected: the next sync does not download it again.
    const downloads = () => upstream.requests.filter((path) => path.includes("slug=broken")).length;
    const before = downloads();
    await syncMirror("hub-c");
    expect(downloads()).toBe(before);
  });

  test("an archive that does not match its version record is rejected (MIRROR_INTEGRITY)", async () => {
    upstream.skills.push({ owner: "carol", slug: "tampered", versions: [{ version: "1.0.0", files: { "SKILL.md": skillMd("tampered") } }] });
    upstream.tamper.add("tampered@1.0.0");
    await syncMirror("hub-c");
    expect(await db.mirroredVersion.findFirstOrThrow({ where: { upstreamName: "hub-c", upstreamSlug: "tampered" } })).toMatchObject({
      state: "rejected",
      code: "MIRROR_INTEGRITY",
    });
    expect(await db.skill.count({ where: { slug: "hub-c--carol--tampered" } })).toBe(0);
  });
});

describe("upstream changes propagate", () => {
  test("a withdrawn version is withdrawn here, and restored when it comes back; unchanged skills are not asked again", async () => {
    const pdf = upstream.skills.find((skill) => skill.owner === "alice" && skill.slug === "pdf-tools")!;
    // ClawHub moves a skill's updatedAt when a version is withdrawn (what a full sync looks at).
    pdf.versions[1]!.gone = 410;
    pdf.updatedAt = 2;
    await syncMirror("hub-a");
    let row = (await versionsOf("hub-a--alice--pdf-tools"))[1]!;
    expect(row.withdrawnAt).not.toBeNull();
    expect(row.withdrawnReason).toMatch(/withdrawn upstream/i);
    pdf.versions[1]!.gone = undefined;
    pdf.updatedAt = 3;
    await syncMirror("hub-a");
    row = (await versionsOf("hub-a--alice--pdf-tools"))[1]!;
    expect(row.withdrawnAt).toBeNull();
    // Nothing changed upstream since: a full sync lists, but does not ask about each skill again.
    const asked = () => upstream.requests.filter((path) => path.startsWith("/api/v1/skills/pdf-tools")).length;
    const before = asked();
    await syncMirror("hub-a");
    expect(asked()).toBe(before);
  });

  test("hidden upstream ⇒ hidden here with that reason; back upstream ⇒ back here", async () => {
    const notes = upstream.skills.find((skill) => skill.slug === "notes")!;
    notes.state = "hidden";
    expect((await syncMirror("hub-b")).stats.skillsHidden).toBe(1);
    let skill = await db.skill.findUniqueOrThrow({ where: { slug: "hub-b--carol--notes" } });
    expect(skill.moderation).toBe("HIDDEN");
    expect(skill.moderationReason).toMatch(/hidden upstream/i);
    notes.state = undefined;
    expect((await syncMirror("hub-b")).stats.skillsUnhidden).toBe(1);
    skill = await db.skill.findUniqueOrThrow({ where: { slug: "hub-b--carol--notes" } });
    expect(skill.moderation).toBe("ACTIVE");
  });

  test("deleted upstream and flagged as malware upstream both hide the copy, each with its reason", async () => {
    const notes = upstream.skills.find((skill) => skill.slug === "notes")!;
    notes.state = "deleted";
    await syncMirror("hub-c");
    expect((await db.skill.findUniqueOrThrow({ where: { slug: "hub-c--carol--notes" } })).moderationReason).toMatch(/deleted upstream/i);
    notes.state = undefined;
    const bobs = upstream.skills.find((skill) => skill.owner === "bob" && skill.slug === "pdf-tools")!;
    bobs.malware = true;
    await syncMirror("hub-c");
    expect((await db.skill.findUniqueOrThrow({ where: { slug: "hub-c--bob--pdf-tools" } })).moderationReason).toMatch(/malware/i);
    expect((await db.skill.findUniqueOrThrow({ where: { slug: "hub-c--carol--notes" } })).moderation).toBe("ACTIVE");
    bobs.malware = false;
  });

  test("a local moderator's hide stands whatever the upstream does", async () => {
    const moderator = await createActor({ role: "MODERATOR" });
    await hideSkill({ actor: moderator, slug: "hub-a--alice--pdf-tools", reason: "Not for our agents." });
    await syncMirror("hub-a");
    const skill = await db.skill.findUniqueOrThrow({ where: { slug: "hub-a--alice--pdf-tools" } });
    expect(skill).toMatchObject({ moderation: "HIDDEN", moderationReason: "Not for our agents." });
  });
});

describe("configuration", () => {
  test("bad names, URLs and empty filters are refused; duplicates too; a sync of an unknown mirror is MIRROR_NOT_FOUND", async () => {
    await expectCode(addMirror({ actor: null, config: { name: "hub-a", url: upstream.url, all: true } }), "MIRROR_EXISTS");
    await expect(addMirror({ actor: null, config: { name: "Bad--Name", url: upstream.url, all: true } })).rejects.toThrow();
    await expect(addMirror({ actor: null, config: { name: "hub-x", url: "ftp://example.com", all: true } })).rejects.toThrow();
    await expect(addMirror({ actor: null, config: { name: "hub-x", url: "https://user:pw@example.com", all: true } })).rejects.toThrow();
    await expect(addMirror({ actor: null, config: { name: "hub-x", url: upstream.url } })).rejects.toThrow();
    await expectCode(syncMirror("nope"), "MIRROR_NOT_FOUND");
    const user = await createActor();
    await expectCode(addMirror({ actor: user, config: { name: "hub-x", url: upstream.url, all: true } }), "FORBIDDEN");
  });

  test("removing a mirror hides its skills; adding it again brings them back", async () => {
    const removed = await removeMirror({ actor: null, name: "hub-b" });
    expect(removed.hidden).toBeGreaterThanOrEqual(2);
    expect((await db.skill.findUniqueOrThrow({ where: { slug: "hub-b--bob--pdf-tools" } })).moderationReason).toMatch(/removed/i);
    await addMirror({ actor: null, config: { name: "hub-b", url: upstream.url, skills: ["bob/pdf-tools", "notes"] } });
    await syncMirror("hub-b");
    expect((await db.skill.findUniqueOrThrow({ where: { slug: "hub-b--bob--pdf-tools" } })).moderation).toBe("ACTIVE");
  });
});
