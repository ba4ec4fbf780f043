// /cli/auth – the browser login of the older clawdhub CLI: sign in, check which terminal asks, authorize.
import type { Metadata } from "next";
import { parseLoopbackLoginRequest, type LoopbackLoginRequest } from "@/lib/auth/cli/loopback-login-request";
import { getCurrentActor } from "@/lib/auth/next/current-actor";
import { isAppError } from "@/lib/errors";
import { Banner, ButtonLink, Card } from "@/app/_components/ui";
import { approveCliAuthAction } from "./actions";
import { CliAuthApprove } from "./cli-auth-client";

export const metadata: Metadata = { title: "Authorize CLI login" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function one(value: string | string[] | undefined): string {
  return typeof value === "string" ? value : "";
}

export default async function CliAuthPage({ searchParams }: Props) {
  const params = await searchParams;
  const query = { redirect_uri: one(params.redirect_uri), state: one(params.state), label_b64: one(params.label_b64) };
  let request: LoopbackLoginRequest | null = null;
  let problem: string | null = null;
  try {
    request = parseLoopbackLoginRequest(query);
  } catch (error) {
    if (!isAppError(error)) throw error;
    problem = error.message;
  }
  const actor = await getCurrentActor();
  const here = `/cli/auth?${new URLSearchParams(query).toString()}`;
  return (
    <main className="mx-auto max-w-md space-y-6 px-4 py-12">
      <h1 className="text-2xl font-bold">Authorize CLI login</h1>
      {!request ? (
        <Banner tone="danger" title="This login link is not valid" testId="cli-auth-invalid">
          {problem} Start again with <code>clawdhub login</code>, or use <code>clawdhub login --token</code> with a token from Settings → API tokens.
        </Banner>
      ) : !actor ? (
        <Card title="Sign in first" description="Sign in to the account the CLI should act as, then authorize it.">
          <ButtonLink href={`/signin?callbackUrl=${encodeURIComponent(here)}`} tone="primary">
            Sign in
          </ButtonLink>
        </Card>
      ) : (
        <Card title="Authorize this login?" description="Only authorize a login you started yourself, moments ago, in a terminal on this computer.">
          <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600 dark:text-slate-400">Client</dt>
            <dd data-testid="cli-auth-label" className="break-words">
              {request.label}
            </dd>
            <dt className="text-slate-600 dark:text-slate-400">Hands the token to</dt>
            <dd>
              <span className="font-mono break-all">{new URL(request.redirectUri).host}</span> (this computer)
            </dd>
            <dt className="text-slate-600 dark:text-slate-400">Account</dt>
            <dd>@{actor.handle}</dd>
            <dt className="text-slate-600 dark:text-slate-400">Access</dt>
            <dd>read, publish (a token you can revoke under Settings → API tokens)</dd>
          </dl>
          <CliAuthApprove action={approveCliAuthAction} query={query} />
        </Card>
      )}
    </main>
  );
}
