// Prints a session token for a benchmark visitor, written by the site's own session code, for the
// database in DATABASE_URL (the page benchmark's signed-in mode runs it as a child process).
import { createSession } from "@/lib/auth/sessions/create-session";
import { closeDb, db } from "@/lib/db";

const user = await db.user.upsert({ where: { handle: "bench-visitor" }, create: { handle: "bench-visitor" }, update: {} });
const { sessionToken } = await createSession({ userId: user.id });
console.log(sessionToken);
await closeDb();
