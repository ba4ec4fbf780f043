// Prisma CLI configuration. The app never reads this: lib/db builds its own client.
// `prisma migrate deploy` (where the Rust engine exists) uses DATABASE_URL from here.
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/skillvault" },
});
