export { getConfig, resetConfigForTests, type Config } from "./get-config";
export { debugLogging } from "./debug-logging";
export { ConfigError } from "./config-error";
