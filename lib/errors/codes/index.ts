// All stable error codes, merged from one file per domain so each domain owns its list.
// A code, once shipped, never changes meaning: clients branch on it.
import { commonCodes } from "./common";
import { authCodes } from "./auth";
import { publishCodes } from "./publish";
import { bundleCodes } from "./bundle";
import { skillFormatCodes } from "./skill-format";
import { moderationCodes } from "./moderation";
import { searchCodes } from "./search";
import { catalogCodes } from "./catalog";
import { trustCodes } from "./trust";
import { githubCodes } from "./github";
import { mirrorCodes } from "./mirror";
import { orgCodes } from "./orgs";

export type CodeSpec = { status: number; fault: "user" | "server" };

export const errorCodes = {
  ...commonCodes,
  ...authCodes,
  ...publishCodes,
  ...bundleCodes,
  ...skillFormatCodes,
  ...moderationCodes,
  ...searchCodes,
  ...catalogCodes,
  ...trustCodes,
  ...githubCodes,
  ...mirrorCodes,
  ...orgCodes,
} as const satisfies Record<string, CodeSpec>;

export type ErrorCode = keyof typeof errorCodes;
