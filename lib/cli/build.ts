// npm run build: generate the Prisma client and build the site unconditionally.
import { ensureBuild } from "./lib/ensure-build";
import { ensurePrismaClient } from "./lib/ensure-prisma-client";

ensurePrismaClient();
ensureBuild({ force: true });
