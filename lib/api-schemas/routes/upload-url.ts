// Schemas of POST /api/v1/skills/-/upload-url and POST /api/v1/skills/-/upload/{ticket}: the
// clawhub CLI's staged upload (ApiV1SkillUploadUrlRequestSchema / ResponseSchema, ApiUploadFileResponseSchema).
import { z } from "zod";
import type { RouteDoc } from "@/lib/openapi/route-doc";

export const uploadUrlBody = z.object({
  path: z.string().min(1).max(1024),
  size: z.number().int().min(0),
  sha256: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-f0-9]{64}$/, "A sha256 as 64 hex digits."),
  contentType: z.string().max(255).optional(),
});

export const uploadUrlResponse = z.object({
  uploadUrl: z.string().describe("POST the file's bytes here, with the same Authorization header"),
  uploadTicket: z.string(),
  expiresAt: z.number().int(),
});

export const uploadParams = z.object({ ticket: z.string().min(1).max(64) });

export const uploadResponse = z.object({
  storageId: z.string().describe("Name it in the publish's files[].storageId"),
  sha256: z.string(),
  size: z.number().int(),
});

export const docs: RouteDoc[] = [
  {
    method: "post",
    path: "/api/v1/skills/-/upload-url",
    operationId: "createSkillUploadUrl",
    summary: "Stage one file for a publish",
    description:
      "Returns a one-hour upload ticket for a file of the declared size and sha256. The legacy POST /api/cli/upload-url does the same without a body.",
    tags: ["clawhub"],
    scopes: ["publish"],
    body: { schema: uploadUrlBody },
    responses: { 200: { description: "Where to send the bytes.", schema: uploadUrlResponse } },
    errors: ["PAYLOAD_TOO_LARGE"],
    errorFormat: "clawhub-text",
  },
  {
    method: "post",
    path: "/api/v1/skills/-/upload/{ticket}",
    operationId: "uploadSkillFile",
    summary: "Send a staged file's bytes",
    description: "The raw bytes as the request body (any Content-Type). They must match the size and sha256 the ticket declared.",
    tags: ["clawhub"],
    scopes: ["publish"],
    params: uploadParams,
    responses: { 200: { description: "Stored.", schema: uploadResponse } },
    errors: ["UPLOAD_NOT_FOUND", "UPLOAD_MISMATCH", "PAYLOAD_TOO_LARGE"],
    errorFormat: "clawhub-text",
  },
];
