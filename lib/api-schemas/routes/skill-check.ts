// Schema of POST /api/v1/skills/-/check: the website's pre-publish check (nothing is stored).
import { z } from "zod";
import { publishCheckSchema, sitePublishMetaSchema } from "@/lib/api-schemas/site-publish";
import type { RouteDoc } from "@/lib/openapi/route-doc";

/** The multipart body as OpenAPI describes it; the handler reads the parts itself (lib/uploads/read-site-upload.ts). */
export const siteUploadBody = z.object({
  meta: z
    .string()
    .optional()
    .describe(`JSON: ${Object.keys(sitePublishMetaSchema.shape).join(", ")} (all optional)`),
  archive: z.string().optional().describe("One .zip, .skill, .tar.gz/.tgz archive or a lone SKILL.md"),
  files: z.array(z.string()).optional().describe("A folder: one part per file, paths in meta.paths"),
});

const UPLOAD_ERRORS = [
  "BAD_REQUEST",
  "UNSUPPORTED_MEDIA_TYPE",
  "PAYLOAD_TOO_LARGE",
  "BUNDLE_PATH_TRAVERSAL",
  "BUNDLE_ABSOLUTE_PATH",
  "BUNDLE_BACKSLASH_PATH",
  "BUNDLE_CONTROL_CHARACTER",
  "BUNDLE_INVISIBLE_CHARACTER",
  "BUNDLE_INVALID_PATH",
  "BUNDLE_CASE_COLLISION",
  "BUNDLE_DUPLICATE_PATH",
  "BUNDLE_LINK",
  "BUNDLE_SPECIAL_FILE",
  "BUNDLE_GIT_DIRECTORY",
  "BUNDLE_NESTED_ARCHIVE",
  "BUNDLE_COMPRESSION_RATIO",
  "BUNDLE_TOO_MANY_FILES",
  "BUNDLE_FILE_TOO_LARGE",
  "BUNDLE_TOO_LARGE",
  "BUNDLE_CORRUPT",
  "BUNDLE_ENCRYPTED",
  "BUNDLE_EMPTY",
  "BUNDLE_UNSUPPORTED_FORMAT",
] as const;
export const siteUploadErrors = [...UPLOAD_ERRORS];

export const docs: RouteDoc[] = [
  {
    method: "post",
    path: "/api/v1/skills/-/check",
    operationId: "checkSkillUpload",
    summary: "Check a skill before publishing",
    description:
      "Runs exactly what a publish runs (archive hygiene, publish gate, validator for every dialect, scanner) and stores nothing. A failed publish gate is still an answer (publishable: false, with every diagnostic and finding); unreadable archives answer with their BUNDLE_* code. `policy` is what the owning publisher's team policy would do (publish, hold for an org admin's review, or refuse with the code the publish would answer), decided as the publish decides it: for the existing skill you may publish to, or a new skill of meta.ownerHandle (else yours) with meta.visibility; null for a slug that is not yours and for an owner you may not publish for.",
    tags: ["publishing"],
    scopes: ["publish"],
    body: { schema: siteUploadBody, contentType: "multipart/form-data" },
    responses: { 200: { description: "What the publish would decide.", schema: publishCheckSchema } },
    errors: [...siteUploadErrors, "DISPLAY_NAME_INVALID"],
  },
];
