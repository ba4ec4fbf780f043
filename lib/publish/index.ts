export { publishVersion } from "./publish-version";
export { preparePublication, type PreparedPublication } from "./prepare-publication";
export type { PublishInput, PublishResult, PublishStage, Provenance } from "./types";
