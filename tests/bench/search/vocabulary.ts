// Word lists for generated skills and queries: the subjects, verbs and prose a real skill
// registry is made of, plus invented brand names for a long tail of rare words.
export const SUBJECTS = (
  "pdf docx excel csv json yaml toml xml markdown html image video audio podcast email calendar slack discord telegram " +
  "github gitlab bitbucket jira linear notion confluence trello asana docker kubernetes helm terraform ansible aws gcp azure " +
  "s3 cloudflare vercel netlify postgres mysql sqlite redis mongodb elasticsearch kafka rabbitmq graphql openapi oauth jwt " +
  "stripe shopify salesforce hubspot twitter youtube reddit rss weather maps translation ocr latex regex cron logs metrics " +
  "prometheus grafana sentry pagerduty ssh git npm pip cargo golang rust python typescript react nextjs vue svelte tailwind " +
  "figma svg chart dashboard invoice receipt budget tax crypto bitcoin ethereum wallet browser playwright selenium scraper " +
  "crawler sitemap seo analytics i18n accessibility changelog release semver license sbom vulnerability secrets vault backup " +
  "dropbox gdrive onedrive zip ffmpeg imagemagick whisper speech embeddings vector rag prompt memory todo notes journal habit " +
  "recipe fitness finance stocks news arxiv wikipedia citation bibtex zotero anki flashcards quiz resume meeting transcript " +
  "spreadsheet database api webhook queue cache dns certificate firewall nginx apache lambda cloudrun bigquery snowflake dbt " +
  "airflow spark pandas numpy jupyter matplotlib tensorflow pytorch huggingface openai claude gemini ollama sql"
).split(" ");

export const ACTIONS = (
  "extract convert generate summarize translate validate lint format deploy monitor backup sync search index parse scrape " +
  "analyze visualize compress resize transcribe schedule notify review refactor test benchmark audit migrate export import " +
  "merge split diff encrypt sign publish archive clean optimize debug profile document explain classify tag"
).split(" ");

export const ROLES = "helper tool kit assistant manager runner bot builder checker pro lite cli studio flow toolkit agent pilot guard".split(" ");

export const TOPICS = (
  "documents data devops cloud databases productivity communication developer-tools testing security media ai finance " +
  "research writing design web automation monitoring education health analytics git ci infrastructure scraping search " +
  "knowledge-base python javascript rust go mobile accessibility localization compliance backup email social"
).split(" ");

export const BINS =
  "git jq curl ffmpeg docker kubectl terraform python3 node gh psql sqlite3 pandoc rg fd convert yt-dlp aws gcloud az helm make npm pip uv cargo go java tesseract whisper redis-cli mysql openssl ssh rsync zip".split(
    " ",
  );

export const OS_CHOICES: string[][] = [[], [], [], [], [], ["linux", "darwin"], ["linux", "darwin"], ["darwin"], ["linux"], ["win32"]];

export const OBJECTS =
  "tables pages files records rows reports tickets issues messages threads events charts diagrams clips frames slides comments commits pull-requests releases builds logs alerts invoices contacts leads orders".split(
    " ",
  );

export const QUALIFIERS = [
  "in one step",
  "without leaving the terminal",
  "with sensible defaults",
  "for large projects",
  "on a schedule",
  "and keeps a history",
  "with retries and clear errors",
  "for teams",
  "offline",
  "using the official API",
  "safely",
  "from the command line",
  "with a dry-run mode",
  "across many repositories",
  "incrementally",
];

/** Everyday English of skill instructions; some words are far more frequent than others (Zipf). */
export const PROSE = (
  "the a to of and in for with when use this skill you your it is be on that by as from or if then run step output input " +
  "file command user ask asks agent check make sure first next finally result results value values option options config " +
  "configuration default path folder directory error errors warning example examples note notes only always never should " +
  "must can may will each every all any new existing current local remote script scripts reference references read write " +
  "open save create update delete list show print return report summary details section sections line lines text format " +
  "formats data set sets field fields name names type types version versions project projects task tasks work works tool " +
  "tools request requests response responses token tokens key keys access permission permissions environment variable " +
  "variables install installed installation dependency dependencies package packages module modules function functions " +
  "argument arguments flag flags mode modes quick quickly carefully clear clearly simple simply large small fast slow safe " +
  "before after during while until unless because so but not no yes more less most least other another same different"
).split(" ");

/** Pronounceable invented words: brand names and rare terms (the long tail of a real vocabulary). */
export function inventWord(random: () => number): string {
  const onsets = ["b", "br", "c", "cl", "d", "f", "fl", "g", "gr", "k", "l", "m", "n", "p", "pl", "qu", "r", "s", "st", "t", "tr", "v", "z"];
  const vowels = ["a", "e", "i", "o", "u", "ai", "ea", "io", "oo"];
  const codas = ["", "n", "r", "x", "ly", "sh", "t", "m", "k", "ft"];
  const syllables = 2 + Math.floor(random() * 2);
  let word = "";
  for (let i = 0; i < syllables; i++) word += pick(onsets, random) + pick(vowels, random);
  return word + pick(codas, random);
}

export function pick<T>(list: readonly T[], random: () => number): T {
  return list[Math.floor(random() * list.length)]!;
}

/** Index skewed towards the start of a list (rank-frequency like natural language). */
export function pickZipf<T>(list: readonly T[], random: () => number, skew = 1.2): T {
  const index = Math.floor(list.length * Math.pow(random(), skew * 2));
  return list[Math.min(index, list.length - 1)]!;
}

/** Deterministic PRNG (mulberry32), so every run generates the same registry. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
