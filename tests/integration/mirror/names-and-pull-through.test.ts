// Names and pull-through as clients meet them, through the real route handlers: a local skill keeps
// its plain slug; plain and owner-qualified names reach mirrored skills where unambiguous (and say
// SKILL_AMBIGUOUS where not); an install of an allowed skill that is not here yet is fetched, gated
// and stored, then served from here, and a blocked one is never served; names a mirror does not
// allow cost the upstream nothing.
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { GET as downloadRoute } from "@/app/api/v1/download/route";
import { GET as skillRoute } from "@/app/api/v1/skills/[slug]/route";
import { GET as versionRoute } from "@/app/api/v1/skills/[slug]/versions/[version]/route";
import { POST as verdictsRoute } from "@/app/api/v1/skills/-/security-verdicts/route";
import { db } from "@/lib/db";
import { addMirror, syncMirror } from "@/lib/mirror";
import { maliciousFiles } from "../helpers/flagged-content";
import { publishFixture } from "../helpers/publish-fixture";
import { callRaw, expectError, tokenUser } from "../catalog/route-helpers";
import { FakeClawhub, skillMd } from "../../setup/fake-clawhub";

const upstream = new FakeClawhub();
const asked = (fragment: string) => upstream.requests.filter((path) => path.includes(fragment)).length;

type Detail = { skill: { slug: string }; owner: { handle: string }; latestVersion: { version: string } | null };

beforeAll(async () => {
  await upstream.start();
  upstream.skills = [
    {
      owner: "alice",
      slug: "pdf-tools",
      versions: [
        { version: "1.0.0", files: { "SKILL.md": skillMd("pdf-tools") } },
        { version: "1.1.0", files: { "SKILL.md": skillMd("pdf-tools", " v1.1"), "scripts/a.sh": "#!/bin/sh\necho a\n" } },
      ],
    },
    { owner: "bob", slug: "pdf-tools", versions: [{ version: "0.1.0", files: { "SKILL.md": skillMd("pdf-tools", " Bob's.") } }] },
    { owner: "carol", slug: "notes", versions: [{ version: "1.0.0", files: { "SKILL.md": skillMd("notes"), "references/guide.md": "# Guide\n" } }] },
    {
      owner: "dora",
      slug: "evil",
      versions: [
        { version: "1.0.0", files: { "SKILL.md": skillMd("evil") } },
        { version: "2.0.0", files: { "SKILL.md": skillMd("evil"), ...maliciousFiles } },
      ],
    },
  ];
  const local = await tokenUser({ handle: "localpub" });
  await publishFixture({ actor: local.actor, slug: "pdf-tools", version: "3.0.0" });
  await addMirror({ actor: null, config: { name: "up", url: upstream.url, owners: ["alice", "carol", "dora"], pullThrough: true } });
});
afterAll(() => upstream.stop());

describe("pull-through", () => {
  test("an install of an allowed skill not here yet fetches it through our gate and answers from here", async () => {
    const response = await callRaw(skillRoute, "/api/v1/skills/notes", { params: { slug: "notes" } });
    expect(response.status).toBe(200);
    const detail = (await response.json()) as Detail;
    expect(detail).toMatchObject({ skill: { slug: "up--carol--notes" }, owner: { handle: "up--carol" }, latestVersion: { version: "1.0.0" } });
    const zip = await callRaw(downloadRoute, "/api/v1/download?slug=notes&version=1.0.0");
    expect(zip.status).toBe(200);
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(["SKILL.md", "references/guide.md"]);
    expect(new TextDecoder().decode(files["SKILL.md"])).toBe(skillMd("notes"));
    expect(await db.mirroredSkill.count({ where: { upstreamName: "up", upstreamSlug: "notes" } })).toBe(1);
    // The version says where it came from.
    const version = (await (
      await callRaw(versionRoute, "/api/v1/skills/up--carol--notes/versions/1.0.0", { params: { slug: "up--carol--notes", version: "1.0.0" } })
    ).json()) as { version: { mirror: unknown } };
    expect(version.version.mirror).toMatchObject({ mirror: "up", url: upstream.url, ownerHandle: "carol", slug: "notes", version: "1.0.0", digest: null });
  });

  test("by the mirrored name itself too; a blocked latest is stored blocked and never served", async () => {
    const response = await callRaw(skillRoute, "/api/v1/skills/up--dora--evil", { params: { slug: "up--dora--evil" } });
    expect(response.status).toBe(200);
    const stored = await db.skillVersion.findFirstOrThrow({ where: { skill: { slug: "up--dora--evil" }, version: "2.0.0" } });
    expect(stored.verdict).toBe("MALICIOUS");
    expect(stored.blockedAt).not.toBeNull();
    await expectError(await callRaw(downloadRoute, "/api/v1/download?slug=up--dora--evil&version=2.0.0"), 403, "VERSION_BLOCKED");
  });

  test("a version not here yet of a mirrored skill is pulled when asked for", async () => {
    await callRaw(skillRoute, "/api/v1/skills/pdf-tools?ownerHandle=alice", { params: { slug: "pdf-tools" } });
    expect(await db.skillVersion.count({ where: { skill: { slug: "up--alice--pdf-tools" } } })).toBe(1);
    const response = await callRaw(versionRoute, "/api/v1/skills/up--alice--pdf-tools/versions/1.0.0", {
      params: { slug: "up--alice--pdf-tools", version: "1.0.0" },
    });
    expect(response.status).toBe(200);
    expect(await db.skillVersion.count({ where: { skill: { slug: "up--alice--pdf-tools" } } })).toBe(2);
  });

  test("a name the mirror's filter excludes costs the upstream nothing; a miss is remembered", async () => {
    const before = upstream.requests.length;
    await expectError(await callRaw(skillRoute, "/api/v1/skills/pdf-tools?ownerHandle=bob", { params: { slug: "pdf-tools" } }), 404, "SKILL_NOT_FOUND");
    expect(upstream.requests.length).toBe(before);
    await expectError(await callRaw(skillRoute, "/api/v1/skills/nothing-here", { params: { slug: "nothing-here" } }), 404, "SKILL_NOT_FOUND");
    const once = asked("nothing-here");
    expect(once).toBeGreaterThan(0);
    await expectError(await callRaw(skillRoute, "/api/v1/skills/nothing-here", { params: { slug: "nothing-here" } }), 404, "SKILL_NOT_FOUND");
    expect(asked("nothing-here")).toBe(once);
  });
});

