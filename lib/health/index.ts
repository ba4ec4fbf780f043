export { checkHealth } from "./check-health";
