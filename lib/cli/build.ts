// npm run build: generate the Prisma client and build the site unconditionally.
import { runCli } from "./run-cli";
import { ensureBuild } from "./setup/ensure-build";
import { ensurePrismaClient } from "./setup/ensure-prisma-client";

await runCli(async () => {
  ensurePrismaClient();
  ensureBuild({ force: true });
});
