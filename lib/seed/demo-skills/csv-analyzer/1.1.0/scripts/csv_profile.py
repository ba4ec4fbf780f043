#!/usr/bin/env python3
"""Profile a CSV file column by column, or aggregate it by a grouping column.

  csv_profile.py data.csv                         # profile every column
  csv_profile.py data.csv --json                  # same, as JSON
  csv_profile.py data.csv --group-by region --agg sum:revenue --agg mean:price

Standard library only. Streams the file, so it handles files larger than memory
(distinct counts are capped; see --max-distinct).
"""
import argparse
import csv
import io
import itertools
import json
import math
import statistics
import sys
from collections import Counter, defaultdict
from datetime import datetime

NULLS = {"", "na", "n/a", "null", "none", "nan", "-"}
BOOLS = {"true", "false", "yes", "no", "y", "n", "t", "f"}
DATE_FORMATS = ("%Y-%m-%d", "%Y-%m-%dT%H:%M:%S", "%Y-%m-%d %H:%M:%S", "%d/%m/%Y", "%m/%d/%Y", "%d.%m.%Y")
AGGREGATES = ("count", "sum", "mean", "min", "max", "median")


def to_number(text):
    t = text.strip().replace(",", "") if text.count(",") and text.count(".") <= 1 else text.strip()
    try:
        value = float(t)
    except ValueError:
        return None
    return value if math.isfinite(value) else None


def to_date(text):
    for fmt in DATE_FORMATS:
        try:
            return datetime.strptime(text.strip(), fmt)
        except ValueError:
            continue
    return None


class Column:
    def __init__(self, name, max_distinct, sample_size):
        self.name = name
        self.max_distinct = max_distinct
        self.sample_size = sample_size
        self.count = self.nulls = 0
        self.numbers, self.dates, self.bools = 0, 0, 0
        self.ints = 0
        self.values = Counter()
        self.overflow = False
        self.num_sum = 0.0
        self.num_min = self.num_max = None
        self.num_sample = []  # first N numbers, for the median
        self.date_min = self.date_max = None
        self.max_len = 0

    def add(self, raw):
        self.count += 1
        text = raw.strip()
        if text.lower() in NULLS:
            self.nulls += 1
            return
        self.max_len = max(self.max_len, len(text))
        if not self.overflow:
            self.values[text] += 1
            if len(self.values) > self.max_distinct:
                self.overflow = True
        if text.lower() in BOOLS:
            self.bools += 1
        number = to_number(text)
        if number is not None:
            self.numbers += 1
            self.ints += number.is_integer()
            self.num_sum += number
            self.num_min = number if self.num_min is None else min(self.num_min, number)
            self.num_max = number if self.num_max is None else max(self.num_max, number)
            if len(self.num_sample) < self.sample_size:
                self.num_sample.append(number)
            return
        date = to_date(text)
        if date is not None:
            self.dates += 1
            self.date_min = date if self.date_min is None else min(self.date_min, date)
            self.date_max = date if self.date_max is None else max(self.date_max, date)

    def kind(self):
        filled = self.count - self.nulls
        if filled == 0:
            return "empty"
        # Allow a few stray values (typos, footnote markers) before giving up on a type.
        threshold = 0.95 * filled
        if self.bools >= threshold:
            return "boolean"
        if self.numbers >= threshold:
            return "integer" if self.ints == self.numbers else "number"
        if self.dates >= threshold:
            return "date"
        return "text"

    def summary(self):
        kind = self.kind()
        filled = self.count - self.nulls
        out = {
            "column": self.name,
            "type": kind,
            "rows": self.count,
            "missing": self.nulls,
            "missing_pct": round(100 * self.nulls / self.count, 1) if self.count else 0.0,
            "distinct": f">{self.max_distinct}" if self.overflow else len(self.values),
        }
        if kind in ("integer", "number") and self.numbers:
            out.update(
                min=tidy(self.num_min),
                max=tidy(self.num_max),
                mean=tidy(self.num_sum / self.numbers),
                median=tidy(float(statistics.median(self.num_sample))),
                median_exact=len(self.num_sample) == self.numbers,
                sum=tidy(self.num_sum),
            )
            if self.numbers < filled:
                out["non_numeric"] = filled - self.numbers
        elif kind == "date" and self.dates:
            show = lambda d: d.date().isoformat() if d.time() == datetime.min.time() else d.isoformat()
            out.update(min=show(self.date_min), max=show(self.date_max))
        if kind in ("text", "boolean") or (not self.overflow and len(self.values) <= 10):
            out["top"] = self.values.most_common(5)
        if kind == "text":
            out["max_length"] = self.max_len
        return out


def open_csv(path, encoding):
    if path == "-":
        return sys.stdin
    for enc in ([encoding] if encoding else ["utf-8-sig", "cp1252"]):
        try:
            fh = open(path, newline="", encoding=enc)
            fh.read(65536)
            fh.seek(0)
            return fh
        except UnicodeDecodeError:
            fh.close()
    raise SystemExit(f"error: cannot decode {path}; pass --encoding")


