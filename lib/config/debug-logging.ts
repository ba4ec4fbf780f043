// Whether LOG_LEVEL asks for debug output. Safe to call when the rest of the environment is
// invalid (a CLI reporting that very error still needs to know whether to print a stack trace).
import { envSchema } from "./env-schema";

export function debugLogging(): boolean {
  const parsed = envSchema.shape.LOG_LEVEL.safeParse(process.env.LOG_LEVEL);
  return parsed.success && parsed.data === "debug";
}
