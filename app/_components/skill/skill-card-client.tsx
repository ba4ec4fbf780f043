"use client";
// One skill in a listing (home shelves, browse, search results, profiles). The whole card is a
// link target via the title's stretched ::after, so it is one tab stop with a clear name. The
// description is cut after a sentence or a clause (description-excerpt.ts), never mid-phrase.
// A client component so a listing's RSC payload carries each card's data, not its markup twice
// (the HTML is still rendered on the server).
import Link from "next/link";
import { formatCount } from "../format";
import { Badge } from "../ui/badge";
import { focusRing } from "../ui/focus";
import { DownloadIcon, StarIcon } from "../ui/icons";
import { VerdictBadge } from "../ui/verdict-badge-client";
import { descriptionExcerpt } from "./description-excerpt";
import { HighlightedText, type Range } from "./highlighted-text";
import { SkillEmoji } from "./skill-emoji";

export type SkillCardProps = {
  slug: string;
  displayName: string;
  summary: string | null;
  ownerHandle: string;
  version: string | null;
  verdict: string;
  topics?: string[];
  downloads?: number;
  stars?: number;
  emoji?: string | null;
  highlights?: { displayName?: Range[]; summary?: Range[] };
  /** Shown to owners on their profile: why a skill is not listed. */
  note?: string;
  /** The figure a shelf is sorted by, when it is not one the card shows anyway (installs this week…). */
  figure?: { value: number; label: string };
  headingLevel?: 2 | 3;
};

/** About three lines of a card at its narrowest. */
const CARD_DESCRIPTION_CHARS = 140;

function clipRanges(ranges: Range[] | undefined, length: number): Range[] | undefined {
  return ranges?.filter((range) => range.start < length).map((range) => ({ start: range.start, end: Math.min(range.end, length) }));
}

export function SkillCard(props: SkillCardProps) {
  const Heading = props.headingLevel === 2 ? "h2" : "h3";
  const summary = props.summary ? descriptionExcerpt(props.summary, CARD_DESCRIPTION_CHARS) : null;
  // The excerpt keeps the text's offsets; the ellipsis it may add is never highlighted.
  const summaryRanges = summary ? clipRanges(props.highlights?.summary, summary.cut ? summary.text.length - 1 : summary.text.length) : undefined;
  return (
    <article
      data-testid="skill-card"
      data-slug={props.slug}
      className="group relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-300 hover:shadow-md dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-700"
    >
      <div className="flex items-start gap-3">
        <SkillEmoji emoji={props.emoji} name={props.displayName} />
        <div className="min-w-0 flex-1">
          <Heading className="truncate text-base font-semibold text-slate-900 dark:text-white">
            <Link href={`/${props.ownerHandle}/${props.slug}`} className={`rounded-sm after:absolute after:inset-0 after:rounded-xl ${focusRing}`}>
              <HighlightedText text={props.displayName} ranges={props.highlights?.displayName} />
            </Link>
          </Heading>
          <p className="truncate text-xs text-slate-600 dark:text-slate-400">
            @{props.ownerHandle}
            {props.version && <> · v{props.version}</>}
          </p>
        </div>
        <VerdictBadge verdict={props.verdict} size="sm" />
      </div>
      {props.note && <p className="mt-3 text-xs font-medium text-amber-800 dark:text-amber-300">{props.note}</p>}
      <p
        className="mt-3 text-sm break-words text-slate-700 dark:text-slate-300"
        data-testid="skill-card-summary"
        title={summary?.cut ? (props.summary ?? undefined) : undefined}
      >
        {summary ? (
          <HighlightedText text={summary.text} ranges={summaryRanges} />
        ) : (
          <span className="text-slate-500 italic dark:text-slate-400">No description.</span>
        )}
      </p>
      <div className="flex-1" />
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-slate-600 dark:text-slate-400">
        {props.figure && (
          <span className="font-semibold text-slate-800 dark:text-slate-200" data-testid="skill-card-figure">
            {formatCount(props.figure.value)} {props.figure.label}
          </span>
        )}
        {props.downloads !== undefined && (
          <span className="inline-flex items-center gap-1" title={`${props.downloads} downloads`}>
            <DownloadIcon size={13} />
            {formatCount(props.downloads)}
          </span>
        )}
        {props.stars !== undefined && (
          <span className="inline-flex items-center gap-1" title={`${props.stars} stars`}>
            <StarIcon size={13} />
            {formatCount(props.stars)}
          </span>
        )}
        {props.topics && props.topics.length > 0 && (
          <span className="flex min-w-0 flex-wrap gap-1">
            {props.topics.slice(0, 3).map((topic) => (
              <Badge key={topic}>{topic}</Badge>
            ))}
          </span>
        )}
      </div>
    </article>
  );
}
