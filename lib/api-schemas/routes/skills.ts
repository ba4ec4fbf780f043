// Schemas of GET /api/v1/skills (`clawhub explore`, `search --prefix`) and POST /api/v1/skills
// (`clawhub publish` / `sync`: JSON naming staged uploads, or multipart with the files inline).
import { z } from "zod";
import { cliPublishRequestSchema, publishResultSchema } from "@/lib/api-schemas/cli-publish";
import { ownerHandleSchema } from "@/lib/api-schemas/params";
import { SKILL_LIST_MAX_LIMIT, SKILL_LIST_SORTS, skillListSchema } from "@/lib/api-schemas/skill-list";
import type { RouteDoc } from "@/lib/openapi/route-doc";
import { booleanParam, listParam } from "@/lib/search/schemas/list-param";
import { SEARCH_RUNTIMES } from "@/lib/search/schemas/search-query";

// ClawHub's names for the same orders.
const SORT_ALIASES: Record<string, (typeof SKILL_LIST_SORTS)[number]> = {
  createdat: "newest",
  "created-at": "newest",
  rating: "stars",
  star: "stars",
  download: "downloads",
  install: "installs",
  installscurrent: "installs",
  "installs-current": "installs",
  installsalltime: "installs",
  "installs-all-time": "installs",
};

export const listQuery = z.object({
  sort: z
    .string()
    .trim()
    .toLowerCase()
    .transform((value) => SORT_ALIASES[value] ?? value)
    .pipe(z.enum(SKILL_LIST_SORTS))
    .default("updated")
    .describe("updated (default), newest, downloads, stars, installs, trending or name; ClawHub's aliases (createdAt, rating, …) work too"),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(25)
    .transform((value) => Math.min(value, SKILL_LIST_MAX_LIMIT))
    .describe(`At most ${SKILL_LIST_MAX_LIMIT} (larger values are clamped)`),
  cursor: z.string().max(2000).optional().describe("`nextCursor` of the previous page"),
  prefix: z.string().trim().toLowerCase().max(64).optional().describe("Only slugs starting with this"),
  ownerHandle: ownerHandleSchema,
  owner: ownerHandleSchema,
  nonSuspiciousOnly: booleanParam.optional(),
  category: listParam(z.string().trim().toLowerCase().min(1).max(64))
    .optional()
    .describe("Only skills in every listed category (comma-separated; see GET /api/v1/categories)"),
  runtime: listParam(z.enum(SEARCH_RUNTIMES)).optional().describe("Only skills whose latest version loads as-is under every listed runtime, e.g. agentskills"),
});

export const docs: RouteDoc[] = [
  {
    method: "get",
    path: "/api/v1/skills",
    operationId: "listSkills",
    summary: "List skills",
    description:
      "Listed skills (public, with an installable version), keyset-paginated. Each item carries its latest version, digest, verdict, emoji and categories. `category=` and `runtime=` narrow the list (GET /api/v1/categories lists the categories).",
    tags: ["clawhub"],
    query: listQuery,
    responses: { 200: { description: "One page.", schema: skillListSchema } },
    errors: ["CURSOR_INVALID"],
    errorFormat: "clawhub-text",
  },
  {
    method: "post",
    path: "/api/v1/skills",
    operationId: "publishSkill",
    summary: "Publish a version",
    description:
      "The clawhub CLI's publish: JSON naming files staged with POST /api/v1/skills/-/upload-url (storageId = upload ticket), or multipart/form-data with a `payload` JSON field and one `files` part per file (filename = path). The bundle is validated and scanned; a malicious verdict publishes nothing (SCAN_BLOCKED, findings listed line by line).",
    tags: ["clawhub"],
    auth: "required",
    scopes: ["publish"],
    body: {
      schema: cliPublishRequestSchema,
      description: "application/json; or multipart/form-data with `payload` (this object without `files`) and `files` parts.",
    },
    responses: { 200: { description: "Published (or unchanged, or held for a moderator).", schema: publishResultSchema } },
    errors: [
      "SCAN_BLOCKED",
      "SKILL_INVALID",
      "VERSION_EXISTS",
      "VERSION_INVALID",
      "SLUG_INVALID",
      "SLUG_RESERVED",
      "SLUG_RESERVED_AFTER_DELETE",
      "SKILL_OWNED_BY_OTHER",
      "SKILL_DELETED",
      "OWNER_NOT_ALLOWED",
      "TOPIC_INVALID",
      "DISPLAY_NAME_INVALID",
      "UPLOAD_NOT_FOUND",
      "UPLOAD_INCOMPLETE",
      "UNSUPPORTED_MEDIA_TYPE",
      "PAYLOAD_TOO_LARGE",
      "BAD_REQUEST",
      "ACCOUNT_BANNED",
    ],
    errorFormat: "clawhub-text",
  },
];
