// The publish walk touches each rule once: preparePublication reads, validates and scans and
// decides nothing (an invalid bundle is a result, not an error); publishVersion decides once and
// reuses a caller's preparation (GitHub import prepares to pick the slug) when it was made for the
// slug published under, and prepares again when it was not.
import { describe, expect, test } from "vitest";
import { db } from "@/lib/db";
import { preparePublication, publicationRefusal, publishVersion } from "@/lib/publish";
import { createActor } from "../helpers/create-actor";
import { skillFiles } from "../helpers/skill-files";

const encoder = new TextEncoder();

describe("prepare, decide, publish", () => {
  test("an invalid bundle prepares without throwing; the decision names why", async () => {
    const prepared = await preparePublication({ bundle: { kind: "files", files: [{ path: "README.md", bytes: encoder.encode("# no skill here\n") }] } });
    expect(prepared.validation.gate.ok).toBe(false);
    expect(prepared.scan.verdict).toEqual(expect.any(String));
    expect(publicationRefusal(prepared)?.code).toBe("SKILL_INVALID");
  });

  test("a preparation made for the slug is reused; one made for another slug is done again", async () => {
    const actor = await createActor();
    const prepared = await preparePublication({ bundle: skillFiles({ name: "reused-prep" }) });
    const marked = { ...prepared, scan: { ...prepared.scan, summary: "summary from the caller's preparation" } };
    const reused = await publishVersion({ actor, bundle: prepared.bundle, prepared: marked, version: "1.0.0" });
    expect(reused.skill.slug).toBe("reused-prep");
    expect(reused.summary).toBe("summary from the caller's preparation");

    const other = await publishVersion({ actor, bundle: prepared.bundle, prepared: marked, slug: "renamed-prep", version: "1.0.0" });
    expect(other.summary).not.toBe("summary from the caller's preparation");
    expect(await db.skillVersion.count({ where: { skill: { slug: { in: ["reused-prep", "renamed-prep"] } } } })).toBe(2);
  });
});
