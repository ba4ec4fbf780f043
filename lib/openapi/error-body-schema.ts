// The JSON error shape every Skillvault route answers with (lib/errors/to-http.ts).
import { z } from "zod";
import { errorCodes, type ErrorCode } from "@/lib/errors/codes";

export function errorBodySchema(codes: readonly ErrorCode[] = Object.keys(errorCodes) as ErrorCode[]) {
  return z.object({
    error: z.object({
      code: z.enum(codes as [ErrorCode, ...ErrorCode[]]),
      message: z.string(),
      details: z.unknown().optional(),
      requestId: z.string().optional().describe("Present on server faults (5xx): quote it when reporting."),
    }),
  });
}
