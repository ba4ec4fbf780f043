// Search's own log lines (fallbacks, worker retries), quiet below the configured LOG_LEVEL.
import { getConfig } from "@/lib/config";

const LEVELS = ["debug", "info", "warn", "error", "silent"] as const;

export function searchLog(level: "info" | "warn" | "error", message: string, error?: unknown): void {
  if (LEVELS.indexOf(level) < LEVELS.indexOf(getConfig().LOG_LEVEL)) return;
  const detail = error instanceof Error ? `: ${error.message.split("\n")[0]}` : "";
  console[level === "info" ? "log" : level](`[search] ${message}${detail}`);
}
