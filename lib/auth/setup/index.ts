// The first administrator of a fresh instance, by a one-time link `npm start` prints.
export { createSetupCode } from "./create-setup-code";
export { inspectSetupCode } from "./inspect-setup-code";
export { redeemSetupCode } from "./redeem-setup-code";
export { setupPath } from "./setup-code-schema";
