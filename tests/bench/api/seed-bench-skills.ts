// The registry the API benchmark runs against: `count` ordinary skills (for detail and search) and
// one whose download zip is about 200 KB (random bytes do not compress), published through the
// real publishing service into the server's database.
import { randomBytes } from "node:crypto";

const TOPICS = [
  "pdf",
  "csv",
  "image",
  "git",
  "docker",
  "kubernetes",
  "postgres",
  "markdown",
  "release",
  "audio",
  "calendar",
  "weather",
  "json",
  "yaml",
  "python",
  "rust",
];
const VERBS = ["convert", "summarize", "lint", "format", "inspect", "clean", "generate", "validate", "explain", "resize"];

export const PAYLOAD_SLUG = "bench-payload";
/** The same bytes as a private skill of the publisher: its downloads are audited (lib/audit record-restricted-read.ts). */
export const PRIVATE_PAYLOAD_SLUG = "bench-payload-private";

function skillMarkdown(name: string, description: string): Uint8Array {
  return new TextEncoder().encode(
    `---\nname: ${name}\ndescription: ${description}\nlicense: MIT\n---\n\n# ${name}\n\n${description}\n\nSteps: read the input, ${description.toLowerCase()}\n`,
  );
}

export async function seedBenchSkills(input: { count: number; payloadBytes: number }): Promise<{ slugs: string[]; queries: string[]; token: string }> {
  const { createUser } = await import("@/lib/auth/create-user");
  const { publishVersion } = await import("@/lib/publish");
  const user = await createUser({ handle: "bench-publisher" });
  const actor = { userId: user.id, handle: user.handle, role: user.role, scopes: ["read", "publish"] as const, via: "system" as const };
  const slugs: string[] = [];
  for (let i = 0; i < input.count; i++) {
    const topic = TOPICS[i % TOPICS.length]!;
    const verb = VERBS[Math.floor(i / TOPICS.length) % VERBS.length]!;
    const slug = `${verb}-${topic}-${i}`;
    const description = `${verb[0]!.toUpperCase()}${verb.slice(1)}s ${topic} files and data. Use when the user wants to ${verb} ${topic} content quickly.`;
    await publishVersion({ actor, slug, version: "1.0.0", bundle: { kind: "files", files: [{ path: "SKILL.md", bytes: skillMarkdown(slug, description) }] } });
    slugs.push(slug);
    if ((i + 1) % 50 === 0) process.stdout.write(`\r  published ${i + 1} / ${input.count} skills`);
  }
  const payload = randomBytes(input.payloadBytes);
  for (const [slug, visibility] of [
    [PAYLOAD_SLUG, "public"],
    [PRIVATE_PAYLOAD_SLUG, "private"],
  ] as const) {
    await publishVersion({
      actor,
      slug,
      version: "1.0.0",
      visibility,
      bundle: {
        kind: "files",
        files: [
          { path: "SKILL.md", bytes: skillMarkdown(slug, "Ships a large sample asset for download benchmarks. Use when measuring downloads.") },
          { path: "assets/sample.bin", bytes: payload },
        ],
      },
    });
  }
  const { createApiToken } = await import("@/lib/auth/create-api-token");
  const { token } = await createApiToken({ userId: user.id, label: "bench", scopes: ["read"] });
  process.stdout.write("\n");
  const queries = [
    ...TOPICS,
    ...VERBS.map((verb) => `${verb} ${TOPICS[VERBS.indexOf(verb) % TOPICS.length]}`),
    "pdf convert",
    "kubernetes inspect",
    "imgae resize",
    "postgres",
  ];
  return { slugs, queries, token };
}
