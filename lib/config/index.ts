export { getConfig, resetConfigForTests, type Config } from "./get-config";
