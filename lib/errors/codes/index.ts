// All stable error codes, merged from one file per domain so each domain owns its list.
// A code, once shipped, never changes meaning: clients branch on it.
import { commonCodes } from "./common";

export type CodeSpec = { status: number; fault: "user" | "server" };

export const errorCodes = {
  ...commonCodes,
} as const satisfies Record<string, CodeSpec>;

export type ErrorCode = keyof typeof errorCodes;
