// What an /api/* path we do not serve answers (app/api/[...path]): ClawHub's plain `Not found`,
// or, for the routes the clawhub CLI (0.23) and OpenClaw call that this registry does not host,
// a message saying so and what to use instead. Never the site's HTML 404: the clawhub CLI reads
// error bodies for words like "tls" or "cert" and turned our HTML into "TLS or certificate
// validation failed". Messages avoid the words it matches (tls, ssl, cert, proxy, abort…).
import { AppError } from "@/lib/errors";

const UNHOSTED: Array<{ pattern: RegExp; message: string }> = [
  {
    pattern: /^\/api\/v1\/(packages|code-plugins|bundle-plugins)(\/|$)/,
    message: "This registry hosts skills only: packages and plugins (clawhub package …) are not hosted here.",
  },
  { pattern: /^\/api\/v1\/skills-sh(\/|$)/, message: "skills.sh references are not mirrored by this registry. Install skills published here as @owner/slug." },
  { pattern: /^\/api\/v1\/publishers(\/|$)/, message: "Publisher accounts and organisations are managed on this registry's website, not through this API." },
  { pattern: /^\/api\/v1\/users(\/|$)/, message: "User administration is not offered through this API." },
  { pattern: /^\/api\/v1\/promotions(\/|$)/, message: "Promotions are not hosted by this registry." },
  {
    pattern: /^\/api\/v1\/content-rights(\/|$)/,
    message: "Content-rights claims are not taken through this API: report the skill on its page, or POST /api/v1/skills/{slug}/report.",
  },
  { pattern: /^\/api\/v1\/publish\/attempts(\/|$)/, message: "Publish attempts are not tracked here: a publish answers with its result directly." },
  { pattern: /^\/api\/v1\/skills\/-\/reports(\/|$)/, message: "Reports are triaged on this registry's moderation page (/moderation), not through this API." },
  {
    pattern: /^\/api\/v1\/skills\/[^/]+\/(rename|merge)$/,
    message: "Renaming or merging skills is not offered here: publish under the new slug and delete the old one.",
  },
];

export function describeUnknownApiPath(pathname: string): AppError {
  const hit = UNHOSTED.find((entry) => entry.pattern.test(pathname));
  return hit ? new AppError("NOT_HOSTED", hit.message, { details: { path: pathname } }) : new AppError("NOT_FOUND", "Not found");
}
