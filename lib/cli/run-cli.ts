// Runs a command-line entry point: every failure becomes one line on stderr (what failed, why,
// what to do) and a non-zero exit; the stack trace only with LOG_LEVEL=debug. Usage mistakes exit 2.
import { ConfigError, debugLogging } from "@/lib/config";
import { isAppError } from "@/lib/errors";
import { UsageError } from "./parse-args";

const DEBUG_HINT = "run again with LOG_LEVEL=debug for details";

// Node's system errors as people should read them, each with what to do.
const systemHints: Record<string, string> = {
  EADDRINUSE: "another program is listening on that port: stop it, or set PORT to a free one",
  EACCES: "permission denied: check the owner and mode of the path, or run as its owner",
  EPERM: "operation not permitted: check the owner and mode of the path",
  ENOSPC: "the disk is full: free some space and run again",
  ECONNREFUSED: "nothing is listening there: check that the server is running and the address is right",
  ENOENT: "a file or folder is missing: check the path",
  ENOTDIR: "part of the path is a file, not a folder: check the path",
};

/** A failure whose message already says what went wrong and what to do (exit 1, no usage). */
export class CliError extends Error {}

function oneLine(text: string): string {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .join("; ");
}

/** The one line a person sees for `error`. */
export function describeFailure(error: unknown): string {
  if (error instanceof UsageError || error instanceof CliError) return oneLine(error.message);
  if (error instanceof ConfigError) {
    const issues = error.message
      .replace(/^[^\n]*:\s*\n/, "")
      .replace(/\n\s*→ at (\S+)/g, " (in $1)")
      .replace(/✖\s*/g, "");
    return `invalid environment configuration: ${oneLine(issues)}; fix the variable and run again (README, "Configuration")`;
  }
  if (isAppError(error)) return `${oneLine(error.message)} (${error.code})`;
  if (error instanceof Error) {
    if (error.name === "ZodError" && "issues" in error && Array.isArray(error.issues)) {
      return `invalid input: ${(error.issues as Array<{ path: PropertyKey[]; message: string }>).map((issue) => (issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message)).join("; ")}`;
    }
    // Prisma puts the call site first and the reason last.
    const lines = error.message
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    const reason =
      (error.name.startsWith("PrismaClient") ? lines.at(-1) : lines.length > 1 && lines[0]!.endsWith(":") ? lines.join(" ") : lines[0]) ?? error.name;
    const code = (error as NodeJS.ErrnoException).code;
    const hint = typeof code === "string" ? systemHints[code] : undefined;
    return hint ? `${reason}: ${hint}` : `${reason} (${DEBUG_HINT})`;
  }
  return `${String(error)} (${DEBUG_HINT})`;
}

export function reportFailure(error: unknown, usage?: string): number {
  const line = `error: ${describeFailure(error)}`;
  if (error instanceof UsageError) {
    console.error(usage ? `${line}\n\n${usage}` : line);
    return 2;
  }
  console.error(line);
  if (debugLogging() && error instanceof Error && error.stack) console.error(error.stack);
  return 1;
}

/**
 * Runs `main` and exits with its code (0 when it returns nothing). `cleanup` runs either way
 * (closing the database), and its own failure is reported the same way.
 */
export async function runCli(main: () => Promise<number | void>, options: { usage?: string; cleanup?: () => Promise<void> } = {}): Promise<never> {
  const fail = (error: unknown) => process.exit(reportFailure(error, options.usage));
  process.on("uncaughtException", fail);
  process.on("unhandledRejection", fail);
  // `--help`, `-h` or `help` first: the usage on stdout and success, as every CLI answers it.
  const argv = process.argv.slice(2);
  if (options.usage && (argv.includes("--help") || argv.includes("-h") || argv[0] === "help")) {
    console.log(options.usage);
    process.exit(0);
  }
  let code: number;
  try {
    code = (await main()) ?? 0;
  } catch (error) {
    code = reportFailure(error, options.usage);
  }
  try {
    await options.cleanup?.();
  } catch (error) {
    code = Math.max(code, reportFailure(error));
  }
  process.exit(code);
}
