// Seeds the demo data into an empty database, and never into one that already has data.
import { db } from "@/lib/db";
import { seedDemoSkills } from "./seed-demo-skills";

export type SeedResult = { seeded: true; skills: number; versions: number } | { seeded: false; reason: string };

export async function seedIfEmpty(): Promise<SeedResult> {
  const [users, skills] = await Promise.all([db.user.count(), db.skill.count()]);
  if (users > 0 || skills > 0) return { seeded: false, reason: "database already has data: not seeding" };
  const result = await seedDemoSkills();
  return { seeded: true, ...result };
}
