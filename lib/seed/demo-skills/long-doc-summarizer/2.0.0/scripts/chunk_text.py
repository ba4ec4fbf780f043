#!/usr/bin/env python3
"""Split a long text or Markdown document into chunks along its own structure.

Splits at headings first, then at paragraph breaks, and only inside a
paragraph when it alone exceeds the limit. Standard library only.
"""
import argparse
import json
import os
import re
import sys

HEADING = re.compile(r"^(#{1,6})\s+(.*\S)\s*$")


def words(text):
    return len(text.split())


def sections(lines):
    """Yield (heading_path, paragraphs) for each heading-delimited section."""
    path, paragraphs, current = [], [], []
    for line in lines:
        m = HEADING.match(line)
        if m:
            if current:
                paragraphs.append("\n".join(current))
                current = []
            if paragraphs:
                yield list(path), paragraphs
                paragraphs = []
            level = len(m.group(1))
            path = path[: level - 1] + [m.group(2)]
            paragraphs.append(line)
        elif line.strip() == "":
            if current:
                paragraphs.append("\n".join(current))
                current = []
        else:
            current.append(line)
    if current:
        paragraphs.append("\n".join(current))
    if paragraphs:
        yield list(path), paragraphs


def split_long(paragraph, max_words):
    tokens = paragraph.split()
    return [" ".join(tokens[i : i + max_words]) for i in range(0, len(tokens), max_words)]


def chunk(text, max_words, overlap):
    chunks, buf, buf_path, has_content = [], [], [], False

    for path, paragraphs in sections(text.splitlines()):
        for para in paragraphs:
            pieces = split_long(para, max_words) if words(para) > max_words else [para]
            for piece in pieces:
                if has_content and words("\n\n".join(buf)) + words(piece) > max_words:
                    chunks.append({"path": buf_path, "text": "\n\n".join(buf)})
                    # The overlap tail gives the next chunk context; it is not new content.
                    tail = " ".join("\n\n".join(buf).split()[-overlap:]) if overlap else ""
                    buf, has_content = ([tail] if tail else []), False
                if not has_content:
                    buf_path, has_content = path, True
                buf.append(piece)
    if has_content:
        chunks.append({"path": buf_path, "text": "\n\n".join(buf)})
    return chunks


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("path", help='text or Markdown file, or "-" for stdin')
    ap.add_argument("--max-words", type=int, default=2500, help="words per chunk (default 2500)")
    ap.add_argument("--overlap", type=int, default=0, help="words repeated from the previous chunk")
    ap.add_argument("--out-dir", help="write NNN.md files and index.json here")
    ap.add_argument("--stats", action="store_true", help="print word and chunk counts only")
    args = ap.parse_args()
    if args.max_words < 50 or args.overlap < 0 or args.overlap >= args.max_words:
        ap.error("--max-words must be at least 50 and larger than --overlap")

    if args.path == "-":
        text = sys.stdin.read()
    else:
        with open(args.path, encoding="utf-8", errors="replace") as fh:
            text = fh.read()

    chunks = chunk(text, args.max_words, args.overlap)
    if args.stats:
        print(f"words: {words(text)}")
        print(f"chunks at {args.max_words} words: {len(chunks)}")
        return 0

    index = []
    for n, c in enumerate(chunks, start=1):
        entry = {"chunk": n, "words": words(c["text"]), "path": c["path"]}
        if args.out_dir:
            name = f"{n:03d}.md"
            os.makedirs(args.out_dir, exist_ok=True)
            with open(os.path.join(args.out_dir, name), "w", encoding="utf-8") as fh:
                fh.write(c["text"] + "\n")
            entry["file"] = name
        index.append(entry)

    if args.out_dir:
        with open(os.path.join(args.out_dir, "index.json"), "w", encoding="utf-8") as fh:
            json.dump(index, fh, indent=2, ensure_ascii=False)
        print(f"wrote {len(index)} chunk(s) to {args.out_dir}")
    else:
        json.dump(index, sys.stdout, indent=2, ensure_ascii=False)
        print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
