"use server";
// Import from GitHub: preview a repository, publish the picked skills, turn sync on or off.
import { z } from "zod";
import { authedAction, formList } from "@/lib/auth/next/authed-action";
import { isAppError } from "@/lib/errors";
import { importGithubSkills, previewGithubImport, setGithubSync, type ImportPreview } from "@/lib/github";

const source = z.string().trim().min(1, "Enter a repository: owner/repo or a GitHub URL.").max(500);
const ownerHandle = z.string().trim().max(64).optional();

export type PreviewAnswer = { kind: "preview"; preview: ImportPreview } | { kind: "no-skills"; message: string; searched: string[] };

export const previewImportAction = authedAction(
  { input: z.object({ source, ownerHandle }), rateLimit: "write" },
  async ({ actor, input }): Promise<PreviewAnswer> => {
    try {
      return { kind: "preview", preview: await previewGithubImport({ actor, source: input.source, ownerHandle: input.ownerHandle || undefined }) };
    } catch (error) {
      // "Nothing found" is an answer with a list of places to check, not a failure of the form.
      if (isAppError(error) && error.code === "GITHUB_NO_SKILLS") {
        return { kind: "no-skills", message: error.message, searched: (error.details as { searched: string[] }).searched };
      }
      throw error;
    }
  },
);

export const importSkillsAction = authedAction(
  {
    input: z.object({
      source,
      ownerHandle,
      commit: z.string().regex(/^[0-9a-f]{40}$/, "The preview is out of date; look the repository up again."),
      path: formList(z.string().max(500)),
      slug: formList(z.string().trim().max(100)),
      version: formList(z.string().trim().max(128)),
      selected: formList(z.string().max(500)),
      sync: z.literal("on").optional(),
      visibility: z.enum(["public", "internal", "private"]).optional(),
    }),
    rateLimit: "write",
  },
  async ({ actor, input, ip }) => {
    const selections = input.path.flatMap((path, index) =>
      input.selected.includes(path) ? [{ path, slug: input.slug[index] || undefined, version: input.version[index] || undefined }] : [],
    );
    return importGithubSkills({
      actor,
      source: input.source,
      ownerHandle: input.ownerHandle || undefined,
      commit: input.commit,
      selections,
      sync: input.sync === "on",
      visibility: input.visibility,
      ip,
    });
  },
);

export const setGithubSyncAction = authedAction(
  { input: z.object({ slug: z.string().min(1).max(100), enabled: z.enum(["true", "false"]) }), rateLimit: "write" },
  async ({ actor, input, ip }) => setGithubSync({ actor, slug: input.slug, enabled: input.enabled === "true", ip }),
);