describe("names", () => {
  test("a local skill keeps its plain slug; @owner/slug reaches the mirrored one by upstream or mirror handle", async () => {
    const local = (await (await callRaw(skillRoute, "/api/v1/skills/pdf-tools", { params: { slug: "pdf-tools" } })).json()) as Detail;
    expect(local).toMatchObject({ skill: { slug: "pdf-tools" }, owner: { handle: "localpub" } });
    for (const path of ["/api/v1/skills/pdf-tools?ownerHandle=alice", "/api/v1/skills/pdf-tools?ownerHandle=up--alice", "/api/v1/skills/alice%2Fpdf-tools"]) {
      const slug = path.includes("%2F") ? "alice%2Fpdf-tools" : "pdf-tools";
      const detail = (await (await callRaw(skillRoute, path, { params: { slug } })).json()) as Detail;
      expect(detail.skill.slug, path).toBe("up--alice--pdf-tools");
    }
  });

  test("a plain slug two mirrored skills share (and no local skill has) is SKILL_AMBIGUOUS, naming both", async () => {
    await addMirror({ actor: null, config: { name: "up2", url: upstream.url, skills: ["carol/notes"] } });
    await syncMirror("up2");
    const text = await expectError(await callRaw(skillRoute, "/api/v1/skills/notes", { params: { slug: "notes" } }), 409, "SKILL_AMBIGUOUS");
    expect(text).toContain("notes");
    const qualified = (await (await callRaw(skillRoute, "/api/v1/skills/notes?ownerHandle=up2--carol", { params: { slug: "notes" } })).json()) as Detail;
    expect(qualified.skill.slug).toBe("up2--carol--notes");
  });

  test("OpenClaw's batch security check answers @owner/slug for a mirrored skill, echoing what was asked", async () => {
    const response = await callRaw(verdictsRoute, "/api/v1/skills/-/security-verdicts", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        items: [
          { slug: "alice/pdf-tools", version: "1.1.0" },
          { slug: "pdf-tools", version: "3.0.0" },
          { slug: "up--dora--evil", version: "2.0.0" },
          { slug: "pdf-tools", ownerHandle: "alice", version: "1.0.0" },
        ],
      }),
    });
    expect(response.status).toBe(200);
    const { items } = (await response.json()) as {
      items: Array<{ requestedSlug: string; slug: string; publisherHandle: string; decision: string; skillUrl: string }>;
    };
    // The names asked for are the names answered (OpenClaw refuses any other); the page URL is the full name's.
    expect(items.map((item) => [item.requestedSlug, item.slug, item.publisherHandle, item.decision])).toEqual([
      ["pdf-tools", "pdf-tools", "alice", "pass"],
      ["pdf-tools", "pdf-tools", "localpub", "pass"],
      ["up--dora--evil", "up--dora--evil", "up--dora", "fail"],
      ["pdf-tools", "pdf-tools", "alice", "pass"],
    ]);
    expect(items[0]!.skillUrl).toContain("/up--alice/up--alice--pdf-tools");
  });

  test("nobody publishes into a mirror's namespace", async () => {
    const local = await tokenUser({ handle: "squatter" });
    await expect(publishFixture({ actor: local.actor, slug: "up--alice--pdf-tools", version: "9.0.0" })).rejects.toMatchObject({ code: "SLUG_INVALID" });
  });
});
