// The reason every moderator action records: required, shown to the publisher and kept in the audit log.
// In a row of buttons the label is for screen readers only; in a form it is shown (`visibleLabel`).
import { controlClass } from "../ui/input";

export function ReasonField({ id, label = "Reason", visibleLabel = false }: { id: string; label?: string; visibleLabel?: boolean }) {
  return (
    <div className={visibleLabel ? "space-y-1" : "min-w-0 flex-1"}>
      <label htmlFor={id} className={visibleLabel ? "block text-sm font-medium" : "sr-only"}>
        {label}
      </label>
      <input
        id={id}
        name="reason"
        required
        maxLength={1000}
        placeholder={visibleLabel ? "Shown to the publisher" : "Reason (shown to the publisher)"}
        className={controlClass}
        autoComplete="off"
      />
    </div>
  );
}
