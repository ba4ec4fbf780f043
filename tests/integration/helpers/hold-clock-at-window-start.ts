// Rate-limit windows are fixed and aligned to the wall clock. A test that spends a budget over many
// calls could straddle a window's end on a slow machine and see a fresh budget, so its clock stands
// still just after the start of the next window (only Date is faked; timers and I/O run as usual).
import { vi } from "vitest";
import { RATE_LIMIT_WINDOW_MS } from "@/lib/ratelimit";

export function holdClockAtWindowStart(): void {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(Math.ceil(Date.now() / RATE_LIMIT_WINDOW_MS) * RATE_LIMIT_WINDOW_MS + 1_000));
}