def make_reader(fh, delimiter):
    if delimiter:
        return csv.reader(fh, delimiter=delimiter)
    # Sniff the dialect from the first 64 KB, completed to a whole line.
    sample = fh.read(65536) + fh.readline()
    try:
        dialect = csv.Sniffer().sniff(sample, delimiters=",;\t|")
    except csv.Error:
        dialect = csv.excel
    if fh.seekable():
        fh.seek(0)
        return csv.reader(fh, dialect)
    return csv.reader(itertools.chain(io.StringIO(sample), fh), dialect)


def tidy(value):
    """Round floats for display and show whole numbers without '.0'."""
    if isinstance(value, float):
        value = round(value, 4)
        return int(value) if value.is_integer() else value
    return value


def profile(reader, header, args):
    columns = [Column(h, args.max_distinct, args.sample) for h in header]
    bad_rows = 0
    for row in reader:
        if len(row) != len(header):
            bad_rows += 1
            row = (row + [""] * len(header))[: len(header)]
        for col, value in zip(columns, row):
            col.add(value)
    return [c.summary() for c in columns], bad_rows


def group(reader, header, args):
    if args.group_by not in header:
        raise SystemExit(f"error: no column {args.group_by!r}; columns are: {', '.join(header)}")
    key_idx = header.index(args.group_by)
    specs = []
    for spec in args.agg or ["count:" + args.group_by]:
        func, _, col = spec.partition(":")
        if func not in AGGREGATES or col not in header:
            raise SystemExit(f"error: bad --agg {spec!r}; use FUNC:COLUMN with FUNC in {', '.join(AGGREGATES)}")
        specs.append((func, col, header.index(col)))
    data = defaultdict(lambda: defaultdict(list))
    for row in reader:
        if len(row) <= key_idx:
            continue
        key = row[key_idx].strip() or "(blank)"
        for func, col, idx in specs:
            raw = row[idx] if idx < len(row) else ""
            if func == "count":
                data[key][(func, col)].append(1)
                continue
            number = to_number(raw)
            if number is not None:
                data[key][(func, col)].append(number)
    results = []
    for key, cells in data.items():
        entry = {args.group_by: key}
        for func, col, _ in specs:
            vals = cells.get((func, col), [])
            name = f"{func}({col})"
            if func == "count":
                entry[name] = len(vals)
            elif not vals:
                entry[name] = None
            else:
                entry[name] = tidy(float({"sum": sum, "mean": statistics.fmean, "min": min, "max": max,
                                          "median": statistics.median}[func](vals)))
        results.append(entry)
    sort_key = f"{specs[0][0]}({specs[0][1]})"
    results.sort(key=lambda e: (e[sort_key] is None, -(e[sort_key] or 0)))
    return results


def print_table(rows):
    if not rows:
        print("(no rows)")
        return
    keys = list(rows[0].keys())
    cells = [[str(r.get(k, "")) for k in keys] for r in rows]
    widths = [max(len(k), *(len(c[i]) for c in cells)) for i, k in enumerate(keys)]
    print("| " + " | ".join(k.ljust(w) for k, w in zip(keys, widths)) + " |")
    print("| " + " | ".join("-" * w for w in widths) + " |")
    for c in cells:
        print("| " + " | ".join(v.ljust(w) for v, w in zip(c, widths)) + " |")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("path", help='CSV file, or "-" for stdin')
    ap.add_argument("--delimiter", help="field separator (default: detect)")
    ap.add_argument("--encoding", help="file encoding (default: try UTF-8, then Windows-1252)")
    ap.add_argument("--json", action="store_true", help="print JSON instead of Markdown")
    ap.add_argument("--group-by", help="column to group rows by")
    ap.add_argument("--agg", action="append", help="FUNC:COLUMN, repeatable; FUNC is " + ", ".join(AGGREGATES))
    ap.add_argument("--max-distinct", type=int, default=10000, help="stop counting distinct values after this many")
    ap.add_argument("--sample", type=int, default=100000, help="numbers kept per column for the median")
    args = ap.parse_args()

    fh = open_csv(args.path, args.encoding)
    reader = make_reader(fh, args.delimiter)
    try:
        header = [h.strip() for h in next(reader)]
    except StopIteration:
        raise SystemExit("error: the file is empty")

    if args.group_by:
        rows = group(reader, header, args)
        if args.json:
            print(json.dumps(rows, indent=2, ensure_ascii=False))
        else:
            print_table(rows)
        return 0

    summaries, bad_rows = profile(reader, header, args)
    if args.json:
        print(json.dumps({"columns": summaries, "malformed_rows": bad_rows}, indent=2, ensure_ascii=False, default=str))
        return 0
    rows = summaries[0]["rows"] if summaries else 0
    print(f"{rows} rows x {len(header)} columns" + (f", {bad_rows} malformed row(s) padded or cut" if bad_rows else ""))
    print()
    print_table([{k: s.get(k, "") for k in ("column", "type", "missing_pct", "distinct", "min", "max", "mean", "median")}
                 for s in summaries])
    tops = [s for s in summaries if s["type"] in ("text", "boolean") and s.get("top")]
    if tops:
        print()
        for s in tops:
            shown = ", ".join(f"{v} ({n})" for v, n in s["top"])
            print(f"- {s['column']}: {shown}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
