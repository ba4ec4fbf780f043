// This registry as the install commands on the site name it (lib/install/build-install-commands):
// its public origin, and whether clients already default to it (HUB_DEFAULT_REGISTRY).
import { getConfig } from "@/lib/config";
import type { RegistryTarget } from "@/lib/install";
import { siteOrigin } from "./site-origin";

export async function registryTarget(): Promise<RegistryTarget> {
  return { url: await siteOrigin(), isDefault: getConfig().HUB_DEFAULT_REGISTRY };
}
