// API tokens: create (shown once), list (prefix, scopes, last use, expiry), revoke (confirmed first).
import type { Metadata } from "next";
import { requireActor } from "@/lib/auth/next/require-actor";
import { grantableStaffScopes } from "@/lib/auth/scopes";
import { listApiTokens } from "@/lib/auth/tokens/list-api-tokens";
import { formatDay } from "@/app/_components/format-date";
import { Card } from "@/app/_components/ui";
import { createTokenAction, revokeTokenAction } from "./actions";
import { CreateTokenForm } from "./create-token-form-client";
import { RevokeTokenForm } from "./revoke-token-form-client";

export const metadata: Metadata = { title: "API tokens" };

const kindLabel = { PERSONAL: "personal", CLI: "CLI login", OIDC: "trusted publishing" } as const;

export default async function TokensPage() {
  const actor = await requireActor("/settings/tokens");
  const tokens = await listApiTokens({ userId: actor.userId });
  return (
    <>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Signed in as <strong>@{actor.handle}</strong>. Tokens let the clawhub CLI and scripts act as you; <code>clawhub login</code> creates one for you.
      </p>
      <Card title="Create a token">
        <CreateTokenForm action={createTokenAction} staffScopes={grantableStaffScopes(actor.role)} liveTokenIds={tokens.map((token) => token.id)} />
      </Card>
      <Card title="Your tokens" description={tokens.length ? undefined : "No tokens yet."}>
        {tokens.length > 0 && (
          // relative: the sr-only header is absolutely positioned and would otherwise escape the scroll box and widen the page on phones.
          <div className="relative overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="token-table">
              <thead className="text-xs text-slate-600 uppercase dark:text-slate-400">
                <tr>
                  <th scope="col" className="py-2 pr-3">
                    Label
                  </th>
                  <th scope="col" className="hidden py-2 pr-3 sm:table-cell">
                    Token
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Scopes
                  </th>
                  <th scope="col" className="hidden py-2 pr-3 sm:table-cell">
                    Created
                  </th>
                  <th scope="col" className="hidden py-2 pr-3 sm:table-cell">
                    Last used
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Expires
                  </th>
                  <th scope="col" className="py-2">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {tokens.map((token) => (
                  <tr key={token.id} className="border-t border-slate-200 dark:border-slate-800" data-testid="token-row">
                    <td className="py-2 pr-3">
                      <span className="font-medium">{token.label}</span>
                      <span className="block text-xs text-slate-500 dark:text-slate-400">{kindLabel[token.kind]}</span>
                      {/* Phones: the prefix here, and the Token, Created and Last used columns left out, so Revoke stays on screen. */}
                      <span className="block font-mono text-xs text-slate-500 sm:hidden dark:text-slate-400">{token.prefix}…</span>
                    </td>
                    <td className="hidden py-2 pr-3 font-mono text-xs sm:table-cell">{token.prefix}…</td>
                    <td className="py-2 pr-3">{token.scopes.join(", ")}</td>
                    <td className="hidden py-2 pr-3 sm:table-cell">{formatDay(token.createdAt)}</td>
                    <td className="hidden py-2 pr-3 sm:table-cell">{formatDay(token.lastUsedAt, "never")}</td>
                    <td className="py-2 pr-3">
                      {token.expired ? <span className="text-red-700 dark:text-red-300">expired</span> : formatDay(token.expiresAt, "never")}
                    </td>
                    <td className="py-2 text-right">
                      <RevokeTokenForm action={revokeTokenAction} tokenId={token.id} label={token.label} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </>
  );
}
