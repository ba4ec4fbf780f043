// lib/changes: the public change feed mirrors and installers follow (GET /api/v1/changes).
export { listChanges, CHANGES_DEFAULT_LIMIT, CHANGES_MAX_LIMIT } from "./list-changes";
