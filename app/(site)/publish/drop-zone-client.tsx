"use client";
// Where an upload starts: drop a folder or an archive, or pick one. Both pickers are real
// <input type="file"> elements behind labelled buttons, so keyboard and screen-reader users get them too.
import { useRef, useState, type DragEvent } from "react";
import { buttonClass } from "@/app/_components/ui/button";
import { FolderIcon, UploadIcon } from "@/app/_components/ui/icons";
import { fromDrop, fromInput, type PickedUpload } from "./_lib/collect-files";

export function DropZone({ onPick, limits }: { onPick: (upload: PickedUpload) => void; limits: { files: number; totalBytes: string; fileBytes: string } }) {
  const [over, setOver] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const archiveInput = useRef<HTMLInputElement>(null);

  const take = (upload: PickedUpload | null) => {
    if (!upload || (upload.kind === "folder" && upload.files.length === 0))
      return setProblem("Nothing to upload there: drop a folder with a SKILL.md, or an archive.");
    setProblem(null);
    onPick(upload);
  };
  const drop = async (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    try {
      take(await fromDrop(event.dataTransfer));
    } catch {
      setProblem("Your browser could not read that drop. Use the buttons instead.");
    }
  };
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      data-testid="drop-zone"
      className={`flex flex-col items-center rounded-2xl border-2 border-dashed px-6 py-12 text-center transition-colors ${
        over
          ? "border-brand-500 bg-brand-50 dark:border-brand-400 dark:bg-brand-950"
          : "border-slate-300 bg-slate-50 dark:border-slate-700 dark:bg-slate-900/50"
      }`}
    >
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-900 dark:text-brand-200">
        <UploadIcon size={22} />
      </span>
      <p className="mt-4 text-base font-semibold text-slate-900 dark:text-white">Drop a skill folder or archive here</p>
      <p className="mt-1 max-w-md text-sm text-slate-600 dark:text-slate-400">
        A folder with a <code>SKILL.md</code>, a <code>.zip</code>, <code>.skill</code> or <code>.tar.gz</code>, or a lone <code>SKILL.md</code>.
      </p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonClass("primary")} onClick={() => folderInput.current?.click()} data-testid="pick-folder">
          <FolderIcon /> Choose a folder
        </button>
        <button type="button" className={buttonClass("secondary")} onClick={() => archiveInput.current?.click()} data-testid="pick-archive">
          <UploadIcon /> Choose an archive or SKILL.md
        </button>
      </div>
      <input
        ref={folderInput}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-label="Skill folder"
        data-testid="folder-input"
        multiple
        {...{ webkitdirectory: "", directory: "" }}
        onChange={(event) => event.target.files && take(fromInput(event.target.files))}
      />
      <input
        ref={archiveInput}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-label="Skill archive or SKILL.md"
        data-testid="archive-input"
        accept=".zip,.skill,.tgz,.tar.gz,.tar,.md,.markdown,application/zip,application/gzip"
        onChange={(event) => event.target.files && take(fromInput(event.target.files))}
      />
      {problem && (
        <p role="alert" className="mt-4 text-sm text-red-700 dark:text-red-300">
          {problem}
        </p>
      )}
      <p className="mt-5 text-xs text-slate-600 dark:text-slate-400">
        Up to {limits.files} files, {limits.fileBytes} per file, {limits.totalBytes} in all. Nothing is stored until you confirm.
      </p>
    </div>
  );
}
