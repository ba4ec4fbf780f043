// npm run build: generate the Prisma client and build the site unconditionally.
import { ensureBuild } from "./setup/ensure-build";
import { ensurePrismaClient } from "./setup/ensure-prisma-client";

ensurePrismaClient();
ensureBuild({ force: true });
