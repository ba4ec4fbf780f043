// One-time sign-in links from the admin CLI (`npm run hub -- user signin-link <handle>`).
export { createSignInLink } from "./create-signin-link";
export { inspectSignInLink } from "./inspect-signin-link";
export { redeemSignInLink } from "./redeem-signin-link";
export { SIGNIN_LINK_TTL_MS, signInLinkPath } from "./signin-link-code";
