// lib/openapi: the OpenAPI 3.1 document, generated from the route schema modules listed in registry.ts.
export { getOpenApiDocument } from "./get-openapi-document";
export { allRouteDocs } from "./registry";
