// Path parameters of /api/v1/skills/{slug}/versions/{version}/… (read routes): a slug (or the
// skill's name where it differs), and an exact version or a dist-tag.
import { z } from "zod";
import { skillRefSchema } from "@/lib/api-schemas/params";

const VERSION_OR_TAG = /^(?:\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?|[a-z][a-z0-9._-]{0,31})$/;

export const slugParam = skillRefSchema;

export const versionOrTag = z.string().max(128).regex(VERSION_OR_TAG, "A version such as 1.2.0, or a dist-tag such as latest.");

export const versionParams = z.object({
  slug: slugParam,
  version: versionOrTag.describe("An exact version (1.2.0) or a dist-tag (latest)."),
});
