// A publish in its own process, for tests/fault/publish-killed.test.ts: it publishes SLUG@VERSION
// as HANDLE and, on reaching STAGE, prints "AT <stage>" and waits forever, so the parent can
// SIGKILL it exactly there (inside the transaction for every stage but "committed").
import { createUser } from "@/lib/auth/create-user";
import { publishVersion, type PublishStage } from "@/lib/publish";

const { STAGE, SLUG, VERSION, HANDLE } = process.env;
const encoder = new TextEncoder();

const user = await createUser({ handle: HANDLE! });
await publishVersion({
  actor: { userId: user.id, handle: user.handle, role: user.role, scopes: ["read", "publish"], via: "system" },
  slug: SLUG!,
  version: VERSION!,
  tags: ["stable"],
  bundle: {
    kind: "files",
    files: [
      {
        path: "SKILL.md",
        bytes: encoder.encode(`---\nname: ${SLUG}\ndescription: Published by a process that is killed mid-publish.\n---\n\n# ${SLUG} ${VERSION}\n`),
      },
      { path: `scripts/unique-${VERSION}-${STAGE}.sh`, bytes: encoder.encode(`#!/bin/sh\necho ${VERSION} ${STAGE} ${Date.now()}\n`) },
    ],
  },
  onProgress: async (stage: PublishStage) => {
    if (stage !== STAGE) return;
    process.stdout.write(`AT ${stage}\n`);
    await new Promise(() => setInterval(() => {}, 1_000));
  },
});
process.stdout.write("DONE\n");
process.exit(0);
