// Finding and diagnostic severities, worst first: critical, high, medium, low, info (scanner) and
// error, warning (validator). The word is always shown; colour only reinforces it.
import { Badge, type BadgeTone } from "./badge";

const tones: Record<string, BadgeTone> = {
  critical: "danger",
  high: "danger",
  error: "danger",
  medium: "warning",
  warning: "warning",
  low: "info",
  info: "neutral",
};

export function SeverityBadge({ severity }: { severity: string }) {
  return (
    <Badge tone={tones[severity] ?? "neutral"} className="uppercase tracking-wide">
      {severity}
    </Badge>
  );
}
