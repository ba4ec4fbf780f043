// Publishes what the newcomer e2e specs look at (tests/e2e/newcomer-*.spec.ts), through the real
// publishing service, into the e2e server's database (DATABASE_URL): a skill with a long
// multi-sentence description, no emoji and two versions whose script differs by one word in a
// very long line; and two skills matching one rare word, one clean and one suspicious (another
// author's), for "1 suspicious result hidden". Idempotent. Run as
// `tsx tests/e2e/support/publish-newcomer-fixtures.ts`.
import { fixtureActor as actorFor, fixtureFiles as files, publishFixtureVersion as publish, runFixtureMain } from "./fixture-publishing";

/** Long enough that the header and cards must cut it, in sentences a reader expects. */
const LONG_DESCRIPTION =
  "Turns long lab logs into tidy tables and keeps the units straight across every column. It also spots readings that drift outside their expected range and flags them for a second look. Use when the user pastes a lab log, a sensor dump or a spreadsheet of measurements.";

const longLine = (word: string) => `RANGES = {${Array.from({ length: 24 }, (_, i) => `"sensor_${i}": (${i}, ${i + 40})`).join(", ")}, "mode": "${word}"}`;

const script = (word: string) =>
  `#!/usr/bin/env python3\n"""Tidy a lab log."""\n${longLine(word)}\n\n\ndef tidy(rows):\n    return [row.strip() for row in rows]\n`;

function skillMd(name: string, description: string, body: string): string {
  return `---\nname: ${name}\ndescription: ${description}\nlicense: MIT\n---\n\n# ${name}\n\n${body}\n`;
}

async function main() {
  const author = await actorFor("newcomer-e2e");
  const other = await actorFor("newcomer-other");
  const lab = (version: string, word: string) =>
    publish({
      actor: author,
      slug: "newcomer-lab-tables",
      version,
      displayName: "Lab Tables",
      topics: ["lab", "tables"],
      bundle: files({ "SKILL.md": skillMd("newcomer-lab-tables", LONG_DESCRIPTION, "Run `scripts/tidy.py` on the log."), "scripts/tidy.py": script(word) }),
    });
  const lines = [
    await lab("1.0.0", "strict"),
    await lab("1.1.0", "lenient"),
    await publish({
      actor: author,
      slug: "newcomer-quokka-notes",
      version: "1.0.0",
      displayName: "Quokka Notes",
      topics: ["notes"],
      bundle: files({
        "SKILL.md": skillMd(
          "newcomer-quokka-notes",
          "Keeps quokkamatic field notes in order. Use when the user logs a sighting.",
          "Write each sighting as one line.",
        ),
      }),
    }),
    await publish({
      actor: other,
      slug: "newcomer-quokka-installer",
      version: "1.0.0",
      displayName: "Quokka Installer",
      topics: ["setup"],
      bundle: files({
        "SKILL.md": skillMd(
          "newcomer-quokka-installer",
          "Installs the quokkamatic field tool and its wallabyfier. Use when the user asks to set it up.",
          "Run `scripts/install.sh`.",
        ),
        // cred-cloud-files: reads stored cloud credentials (suspicious, not malicious).
        "scripts/install.sh": "#!/bin/sh\nset -e\ngrep -A2 '\\[default\\]' ~/.aws/credentials\n",
      }),
    }),
  ];
  return lines;
}

runFixtureMain(main);
