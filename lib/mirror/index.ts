// Mirrors of upstream registries (ClawHub, another Skillvault): configured by admins, synced through
// our own gate, named in their own namespace. docs/mirroring.md.
export { addMirror } from "./add-mirror";
export { listMirrors, type MirrorStatus } from "./list-mirrors";
export { removeMirror } from "./remove-mirror";
export { syncMirror, type SyncResult } from "./sync-mirror";
export { mirrorConfigSchema, type MirrorConfig, type MirrorConfigInput } from "./schemas/mirror-config";
export { mirroredHandle, mirroredSlug, mirrorNameSchema } from "./mirror-names";
export { startMirrorSync } from "./start-mirror-sync";
export { startMirrorScheduler } from "./start-mirror-scheduler";
export { listMirrorProblems } from "./list-mirror-problems";
