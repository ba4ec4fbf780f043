// Look-alike file names. A path with a character that draws nothing in a file listing (U+200B,
// U+FEFF, a variation selector, a tag character, a soft hyphen, a non-ASCII blank, …) or a name
// with a blank at either end would let two files of one version look identical (the reviewed
// `SKILL.md` and the one an installer picks), so publishing refuses it with
// BUNDLE_INVISIBLE_CHARACTER and stores nothing. Ordinary non-ASCII names still publish.
// Every archive kind goes through the same check (tests/fixtures/bundles/*-name cases).
import { beforeAll, describe, expect, test } from "vitest";
import { POST as publishRoute } from "@/app/api/v1/skills/route";
import { normalizeEntryPath } from "@/lib/bundle/normalize-entry-path";
import { db } from "@/lib/db";
import { multipartPublish } from "../load/request-mix";
import { callRaw, tokenUser, type TokenUser } from "../integration/catalog/route-helpers";

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

let owner: TokenUser;
let counter = 0;

beforeAll(async () => {
  owner = await tokenUser({ handle: "lookalike-owner" });
});

function publishWith(path: string) {
  const slug = `lookalike-${++counter}`;
  const { body, contentType } = multipartPublish({ slug, version: "1.0.0", extraFiles: [{ path, bytes: new TextEncoder().encode("payload\n") }] });
  return callRaw(publishRoute as Handler, "/api/v1/skills", {
    method: "POST",
    token: owner.token,
    body: new Uint8Array(body),
    headers: { "content-type": contentType },
  });
}

const INVISIBLE: Array<[string, string]> = [
  ["U+200B zero-width space", "SKILL\u200b.md"],
  ["U+FEFF byte-order mark", "scripts/\ufeffrun.sh"],
  ["U+200C zero-width non-joiner", "scripts/ru\u200cn.sh"],
  ["U+200D zero-width joiner", "scripts/ru\u200dn.sh"],
  ["U+2060 word joiner", "scripts/run\u2060.sh"],
  ["U+00AD soft hyphen", "scripts/r\u00adun.sh"],
  ["U+034F combining grapheme joiner", "scripts/run\u034f.sh"],
  ["U+FE0F variation selector-16", "scripts/run\ufe0f.sh"],
  ["U+E0100 variation selector-17", "scripts/run\u{e0100}.sh"],
  ["U+E0041 tag latin capital A", "scripts/run\u{e0041}.sh"],
  ["U+180E Mongolian vowel separator", "scripts/run\u180e.sh"],
  ["U+3164 Hangul filler", "scripts/\u3164.sh"],
  ["U+115F Hangul choseong filler", "scripts/\u115f.sh"],
  ["U+00A0 no-break space", "references/my\u00a0notes.md"],
  ["U+3000 ideographic space", "references/my\u3000notes.md"],
  ["U+2800 Braille blank", "references/\u2800.md"],
  ["U+061C Arabic letter mark", "references/notes\u061c.md"],
  ["a trailing space", "SKILL.md "],
  ["a leading space in a folder", " scripts/run.sh"],
];

describe("bundle paths with invisible characters", () => {
  test.each(INVISIBLE)("%s: 422 BUNDLE_INVISIBLE_CHARACTER, nothing stored", async (_label, path) => {
    const before = { skills: await db.skill.count(), versions: await db.skillVersion.count() };
    const response = await publishWith(path);
    expect({ status: response.status, code: response.headers.get("x-error-code") }).toEqual({ status: 422, code: "BUNDLE_INVISIBLE_CHARACTER" });
    expect({ skills: await db.skill.count(), versions: await db.skillVersion.count() }).toEqual(before);
  });

  test("a lone surrogate (reachable through JSON-escaped paths, e.g. the site upload's meta.paths) is refused too", () => {
    expect(normalizeEntryPath("references/notes\ud800.md")).toMatchObject({ ok: false, code: "BUNDLE_INVISIBLE_CHARACTER" });
  });

  test.each([
    ["accented Latin", "references/café-notes.md"],
    ["CJK", "references/日本語.md"],
    ["an emoji without a selector", "assets/📄.txt"],
    ["inner spaces", "references/my notes.md"],
  ])("%s still publishes", async (_label, path) => {
    const response = await publishWith(path);
    expect(response.status, await response.clone().text()).toBe(200);
  });
});
