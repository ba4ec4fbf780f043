// Home: what Skillvault is, and the newest skills.
import Link from "next/link";
import { listRecentSkills } from "@/lib/catalog/list-recent-skills";

export const dynamic = "force-dynamic";

export default async function HomePage() {
  const skills = await listRecentSkills();
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold">Skillvault</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">Agent skills, scanned and signed before anyone installs them.</p>
      <h2 className="mt-8 text-xl font-semibold">Newest skills</h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2" data-testid="skill-list">
        {skills.map((skill) => (
          <li key={skill.slug} className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
            <Link href={`/${skill.owner.handle}/${skill.slug}`} className="font-medium hover:underline">
              {skill.displayName}
            </Link>
            <p className="text-sm text-slate-600 dark:text-slate-400">{skill.summary}</p>
          </li>
        ))}
      </ul>
      {skills.length === 0 && <p className="mt-4 text-slate-500">No skills yet.</p>}
    </main>
  );
}
