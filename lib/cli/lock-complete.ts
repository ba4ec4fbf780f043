// npm run lock:complete: run after `npm install` on this offline mirror so `npm ci` accepts the
// lock (see lib/lockfile/complete-lockfile.ts). Prints what it added; changes nothing when complete.
import { readFileSync, writeFileSync } from "node:fs";
import { completeLockfile, type Lockfile } from "@/lib/lockfile/complete-lockfile";

const file = "package-lock.json";
const { lock, added } = completeLockfile(JSON.parse(readFileSync(file, "utf8")) as Lockfile);
if (added.length === 0) {
  console.log("package-lock.json: every optional dependency has an entry.");
} else {
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  for (const m of added) console.log(`added stub ${m.name}@${m.version} (optional dependency of ${m.parent || "the root"})`);
}
