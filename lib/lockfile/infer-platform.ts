// Platform binaries (@next/swc-*, @tailwindcss/oxide-*, ...) name their target in the package
// name; npm skips an optional package whose os/cpu don't match, so the stub needs both.
const osNames = ["android", "darwin", "freebsd", "linux", "win32", "openbsd", "sunos", "aix"] as const;
const cpuNames = ["arm64", "x64", "ia32", "arm", "wasm32", "riscv64", "ppc64", "s390x"] as const;

export type Platform = { os?: string[]; cpu?: string[]; libc?: string[] };

export function inferPlatform(packageName: string): Platform | null {
  const parts = packageName.split("/").pop()!.split("-");
  const os = osNames.find((o) => parts.includes(o));
  const cpu = cpuNames.find((c) => parts.includes(c));
  if (!os && !cpu) return null;
  const platform: Platform = {};
  if (os) platform.os = [os];
  if (cpu) platform.cpu = [cpu];
  if (parts.includes("musl")) platform.libc = ["musl"];
  else if (parts.includes("gnu") || parts.includes("gnueabihf")) platform.libc = ["glibc"];
  return platform;
}
