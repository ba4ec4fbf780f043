// OpenClaw's top-level SKILL.md keys (besides metadata): invocation and slash-command dispatch.
import { z } from "zod";
import { httpUrl, looseBoolean, nonEmptyString } from "./common";

export const openclawFrontmatterSchema = z
  .object({
    name: nonEmptyString.optional(),
    description: nonEmptyString,
    homepage: httpUrl.optional(),
    "user-invocable": looseBoolean.optional(),
    "disable-model-invocation": looseBoolean.optional(),
    "command-dispatch": z.literal("tool").optional(),
    "command-tool": nonEmptyString.optional(),
    "command-arg-mode": z.literal("raw").optional(),
  })
  .superRefine((fm, ctx) => {
    if (fm["command-dispatch"] === "tool" && !fm["command-tool"]) {
      ctx.addIssue({ code: "custom", message: "command-dispatch: tool needs command-tool (the tool to call)", path: ["command-tool"], params: { code: "OPENCLAW_COMMAND_TOOL_MISSING" } });
    }
  });
