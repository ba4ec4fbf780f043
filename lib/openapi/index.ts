// lib/openapi: the OpenAPI 3.1 document, generated from the route schema modules listed in registry.ts.
export { buildOpenApiDocument } from "./build-openapi-document";
export { getOpenApiDocument } from "./get-openapi-document";
export { allRouteDocs, routeModules } from "./registry";
export type { RouteDoc, ResponseDoc, HttpMethod } from "./route-doc";
