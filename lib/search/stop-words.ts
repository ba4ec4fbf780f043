// English words too common to narrow a search. Dropped from queries (unless the query is only
// stop words) and given to Meilisearch as its stopWords setting.
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "a an and are as at be but by for from has have how i in into is it its of on or that the their then there these " +
    "this to was were what when where which who will with you your can do does my me we our not no"
  ).split(" "),
);
