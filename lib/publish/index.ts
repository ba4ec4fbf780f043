// Publishing and the owner's side of a skill's life: versions, tags, deletion, transfers, stars.
export { publishVersion } from "./publish-version";
export { preparePublication, type PreparedPublication } from "./prepare-publication";
export { deleteSkill, SLUG_RESERVATION_DAYS } from "./delete-skill";
export { undeleteSkill } from "./undelete-skill";
export { withdrawVersion } from "./withdraw-version";
export { restoreVersion } from "./restore-version";
export { setDistTag } from "./set-dist-tag";
export { removeDistTag } from "./remove-dist-tag";
export { requestTransfer } from "./request-transfer";
export { acceptTransfer } from "./accept-transfer";
export { rejectTransfer } from "./reject-transfer";
export { cancelTransfer } from "./cancel-transfer";
export { TRANSFER_TTL_DAYS } from "./expire-transfers";
export { starSkill } from "./star-skill";
export { unstarSkill } from "./unstar-skill";
export { isInstallable, pickLatest } from "./refresh-skill-state";
export { isSkillPublic } from "./is-skill-public";
export type { PublishInput, PublishResult, PublishStage, Provenance } from "./types";
