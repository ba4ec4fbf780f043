#!/usr/bin/env python3
"""Profile a CSV file column by column: type, missing values, distinct values,
numeric and date ranges, most common values.

  csv_profile.py data.csv

Standard library only.
"""
import argparse
import csv
import io
import itertools
import math
import statistics
import sys
from collections import Counter
from datetime import datetime

NULLS = {"", "na", "n/a", "null", "none", "nan", "-"}
BOOLS = {"true", "false", "yes", "no", "y", "n", "t", "f"}
DATE_FORMATS = ("%Y-%m-%d", "%Y-%m-%dT%H:%M:%S", "%Y-%m-%d %H:%M:%S", "%d/%m/%Y", "%m/%d/%Y", "%d.%m.%Y")


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
    def __init__(self, name):
        self.name = name
        self.count = self.nulls = 0
        self.numbers, self.dates, self.bools = 0, 0, 0
        self.ints = 0
        self.values = Counter()
        self.num_sum = 0.0
        self.num_min = self.num_max = None
        self.num_all = []
        self.date_min = self.date_max = None
        self.max_len = 0

    def add(self, raw):
        self.count += 1
        text = raw.strip()
        if text.lower() in NULLS:
            self.nulls += 1
            return
        self.max_len = max(self.max_len, len(text))
        self.values[text] += 1
        if text.lower() in BOOLS:
            self.bools += 1
        number = to_number(text)
        if number is not None:
            self.numbers += 1
            self.ints += number.is_integer()
            self.num_sum += number
            self.num_min = number if self.num_min is None else min(self.num_min, number)
            self.num_max = number if self.num_max is None else max(self.num_max, number)
            self.num_all.append(number)
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
            "distinct": len(self.values),
        }
        if kind in ("integer", "number") and self.numbers:
            out.update(
                min=tidy(self.num_min),
                max=tidy(self.num_max),
                mean=tidy(self.num_sum / self.numbers),
                median=tidy(float(statistics.median(self.num_all))),
                sum=tidy(self.num_sum),
            )
            if self.numbers < filled:
                out["non_numeric"] = filled - self.numbers
        elif kind == "date" and self.dates:
            show = lambda d: d.date().isoformat() if d.time() == datetime.min.time() else d.isoformat()
            out.update(min=show(self.date_min), max=show(self.date_max))
        if kind in ("text", "boolean") or len(self.values) <= 10:
            out["top"] = self.values.most_common(5)
        if kind == "text":
            out["max_length"] = self.max_len
        return out


def open_csv(path):
    if path == "-":
        return sys.stdin
    return open(path, newline="", encoding="utf-8-sig")


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


def profile(reader, header):
    columns = [Column(h) for h in header]
    bad_rows = 0
    for row in reader:
        if len(row) != len(header):
            bad_rows += 1
            row = (row + [""] * len(header))[: len(header)]
        for col, value in zip(columns, row):
            col.add(value)
    return [c.summary() for c in columns], bad_rows


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
    args = ap.parse_args()

    fh = open_csv(args.path)
    reader = make_reader(fh, args.delimiter)
    try:
        header = [h.strip() for h in next(reader)]
    except StopIteration:
        raise SystemExit("error: the file is empty")

    summaries, bad_rows = profile(reader, header)
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
