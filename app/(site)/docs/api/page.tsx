// /docs/api – the API reference, rendered in-process from the same OpenAPI document that
// /api/v1/openapi.json serves (lib/openapi), so the page cannot drift from the handlers.
import type { Metadata } from "next";
import Link from "next/link";
import { getOpenApiDocument } from "@/lib/openapi";
import { CommandBox, Container, PageHeader, focusRing, textLink } from "@/app/_components/ui";
import { registryTarget } from "@/app/_lib/registry-target";
import { clawhubCli, openclawCli } from "@/lib/install/build-install-commands";
import { InlineText } from "./_components/inline-text";
import { MethodBadge, OperationCard } from "./_components/operation-card-client";
import { groupOperations, TAG_TITLES } from "./_lib/read-openapi";

export const metadata: Metadata = {
  title: "API reference",
  description: "The Skillvault HTTP API: ClawHub-compatible routes plus signed statements, scan reports, install hints and the change feed.",
};

export default async function ApiDocsPage() {
  const registry = await registryTarget();
  const origin = registry.url;
  const document = getOpenApiDocument({ serverUrl: origin });
  const groups = groupOperations(document);
  return (
    <main className="py-8 sm:py-10">
      <Container>
        <PageHeader
          title="API"
          eyebrow={`Skillvault API ${document.info.version} · OpenAPI ${document.openapi}`}
          description={
            <>
              Everything the website and the clawhub CLI do goes through this API. The machine-readable document is at{" "}
              <a href="/api/v1/openapi.json" className={textLink}>
                /api/v1/openapi.json
              </a>
              .
            </>
          }
        />
        <div className="mt-8 grid grid-cols-1 gap-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <div className="lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:self-start lg:overflow-y-auto">
            <details className="rounded-lg border border-slate-200 p-3 lg:hidden dark:border-slate-800">
              <summary className="cursor-pointer text-sm font-semibold">Contents</summary>
              <nav aria-label="API sections (contents)" className="mt-3">
                <TableOfContents groups={groups} />
              </nav>
            </details>
            <nav aria-label="API sections" className="hidden lg:block">
              <TableOfContents groups={groups} />
            </nav>
          </div>
          <div className="min-w-0 space-y-12">
            <section id="basics" aria-labelledby="basics-heading" className="space-y-4">
              <h2 id="basics-heading" className="text-xl font-semibold">
                Basics
              </h2>
              <p className="text-slate-700 dark:text-slate-300">
                <InlineText text={document.info.description} />
              </p>
              <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
                <div>
                  <h3 className="font-semibold">Authentication</h3>
                  <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                    Send <code>Authorization: Bearer &lt;token&gt;</code> with a token from{" "}
                    <Link href="/settings/tokens" className={textLink}>
                      settings
                    </Link>{" "}
                    (or <code>clawhub login</code>). In the browser, your session cookie works too; writes must come from this site.
                  </p>
                </div>
                <div>
                  <h3 className="font-semibold">Verifying what you install</h3>
                  <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                    Every version carries a signed statement (digest, verdict, scanner version). Check it against the registry&apos;s{" "}
                    <a href="/.well-known/skillvault-keys.json" className={textLink}>
                      signing keys
                    </a>
                    .
                  </p>
                </div>
                <div>
                  <h3 className="font-semibold">Errors</h3>
                  <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                    JSON <code>{`{ "error": { "code", "message", "details" } }`}</code> with a stable code. ClawHub-compatible routes answer in plain text, with
                    the code in <code>X-Error-Code</code>.
                  </p>
                </div>
              </div>
              <CommandBox command={`curl -s ${origin}/api/v1/search?q=weather`} label="example request" caption="Try it: search needs no token." />
              <div className="space-y-3" data-testid="client-commands">
                <h3 className="font-semibold">Clients</h3>
                <CommandBox
                  command={`${clawhubCli(registry)} search weather`}
                  label="clawhub CLI against this registry"
                  caption="The clawhub CLI (and the older clawdhub): --registry names this registry."
                />
                <CommandBox
                  command={`${openclawCli(registry)} skills search weather`}
                  label="OpenClaw against this registry"
                  caption="OpenClaw reads only OPENCLAW_CLAWHUB_URL; it checks our verdicts before it installs."
                />
              </div>
            </section>
            {groups.map((group) => (
              <section key={group.tag} id={`tag-${group.tag}`} aria-labelledby={`tag-${group.tag}-heading`} className="space-y-4">
                <div>
                  <h2 id={`tag-${group.tag}-heading`} className="text-xl font-semibold">
                    {TAG_TITLES[group.tag]?.title ?? group.tag}
                  </h2>
                  {TAG_TITLES[group.tag] && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{TAG_TITLES[group.tag]!.blurb}</p>}
                </div>
                <ul className="space-y-1 text-sm" aria-label={`${TAG_TITLES[group.tag]?.title ?? group.tag} routes`}>
                  {group.operations.map((operation) => (
                    <li key={operation.anchor} className="flex items-center gap-2">
                      <MethodBadge method={operation.method} />
                      <a href={`#${operation.anchor}`} className={`font-mono text-xs break-all ${textLink}`}>
                        {operation.path}
                      </a>
                    </li>
                  ))}
                </ul>
                {group.operations.map((operation) => (
                  <OperationCard key={operation.anchor} operation={operation} />
                ))}
              </section>
            ))}
          </div>
        </div>
      </Container>
    </main>
  );
}

function TableOfContents({ groups }: { groups: ReturnType<typeof groupOperations> }) {
  // Operations are anchored by operationId, so links here (and from elsewhere) stay stable.
  return (
    <ul className="space-y-4 text-sm">
      <li>
        <a href="#basics" className={textLink}>
          Basics: auth, errors, limits
        </a>
      </li>
      {groups.map((group) => (
        <li key={group.tag}>
          <a href={`#tag-${group.tag}`} className={textLink}>
            {TAG_TITLES[group.tag]?.title ?? group.tag}
          </a>
          <ul className="mt-1 space-y-0.5 border-l border-slate-200 pl-2 dark:border-slate-800">
            {group.operations.map((operation) => (
              <li key={operation.anchor}>
                <a
                  href={`#${operation.anchor}`}
                  className={`flex items-center gap-1.5 rounded px-1 py-0.5 text-xs text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800 ${focusRing}`}
                >
                  <span className="w-12 shrink-0 font-mono font-semibold uppercase">{operation.method}</span>
                  <span className="truncate">{operation.summary}</span>
                </a>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
