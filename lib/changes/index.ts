// lib/changes: the change feed mirrors and installers follow (GET /api/v1/changes), anonymous or a reader's.
export { listChanges, CHANGES_DEFAULT_LIMIT, CHANGES_MAX_LIMIT } from "./list-changes";
