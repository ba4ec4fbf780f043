// /admin/mirrors – upstream registries this one mirrors (administrators only): each with its status
// (last sync, counts, errors, what was blocked or rejected), Sync now and Remove, and a form to add
// one. The same as `npm run hub -- mirror …`; docs/mirroring.md explains it all.
import type { Metadata } from "next";
import { forbidden } from "next/navigation";
import { isAdmin } from "@/lib/auth/actor";
import { requireActor } from "@/lib/auth/next/require-actor";
import { listMirrorProblems, listMirrors } from "@/lib/mirror";
import { Card, Container, PageHeader } from "@/app/_components/ui";
import { AddMirrorForm } from "./add-mirror-form";
import { MirrorCard } from "./mirror-card";

export const metadata: Metadata = { title: "Mirrors", robots: { index: false } };
export const dynamic = "force-dynamic";

export default async function MirrorsPage() {
  const actor = await requireActor("/admin/mirrors");
  // 403 with its own page (forbidden.tsx): the page exists, it is just not for this account.
  if (!isAdmin(actor)) forbidden();
  const mirrors = await listMirrors({ actor });
  const problems = await Promise.all(mirrors.map((mirror) => listMirrorProblems({ actor, name: mirror.name, limit: 10 })));
  return (
    <main className="py-8 sm:py-10">
      <Container className="space-y-8">
        <PageHeader
          title="Mirrors"
          description="Upstream registries whose skills this registry keeps, each version validated and scanned here under this registry's policy."
        />
        {mirrors.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-400">No mirrors yet.</p>}
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          {mirrors.map((mirror, index) => (
            <MirrorCard key={mirror.name} mirror={mirror} problems={problems[index]!} />
          ))}
        </div>
        <Card title="Add a mirror" description="Mirror everything, some owners, or some skills. Nothing is fetched until the first sync.">
          <AddMirrorForm />
        </Card>
      </Container>
    </main>
  );
}
