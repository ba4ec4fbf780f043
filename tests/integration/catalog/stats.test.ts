// lib/stats: downloads and installs counted once per identity per skill per UTC day, also when the
// same person's requests race, and DownloadSeen kept small.
import { describe, expect, test } from "vitest";
import { GET as discovery } from "@/app/.well-known/clawhub.json/route";
import { GET as oldDiscovery } from "@/app/.well-known/clawdhub.json/route";
import { db } from "@/lib/db";
import { downloadIdentity, forgetSeenForTests, pruneDownloadSeen, recordSkillEvent } from "@/lib/stats";
import { publishFixture } from "../helpers/publish-fixture";
import { acceptedByCli, clawhub } from "./clawhub-schemas";
import { callRaw, json, tokenUser } from "./route-helpers";

async function freshSkill(slug: string) {
  const { actor } = await tokenUser();
  return (await publishFixture({ actor, slug, version: "1.0.0" })).skill.id;
}

describe("recordSkillEvent", () => {
  test("twenty concurrent downloads by one person count once; a new day counts again", async () => {
    const skillId = await freshSkill("racey");
    forgetSeenForTests();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        recordSkillEvent({ skillId, kind: "download", userId: "user-a", ip: "192.0.2.1", now: new Date("2031-03-01T10:00:00Z") }),
      ),
    );
    expect(results.filter((r) => r.counted)).toHaveLength(1);
    await recordSkillEvent({ skillId, kind: "download", userId: "user-a", ip: "192.0.2.1", now: new Date("2031-03-02T00:00:01Z") });
    const skill = await db.skill.findUniqueOrThrow({ where: { id: skillId } });
    expect(skill.downloads).toBe(2);
    const days = await db.dailyStat.findMany({ where: { skillId }, orderBy: { day: "asc" } });
    expect(days.map((d) => [d.day.toISOString().slice(0, 10), d.downloads])).toEqual([
      ["2031-03-01", 1],
      ["2031-03-02", 1],
    ]);
  });

  test("downloads and installs are counted separately; counting never touches the skill's updatedAt", async () => {
    const skillId = await freshSkill("two-kinds");
    const before = (await db.skill.findUniqueOrThrow({ where: { id: skillId } })).updatedAt;
    await recordSkillEvent({ skillId, kind: "download", ip: "192.0.2.7" });
    await recordSkillEvent({ skillId, kind: "install", ip: "192.0.2.7" });
    const after = await db.skill.findUniqueOrThrow({ where: { id: skillId } });
    expect(after).toMatchObject({ downloads: 1, installs: 1 });
    expect(after.updatedAt).toEqual(before);
  });

  test("an address becomes a keyed hash that changes every day", () => {
    const monday = downloadIdentity({ ip: "192.0.2.1", day: "2031-03-03" });
    expect(monday).toMatch(/^ip:[A-Za-z0-9_-]{32}$/);
    expect(downloadIdentity({ ip: "192.0.2.1", day: "2031-03-04" })).not.toBe(monday);
    expect(downloadIdentity({ userId: "u1", ip: "192.0.2.1", day: "2031-03-03" })).toBe("user:u1");
  });

  test("pruning keeps today and yesterday only", async () => {
    const skillId = await freshSkill("pruned");
    for (const day of ["2031-01-01", "2031-01-09", "2031-01-10"])
      await recordSkillEvent({ skillId, kind: "download", ip: "192.0.2.9", now: new Date(`${day}T12:00:00Z`) });
    await pruneDownloadSeen({ today: "2031-01-10", force: true });
    const left = await db.downloadSeen.findMany({ where: { skillId }, orderBy: { day: "asc" } });
    expect(left.map((row) => row.day.toISOString().slice(0, 10))).toEqual(["2031-01-09", "2031-01-10"]);
  });
});

describe("/.well-known/clawhub.json", () => {
  test("names this server as the API and sign-in base, under both names the CLI tries", async () => {
    for (const route of [discovery, oldDiscovery]) {
      const body = acceptedByCli(clawhub.WellKnownConfigSchema, await json<{ apiBase: string }>(await callRaw(route, "/.well-known/clawhub.json")));
      expect(body).toMatchObject({ apiBase: "http://hub.test", authBase: "http://hub.test" });
    }
  });
});
