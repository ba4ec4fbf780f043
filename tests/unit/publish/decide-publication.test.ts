// The publish decision (lib/publish/decide-publication.ts) from what preparation found: the gate
// refuses first (SKILL_INVALID with every gate diagnostic), a malicious verdict next (SCAN_BLOCKED
// with the findings and each rule's text); anything else publishes. The pre-publish check and the
// GitHub preview ask publicationRefusal, so they can never disagree with the publish.
import { describe, expect, test } from "vitest";
import { readBundle } from "@/lib/bundle";
import { decidePublication, publicationRefusal } from "@/lib/publish/decide-publication";
import { validateForInstall } from "@/lib/publish/validate-for-install";
import { scanSkill } from "@/scanner";
import { maliciousFiles, suspiciousFiles } from "../../integration/helpers/flagged-content";

const encoder = new TextEncoder();
const GOOD = "---\nname: pdf-tools\ndescription: Converts PDF files to text for the test.\n---\n\n# pdf-tools\n";

async function prepare(files: Record<string, string>) {
  const bundle = await readBundle({
    kind: "files",
    files: Object.entries(files).map(([path, text]) => ({ path, bytes: encoder.encode(text) })),
    rootName: "pdf-tools",
  });
  return { validation: validateForInstall(bundle), scan: scanSkill({ files: bundle.files.map((file) => ({ path: file.path, bytes: file.bytes })) }) };
}

describe("publish decision", () => {
  test("a clean or suspicious valid skill publishes", async () => {
    expect(publicationRefusal(await prepare({ "SKILL.md": GOOD }))).toBeNull();
    const suspicious = await prepare({ "SKILL.md": GOOD, ...suspiciousFiles });
    expect(suspicious.scan.verdict).toBe("suspicious");
    await expect(decidePublication(suspicious)).resolves.toBeUndefined();
  });

  test("the gate refuses with SKILL_INVALID and every gate diagnostic", async () => {
    const refusal = publicationRefusal(await prepare({ "SKILL.md": "---\nname: ''\ndescription: [a, b]\n---\n" }));
    expect({ code: refusal?.code, status: refusal?.status }).toEqual({ code: "SKILL_INVALID", status: 422 });
    expect((refusal!.details as { diagnostics: Array<{ code: string }> }).diagnostics.map((d) => d.code)).toEqual(["NAME_MISSING", "DESCRIPTION_MISSING"]);
  });

  test("a malicious verdict refuses with SCAN_BLOCKED, the findings and each rule's title and explanation", async () => {
    const prepared = await prepare({ "SKILL.md": GOOD, ...maliciousFiles });
    let blocked = 0;
    const error = await decidePublication(prepared, { onBlocked: async () => void blocked++ }).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(blocked).toBe(1);
    expect(error).toMatchObject({ code: "SCAN_BLOCKED", status: 422 });
    const details = (
      error as { details: { verdict: string; findings: Array<{ ruleId: string }>; rules: Record<string, { title: string; description: string }> } }
    ).details;
    expect(details.verdict).toBe("malicious");
    expect(details.findings.length).toBeGreaterThan(0);
    for (const finding of details.findings) expect(details.rules[finding.ruleId]).toEqual({ title: expect.any(String), description: expect.any(String) });
  });

  test("an invalid and malicious bundle is SKILL_INVALID first, and onBlocked does not run", async () => {
    const prepared = await prepare({ "SKILL.md": "no frontmatter", ...maliciousFiles });
    expect(prepared.scan.verdict).toBe("malicious");
    let blocked = 0;
    await expect(decidePublication(prepared, { onBlocked: async () => void blocked++ })).rejects.toMatchObject({ code: "SKILL_INVALID" });
    expect(blocked).toBe(0);
  });
});
