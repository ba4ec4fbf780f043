// lib/changes: the change feed mirrors and installers follow (GET /api/v1/changes), anonymous or a reader's.
export { listChanges, CHANGES_DEFAULT_LIMIT, CHANGES_MAX_LIMIT, type ChangeItem, type ChangesPage } from "./list-changes";
export { SEALED_CURSOR } from "./change-cursor";
