// Transfer offers on the dashboard: incoming ones to accept or decline, outgoing ones to withdraw.
import type { TransferList } from "@/lib/api-schemas/transfers";
import { ResultActionForm } from "@/app/_components/publish/result-action-form-client";
import { Card } from "@/app/_components/ui";
import { SubmitButton } from "@/app/_components/ui/submit-button-client";
import { formatTimestamp } from "@/app/_components/format";
import { acceptTransferAction, cancelTransferAction, rejectTransferAction } from "./actions";

type Transfer = TransferList["transfers"][number];

export function TransferList({ transfers, direction }: { transfers: Transfer[]; direction: "incoming" | "outgoing" }) {
  return (
    <Card
      title={direction === "incoming" ? "Skills offered to you" : "Your transfer offers"}
      description={
        direction === "incoming"
          ? "Accepting makes you the owner; the previous owner's trusted publishers are removed."
          : "Waiting for the recipient. Offers expire after 7 days."
      }
      testId={`transfers-${direction}`}
    >
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {transfers.map((transfer) => (
          <li
            key={transfer._id}
            className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
            data-testid="transfer"
            data-slug={transfer.skill.slug}
          >
            <div className="min-w-0 text-sm">
              <p>
                <strong>{transfer.skill.displayName}</strong> <code className="text-xs">{transfer.skill.slug}</code>{" "}
                {direction === "incoming" ? <>from @{transfer.fromUser.handle}</> : <>to @{transfer.toUser.handle}</>}
              </p>
              {transfer.message && <p className="mt-0.5 text-slate-700 italic dark:text-slate-300">“{transfer.message}”</p>}
              <p className="text-xs text-slate-600 dark:text-slate-400">Expires {formatTimestamp(new Date(transfer.expiresAt))}</p>
            </div>
            <div className="flex shrink-0 flex-wrap gap-2">
              {direction === "incoming" ? (
                <>
                  <ResultActionForm action={acceptTransferAction} label={`Accept ${transfer.skill.slug}`}>
                    <input type="hidden" name="transferId" value={transfer._id} />
                    <SubmitButton size="sm" pendingText="Accepting…">
                      Accept
                    </SubmitButton>
                  </ResultActionForm>
                  <ResultActionForm action={rejectTransferAction} label={`Decline ${transfer.skill.slug}`}>
                    <input type="hidden" name="transferId" value={transfer._id} />
                    <SubmitButton size="sm" tone="secondary" pendingText="Declining…">
                      Decline
                    </SubmitButton>
                  </ResultActionForm>
                </>
              ) : (
                <ResultActionForm action={cancelTransferAction} label={`Withdraw offer of ${transfer.skill.slug}`}>
                  <input type="hidden" name="transferId" value={transfer._id} />
                  <SubmitButton size="sm" tone="secondary" pendingText="Withdrawing…">
                    Withdraw offer
                  </SubmitButton>
                </ResultActionForm>
              )}
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
