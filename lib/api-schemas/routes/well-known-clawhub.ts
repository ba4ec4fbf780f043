// Schemas of GET /.well-known/clawhub.json (and clawdhub.json): the clawhub CLI's WellKnownConfigSchema.
import { z } from "zod";
import type { RouteDoc } from "@/lib/openapi/route-doc";

export const discoverySchema = z.object({
  apiBase: z.string().describe("Base URL the CLI puts /api/v1/... after"),
  authBase: z.string().describe("Where the CLI's device login sends people"),
  registry: z.string().describe("Same as apiBase, for CLIs that read the older field"),
  name: z.string(),
});

export const docs: RouteDoc[] = ["clawhub.json", "clawdhub.json"].map((file) => ({
  method: "get",
  path: `/.well-known/${file}`,
  operationId: file === "clawhub.json" ? "getClawhubDiscovery" : "getClawdhubDiscovery",
  summary: "Registry discovery for the clawhub CLI",
  description: "`clawhub --site <url>` reads this to find the API. Point CLAWHUB_SITE (or CLAWHUB_REGISTRY) at this server.",
  tags: ["clawhub"],
  auth: "none",
  responses: { 200: { description: "Where the API and the sign-in live.", schema: discoverySchema } },
  errorFormat: "clawhub-text",
}));
