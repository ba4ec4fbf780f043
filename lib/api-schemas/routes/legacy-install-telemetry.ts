// Schemas of POST /api/cli/telemetry/install: the clawhub CLI's CliTelemetryInstallRequestSchema.
import { z } from "zod";
import type { RouteDoc } from "@/lib/openapi/route-doc";

const text = z.string().max(1000);

export const body = z.union([
  z.object({
    event: z.literal("install"),
    slug: z.string().trim().toLowerCase().min(1).max(100),
    ownerHandle: text.optional(),
    version: text.optional(),
    sourceRef: text.optional(),
    sourceKind: text.optional(),
    sourceRepository: text.optional(),
    sourcePath: text.optional(),
    sourceUrl: text.optional(),
    canonicalRef: text.optional(),
    clawhubScan: text.optional(),
    trustLabel: text.optional(),
    rootId: text.optional(),
    rootLabel: text.optional(),
  }),
  z.object({ event: z.literal("plugin_install"), packageName: text, version: text.optional() }),
  // Older CLIs' bulk snapshot of what is installed: accepted, not counted (it is not an install).
  z.object({ roots: z.array(z.unknown()).max(100) }),
]);

export const response = z.object({
  ok: z.literal(true),
  counted: z.boolean().describe("False when this person's install of the skill was already counted today"),
});

export const docs: RouteDoc[] = [
  {
    method: "post",
    path: "/api/cli/telemetry/install",
    operationId: "reportInstall",
    summary: "Count an install (sent by `clawhub install` when signed in)",
    description: "Counts once per person per skill per day; feeds install counts and trending. Disable in the CLI with CLAWHUB_DISABLE_TELEMETRY=1.",
    tags: ["clawhub"],
    auth: "required",
    body: { schema: body },
    responses: { 200: { description: "Recorded.", schema: response } },
    errors: ["SKILL_NOT_FOUND", "SKILL_GONE"],
    errorFormat: "clawhub-text",
  },
];
