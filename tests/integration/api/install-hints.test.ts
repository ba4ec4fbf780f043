// GET /api/v1/skills/{slug}/install-hints over a real published manifest.
import { describe, expect, test } from "vitest";
import { GET } from "@/app/api/v1/skills/[slug]/install-hints/route";
import { installHintsResponseSchema } from "@/lib/api-schemas/routes/install-hints";
import type { Actor } from "@/lib/auth/actor";
import { hideSkill } from "@/lib/moderation";
import { publishVersion, withdrawVersion } from "@/lib/publish";
import { callRoute, errorCode, json } from "../auth/call-route";
import { createActor } from "../helpers/create-actor";

const encoder = new TextEncoder();
const metadata = {
  openclaw: {
    requires: { bins: ["ffmpeg"], env: ["WHISPER_API_KEY"] },
    primaryEnv: "WHISPER_API_KEY",
    install: [
      { id: "brew", kind: "brew", formula: "ffmpeg", bins: ["ffmpeg"], label: "Install ffmpeg (brew)" },
      { id: "apt", kind: "apt", package: "ffmpeg", bins: ["ffmpeg"] },
      { id: "cli", kind: "node", package: "@example/transcribe-cli", bins: ["transcribe"] },
    ],
  },
};

function publishTranscriber(actor: Actor, slug: string, version: string) {
  const skill = `---\nname: ${slug}\ndescription: Transcribes audio files with ffmpeg and a speech API. Use when the user wants a transcript.\nmetadata: ${JSON.stringify(metadata)}\n---\n\n# Transcribe\n\nRun ffmpeg first.\n`;
  return publishVersion({ actor, slug, version, bundle: { kind: "files", files: [{ path: "SKILL.md", bytes: encoder.encode(skill) }] } });
}

function hints(slug: string, query: string) {
  return callRoute(GET, `/api/v1/skills/${slug}/install-hints${query}`, { params: { slug } });
}

describe("install hints", () => {
  test("exact commands for the OS and what is missing, from the published manifest", async () => {
    const owner = await createActor();
    await publishTranscriber(owner, "transcriber", "1.0.0");
    const response = await hints("transcriber", "?os=linux&have=git,node&env=HOME");
    expect(response.status).toBe(200);
    const body = installHintsResponseSchema.parse(await response.json());
    expect(body).toMatchObject({ slug: "transcriber", version: "1.0.0", os: "linux", supported: true });
    expect(body.installers.map((hint) => [hint.id, hint.command])).toEqual([
      ["brew", "brew install ffmpeg"],
      ["apt", "sudo apt-get install -y ffmpeg"],
      ["cli", "npm install -g @example/transcribe-cli"],
    ]);
    expect(body.requirements).toMatchObject([
      { kind: "bin", name: "ffmpeg", status: "missing", installers: ["brew", "apt"] },
      { kind: "env", name: "WHISPER_API_KEY", status: "missing" },
    ]);
    expect(body.missing).toHaveLength(2);

    const mac = installHintsResponseSchema.parse(await json(await hints("transcriber", "?os=darwin")));
    expect(mac.installers.map((hint) => hint.id)).toEqual(["brew", "cli"]);
    expect(mac.unavailableInstallers.map((hint) => hint.id)).toEqual(["apt"]);
    expect(mac.requirements.map((r) => r.status)).toEqual(["unknown", "unknown"]);
  });

  test("defaults to the newest installable version; an explicit version or tag is honoured", async () => {
    const owner = await createActor();
    await publishTranscriber(owner, "versioned-hints", "1.0.0");
    await publishTranscriber(owner, "versioned-hints", "1.1.0");
    await withdrawVersion({ actor: owner, slug: "versioned-hints", version: "1.1.0" });
    expect(installHintsResponseSchema.parse(await json(await hints("versioned-hints", "?os=linux"))).version).toBe("1.0.0");
    const withdrawn = installHintsResponseSchema.parse(await json(await hints("versioned-hints", "?os=linux&version=1.1.0")));
    expect(withdrawn.state).toMatchObject({ status: "withdrawn", installable: false });
  });

  test("invalid input, missing skill, nothing installable and hidden skills have their codes", async () => {
    const owner = await createActor();
    const moderator = await createActor({ role: "MODERATOR" });
    await publishTranscriber(owner, "hint-errors", "1.0.0");
    expect(await errorCode(await hints("hint-errors", ""))).toBe("VALIDATION_FAILED");
    expect(await errorCode(await hints("hint-errors", "?os=beos"))).toBe("VALIDATION_FAILED");
    expect(await errorCode(await hints("hint-errors", "?os=linux&have=rm%20-rf"))).toBe("VALIDATION_FAILED");
    expect(await errorCode(await hints("hint-errors", "?os=linux&version=7.0.0"))).toBe("VERSION_NOT_FOUND");
    expect(await errorCode(await hints("no-such-skill", "?os=linux"))).toBe("SKILL_NOT_FOUND");
    await withdrawVersion({ actor: owner, slug: "hint-errors", version: "1.0.0" });
    const none = await hints("hint-errors", "?os=linux");
    expect(none.status).toBe(404);
    expect(await errorCode(none)).toBe("NO_INSTALLABLE_VERSION");

    await publishTranscriber(owner, "hidden-hints", "1.0.0");
    await hideSkill({ actor: moderator, slug: "hidden-hints", reason: "review" });
    expect(await errorCode(await hints("hidden-hints", "?os=linux"))).toBe("SKILL_NOT_FOUND");
  });
});
