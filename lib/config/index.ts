export { getConfig, resetConfigForTests } from "./get-config";
export { debugLogging } from "./debug-logging";
export { ConfigError } from "./config-error";
