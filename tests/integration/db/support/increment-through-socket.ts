// Child process for embedded-socket.test.ts: reaches the embedded database the way an admin
// command does (through the holder's socket) and does COUNT read-modify-write increments of one
// user's abuseScore, each in a transaction with a pause between the read and the write.
import { closeDb, databaseConnection, db } from "@/lib/db";

const handle = process.env.HANDLE!;
const count = Number(process.env.COUNT);
// Connected (and the first query answered) before saying so: the test starts its own loop then.
await db.user.findUniqueOrThrow({ where: { handle } });
console.log(`via ${databaseConnection().viaSocket ?? "own"}`);
for (let i = 0; i < count; i++) {
  await db.$transaction(async (tx) => {
    const user = await tx.user.findUniqueOrThrow({ where: { handle }, select: { abuseScore: true } });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await tx.user.update({ where: { handle }, data: { abuseScore: user.abuseScore + 1 } });
  });
}
await closeDb();
console.log("done");
