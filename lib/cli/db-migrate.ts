// npm run db:migrate: applies pending migrations to DATABASE_URL, or to the embedded database.
import { databaseTarget } from "@/lib/db";
import { applyMigrations } from "@/lib/db/migrate";

const { applied } = await applyMigrations(databaseTarget());
console.log(applied.length ? `applied ${applied.length} migration(s): ${applied.join(", ")}` : "database is up to date");
