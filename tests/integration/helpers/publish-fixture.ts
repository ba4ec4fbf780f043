// Publishes a small generated skill through the real publishing service.
import type { Actor } from "@/lib/auth/actor";
import { publishVersion, type PublishInput, type PublishResult } from "@/lib/publish";
import { skillFiles, type SkillFilesInput } from "./skill-files";

export type PublishFixtureInput = Omit<PublishInput, "bundle" | "actor" | "slug"> & {
  actor: Actor;
  slug: string;
  /** SKILL.md body / extra files; name defaults to the slug. */
  content?: Partial<SkillFilesInput>;
};

export function publishFixture(input: PublishFixtureInput): Promise<PublishResult> {
  const { content, ...rest } = input;
  return publishVersion({ ...rest, bundle: skillFiles({ name: input.slug, ...content }) });
}
