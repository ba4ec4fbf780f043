// Loads Prisma's WebAssembly schema engine without Node's --experimental-wasm-modules flag:
// the package's entry imports the .wasm file as a module, so we instantiate it ourselves
// and hand the instance to the wasm-bindgen glue, exactly as that entry would.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as glue from "@prisma/schema-engine-wasm/schema_engine_bg";

let loaded: Promise<typeof glue> | undefined;

export function loadSchemaEngine(): Promise<typeof glue> {
  loaded ??= (async () => {
    const require = createRequire(import.meta.url);
    const wasmPath = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg").replace(/\.js$/, ".wasm");
    const { instance } = await WebAssembly.instantiate(readFileSync(wasmPath), { "./schema_engine_bg.js": glue });
    glue.__wbg_set_wasm(instance.exports);
    (instance.exports as { __wbindgen_start: () => void }).__wbindgen_start();
    return glue;
  })();
  return loaded;
}
