// One list of invisible characters (lib/text/invisible-characters.ts): bundle paths refuse exactly
// the characters that requester-chosen labels (device login, CLI browser login) and terminal lines
// (Skill Card) drop or flatten, checked over every code point, so no consumer keeps a narrower copy.
import { describe, expect, test } from "vitest";
import { parseLoopbackLoginRequest } from "@/lib/auth/cli/loopback-login-request";
import { cleanDeclaredText } from "@/lib/auth/device/device-origin";
import { normalizeEntryPath } from "@/lib/bundle/normalize-entry-path";
import { toVisibleLine } from "@/lib/text/invisible-characters";
import { plainLine } from "@/lib/verification/plain-line";

function hidden(character: string): boolean {
  const check = normalizeEntryPath(`a${character}b`);
  return !check.ok && (check.code === "BUNDLE_CONTROL_CHARACTER" || check.code === "BUNDLE_INVISIBLE_CHARACTER");
}

describe("invisible characters", () => {
  test("every code point a bundle path refuses as hidden is the one labels and terminal lines do not show as is", () => {
    const disagreements: string[] = [];
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint++) {
      const character = String.fromCodePoint(codePoint);
      const text = `a${character}b`;
      const refused = hidden(character);
      const cleaned = cleanDeclaredText(text, 10) !== text;
      const plain = plainLine(text) !== text;
      if (refused !== cleaned || refused !== plain)
        disagreements.push(`U+${codePoint.toString(16).toUpperCase()} path:${refused} label:${cleaned} line:${plain}`);
      if (disagreements.length > 20) break;
    }
    expect(disagreements).toEqual([]);
    // 1.1 million code points through three functions: seconds on a busy machine, not the default 5.
  }, 120_000);

  test.each([
    ["U+034F combining grapheme joiner", "curl\u034f/8.0"],
    ["U+3164 Hangul filler", "curl\u3164/8.0"],
    ["U+E0041 tag latin A", "curl\u{e0041}/8.0"],
    ["U+FE0F variation selector-16", "curl\ufe0f/8.0"],
    ["U+180E Mongolian vowel separator", "curl\u180e/8.0"],
    ["U+061C Arabic letter mark", "curl\u061c/8.0"],
    ["a lone surrogate", "curl\ud800/8.0"],
  ])("a device-login user agent with %s reads as what it is", (_label, agent) => {
    expect(cleanDeclaredText(agent, 200)).toBe("curl/8.0");
  });

  test("blanks and line breaks become one space; zero-width characters vanish; a cap never splits a pair", () => {
    expect(toVisibleLine("  my\u00a0laptop\u2028\u2800 CLI\u200b ")).toBe("my laptop CLI");
    expect(toVisibleLine("\u202eexe.live\u202c")).toBe("exe.live");
    expect(toVisibleLine("ab😀cd", 3)).toBe("ab😀");
    const label = Buffer.from("My\u200b laptop\u3000\u{e0041}CLI", "utf8").toString("base64url");
    expect(parseLoopbackLoginRequest({ redirect_uri: "http://127.0.0.1:5123/callback", state: "state-1234", label_b64: label }).label).toBe("My laptop CLI");
  });
});
