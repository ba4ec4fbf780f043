// The OpenAPI document for this deployment, built once per server URL (route docs are static).
import packageJson from "@/package.json";
import { buildOpenApiDocument } from "./build-openapi-document";
import { allRouteDocs } from "./registry";

const built = new Map<string, ReturnType<typeof buildOpenApiDocument>>();

export function getOpenApiDocument(input: { serverUrl: string }) {
  let document = built.get(input.serverUrl);
  if (!document) {
    document = buildOpenApiDocument({ routes: allRouteDocs(), serverUrl: input.serverUrl, version: packageJson.version });
    if (built.size > 16) built.clear();
    built.set(input.serverUrl, document);
  }
  return document;
}
