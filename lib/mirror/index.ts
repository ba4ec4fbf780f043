// Mirrors of upstream registries (ClawHub, another Skillvault): configured by admins, synced through
// our own gate, named in their own namespace. docs/mirroring.md.
export { addMirror } from "./add-mirror";
export { listMirrors, type MirrorStatus } from "./list-mirrors";
export { removeMirror } from "./remove-mirror";
export { syncMirror } from "./sync-mirror";
export { startMirrorSync } from "./start-mirror-sync";
export { listMirrorProblems } from "./list-mirror-problems";
