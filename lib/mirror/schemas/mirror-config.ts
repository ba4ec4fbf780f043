// What an admin may configure for a mirror (CLI `hub mirror add`, the admin page): checked here once.
import { z } from "zod";
import { normalizeFilterEntry } from "../mirror-filter";
import { mirrorNameSchema } from "../mirror-names";

const upstreamPart = /^[a-z0-9](?:[a-z0-9._-]{0,98}[a-z0-9])?$/;

const ownerEntry = z
  .string()
  .transform(normalizeFilterEntry)
  .pipe(z.string().regex(upstreamPart, "An owner is an upstream handle, e.g. steipete or @steipete."));

const skillEntry = z
  .string()
  .transform(normalizeFilterEntry)
  .pipe(
    z.string().refine((value) => {
      const parts = value.split("/");
      return parts.length <= 2 && parts.every((part) => upstreamPart.test(part));
    }, "A skill is an upstream slug or owner/slug, e.g. pdf-tools or steipete/pdf-tools."),
  );

const upstreamUrl = z
  .string()
  .trim()
  .max(2048)
  .pipe(z.url({ protocol: /^https?$/, error: "The upstream URL must be an http(s) URL, e.g. https://clawhub.ai." }))
  .refine((value) => {
    const url = new URL(value);
    return !url.username && !url.password && !url.search && !url.hash;
  }, "The upstream URL takes no credentials, query or fragment.")
  .transform((value) => value.replace(/\/+$/, ""));

export const mirrorConfigSchema = z
  .object({
    name: mirrorNameSchema,
    url: upstreamUrl,
    all: z.boolean().default(false),
    owners: z.array(ownerEntry).max(200).default([]),
    skills: z.array(skillEntry).max(1000).default([]),
    pullThrough: z.boolean().default(false),
    blockSuspicious: z.boolean().default(false),
    // An upstream API token (read scope): the mirror then reads what that token may read there,
    // private skills included (docs/mirroring.md). Sealed at rest, never shown again.
    token: z
      .string()
      .trim()
      .max(4096)
      .regex(/^[\x21-\x7e]*$/, "A token is printable ASCII without spaces.")
      .optional()
      .transform((value) => value || undefined),
    // Who may read copies here of skills the upstream serves only with the token.
    restrictedVisibility: z.enum(["internal", "private"]).default("internal"),
  })
  .refine((config) => config.all || config.owners.length > 0 || config.skills.length > 0, {
    message: "Say what to mirror: --all, one or more --owner, or one or more --skill.",
    path: ["all"],
  })
  .transform((config) => ({ ...config, owners: [...new Set(config.owners)], skills: [...new Set(config.skills)] }));

export type MirrorConfigInput = z.input<typeof mirrorConfigSchema>;
