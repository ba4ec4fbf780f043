export { withApi } from "./with-api";
export { readBodyBytes } from "./read-body-bytes";
export { publicBaseUrl, publicBaseUrlCacheHeaders } from "./public-base-url";
export { withClawhubApi } from "./with-clawhub-api";
export { contentResponse, IMMUTABLE_CACHE, SHORT_CACHE, PRIVATE_CACHE } from "./content-response";
export { mutableCacheHeaders } from "./cache-headers";
