"use client";
// The publish flow: pick files → the server checks them (nothing stored) → review the findings and
// diagnostics, fill in the details → publish with upload progress → the verdict. Files stay in the
// browser between steps, so the publish sends exactly the bytes that were checked.
import { useEffect, useRef, useState } from "react";
import type { PublishCheck, SitePublishResult } from "@/lib/api-schemas/site-publish";
import { Banner } from "@/app/_components/ui/banner";
import { Button } from "@/app/_components/ui/button";
import type { PickedUpload } from "./_lib/collect-files";
import { buildUploadForm, postUpload, type UploadError, type UploadProgress } from "./_lib/post-upload";
import { CheckReport } from "./check-report";
import { DropZone } from "./drop-zone-client";
import { PublishForm, type CheckTarget, type PublishFields, type Publisher } from "./publish-form-client";
import type { RegistryTarget } from "@/lib/install/build-install-commands";
import { BlockedResultView, PublishResultView, type BlockedAnswer } from "./publish-result";
import { StepList } from "./step-list";
import { UploadProgressView } from "./upload-progress";

type Stage =
  | { step: "pick"; error?: UploadError }
  | { step: "checking"; upload: PickedUpload; progress: UploadProgress }
  | { step: "review"; upload: PickedUpload; check: PublishCheck; error: UploadError | null; publishing: UploadProgress | null; rechecking?: boolean }
  | { step: "done"; result: SitePublishResult }
  | { step: "blocked"; blocked: BlockedAnswer };

const START: UploadProgress = { phase: "uploading", loaded: 0, total: 0 };

export function PublishFlow({
  publishers,
  defaultVisibility,
  limits,
  registry,
}: {
  publishers: Publisher[];
  defaultVisibility: string;
  limits: { files: number; totalBytes: string; fileBytes: string };
  registry: RegistryTarget;
}) {
  const [stage, setStage] = useState<Stage>({ step: "pick" });
  const heading = useRef<HTMLHeadingElement>(null);
  // Move focus to the new step's heading when a step finishes, so keyboard and screen-reader users follow along.
  const landed =
    stage.step === "review"
      ? stage.publishing
        ? ""
        : `review:${stage.error?.code ?? ""}`
      : stage.step === "done" || stage.step === "blocked"
        ? stage.step
        : "";
  useEffect(() => {
    if (landed) heading.current?.focus();
  }, [landed]);

  const check = async (upload: PickedUpload) => {
    setStage({ step: "checking", upload, progress: START });
    const answer = await postUpload<PublishCheck>("/api/v1/skills/-/check", buildUploadForm(upload, {}), (progress) =>
      setStage({ step: "checking", upload, progress }),
    );
    setStage(answer.ok ? { step: "review", upload, check: answer.body, error: null, publishing: null } : { step: "pick", error: answer.error });
  };

  // Another owner or visibility for a new skill: the same files are checked again for that owner's
  // team policy; the form stays as filled in, and only the newest answer counts.
  const rechecks = useRef(0);
  const recheck = async (target: CheckTarget) => {
    if (stage.step !== "review") return;
    const ticket = ++rechecks.current;
    setStage({ ...stage, error: null, rechecking: true });
    const answer = await postUpload<PublishCheck>("/api/v1/skills/-/check", buildUploadForm(stage.upload, target), () => {});
    if (ticket !== rechecks.current) return;
    setStage((current) =>
      current.step === "review" ? { ...current, rechecking: false, ...(answer.ok ? { check: answer.body } : { error: answer.error }) } : current,
    );
  };

  const publish = async (fields: PublishFields) => {
    if (stage.step !== "review") return;
    const { upload, check: checked } = stage;
    setStage({ ...stage, error: null, publishing: START });
    const answer = await postUpload<SitePublishResult>("/api/v1/skills/-/publish", buildUploadForm(upload, fields), (progress) =>
      setStage({ step: "review", upload, check: checked, error: null, publishing: progress }),
    );
    if (answer.ok) return setStage({ step: "done", result: answer.body });
    if (answer.error.code === "SCAN_BLOCKED") return setStage({ step: "blocked", blocked: answer.error.details as BlockedAnswer });
    setStage({ step: "review", upload, check: checked, error: answer.error, publishing: null });
  };

  const again = () => setStage({ step: "pick" });
  const current = stage.step === "pick" || stage.step === "checking" ? 1 : stage.step === "review" ? 2 : 3;
  const headingClass = "text-xl font-semibold text-slate-900 outline-none dark:text-white";

  return (
    <div className="space-y-6">
      <StepList current={current} />
      {stage.step === "pick" && (
        <>
          {stage.error && (
            <Banner tone="danger" title={`We could not read that upload (${stage.error.code})`} testId="check-error">
              {stage.error.message}
            </Banner>
          )}
          <DropZone onPick={check} limits={limits} />
        </>
      )}
      {stage.step === "checking" && <UploadProgressView progress={stage.progress} action="check" size={stage.upload.size} />}
      {stage.step === "review" && (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 ref={heading} tabIndex={-1} className={headingClass} data-testid="review-heading">
              Review {stage.check.skill.name ?? stage.upload.name}
            </h2>
            <Button tone="secondary" onClick={again} disabled={stage.publishing !== null}>
              Choose different files
            </Button>
          </div>
          {stage.upload.kind === "folder" && stage.upload.skippedGit > 0 && (
            <Banner tone="info">The folder&apos;s .git directory was left out: repository internals are never published.</Banner>
          )}
          <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <CheckReport check={stage.check} />
            <aside aria-label="Publish details" className="lg:sticky lg:top-20 lg:self-start">
              <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
                <h2 className="mb-4 text-lg font-semibold">Details</h2>
                {stage.publishing ? (
                  <UploadProgressView progress={stage.publishing} action="publish" size={stage.upload.size} />
                ) : (
                  <PublishForm
                    key={stage.check.bundle.digest}
                    check={stage.check}
                    publishers={publishers}
                    defaultVisibility={defaultVisibility}
                    busy={false}
                    checking={stage.rechecking ?? false}
                    error={stage.error}
                    onSubmit={publish}
                    onTargetChange={(target) => void recheck(target)}
                  />
                )}
              </div>
            </aside>
          </div>
        </>
      )}
      {(stage.step === "done" || stage.step === "blocked") && (
        <h2 ref={heading} tabIndex={-1} className={headingClass}>
          Result
        </h2>
      )}
      {stage.step === "done" && <PublishResultView result={stage.result} registry={registry} onAgain={again} />}
      {stage.step === "blocked" && <BlockedResultView blocked={stage.blocked} onAgain={again} />}
    </div>
  );
}
