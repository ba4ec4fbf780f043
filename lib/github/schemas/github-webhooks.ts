// The parts of GitHub's `push` and `release` webhook payloads that sync reads. Everything else is
// ignored (loose objects): GitHub adds fields over time and we must not break on them.
import { z } from "zod";

const repository = z.looseObject({ id: z.number().int(), full_name: z.string().min(3).max(200) });

export const pushEventSchema = z.looseObject({
  /** "refs/heads/main" or "refs/tags/v1.2.0". */
  ref: z.string().min(1).max(300),
  /** The commit the ref points at after the push; all zeros when the ref was deleted. */
  after: z.string().regex(/^[0-9a-f]{40}$/),
  deleted: z.boolean().optional(),
  repository,
});

export const releaseEventSchema = z.looseObject({
  action: z.string(),
  release: z.looseObject({ tag_name: z.string().min(1).max(300), draft: z.boolean().optional(), prerelease: z.boolean().optional() }),
  repository,
});
