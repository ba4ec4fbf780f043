// Hand the skill to another publisher (a person or an org). Nothing changes until they accept on
// their dashboard; one pending offer at a time, expiring after 7 days.
import type { SkillManagement } from "@/lib/catalog/get-skill-management";
import { formatTimestamp } from "@/app/_components/format";
import { ResultActionForm } from "@/app/_components/publish/result-action-form-client";
import { Card } from "@/app/_components/ui";
import { TextArea, TextField } from "@/app/_components/ui/input";
import { SubmitButton } from "@/app/_components/ui/submit-button-client";
import { cancelTransferAction, requestTransferAction } from "../actions";

export function TransferCard({ slug, transfer }: { slug: string; transfer: SkillManagement["transfer"] }) {
  return (
    <Card
      title="Transfer ownership"
      description="The recipient accepts or declines on their dashboard. Trusted publishers are removed when the skill changes hands."
      testId="manage-transfer"
    >
      {transfer ? (
        <div className="flex flex-col gap-3 text-sm sm:flex-row sm:items-center sm:justify-between" data-testid="pending-transfer">
          <p>
            Offered to <strong>@{transfer.toUser.handle}</strong>, expires {formatTimestamp(transfer.expiresAt)}.
            {transfer.message && <span className="block text-slate-600 italic dark:text-slate-400">“{transfer.message}”</span>}
          </p>
          <ResultActionForm action={cancelTransferAction} label="Withdraw transfer offer">
            <input type="hidden" name="transferId" value={transfer.id} />
            <SubmitButton tone="secondary" size="sm" pendingText="Withdrawing…">
              Withdraw offer
            </SubmitButton>
          </ResultActionForm>
        </div>
      ) : (
        <ResultActionForm action={requestTransferAction} className="space-y-3" label="Offer this skill">
          <input type="hidden" name="slug" value={slug} />
          <TextField
            id="transfer-to"
            name="toHandle"
            label="Recipient's handle"
            placeholder="@someone"
            required
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
          />
          <TextArea id="transfer-message" name="message" label="Message (optional)" rows={2} maxLength={1000} />
          <SubmitButton tone="secondary" pendingText="Sending…">
            Offer transfer
          </SubmitButton>
        </ResultActionForm>
      )}
    </Card>
  );
}
