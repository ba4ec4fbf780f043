// Schema of POST /api/v1/skills/-/publish: the website's publish (multipart, JSON answers and errors).
import { sitePublishResultSchema } from "@/lib/api-schemas/site-publish";
import type { RouteDoc } from "@/lib/openapi/route-doc";
import { siteUploadBody, siteUploadErrors } from "@/lib/api-schemas/routes/skill-check";

export const docs: RouteDoc[] = [
  {
    method: "post",
    path: "/api/v1/skills/-/publish",
    operationId: "publishSkillUpload",
    summary: "Publish a folder or archive",
    description:
      "The website's publish: the same multipart body as the check. A malicious verdict publishes nothing and answers SCAN_BLOCKED with every finding (and each rule's explanation) in details. The clawhub CLI uses POST /api/v1/skills instead.",
    tags: ["publishing"],
    scopes: ["publish"],
    body: { schema: siteUploadBody, contentType: "multipart/form-data" },
    responses: {
      200: { description: "Published, unchanged (same content as an existing version), or held for a moderator.", schema: sitePublishResultSchema },
    },
    errors: [
      ...siteUploadErrors,
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
      "USER_NOT_FOUND",
      "TAG_INVALID",
      "TOPIC_INVALID",
      "DISPLAY_NAME_INVALID",
      "ACCOUNT_BANNED",
    ],
  },
];
