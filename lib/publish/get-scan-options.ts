// What the registry tells its scanner: read every byte a bundle may hold (the bundle limits), and
// which skills are popular here (typosquats of them are a finding). Every caller of scanSkill in the
// publishing service (publish, pre-publish check, rescan) passes these, so they judge alike.
import { getConfig } from "@/lib/config";
import { db } from "@/lib/db";
import type { ScanOptions } from "@/scanner";
import { listPopularSkills } from "./find-lookalike-slug";

export async function getScanOptions(): Promise<ScanOptions> {
  const config = getConfig();
  const popular = await listPopularSkills(db, {});
  return {
    maxFileBytes: config.BUNDLE_MAX_FILE_BYTES,
    // A nested gzip may expand up to the whole bundle's limit (lib/bundle caps it there): scan all of it.
    maxArchiveBytes: config.BUNDLE_MAX_TOTAL_BYTES,
    popularSkills: popular.map((skill) => skill.slug),
  };
}
