// The largest server-action body (a POST to a page) the site accepts: Next.js's
// serverActions.bodySizeLimit (next.config.ts) and the early refusal (refuse-oversized-actions.ts)
// read this one number, so what passes the early check never trips Next.js's own (a 500).
export const ACTION_BODY_LIMIT_BYTES = 1024 * 1024;
