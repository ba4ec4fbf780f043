#!/usr/bin/env python3
"""Fill a PDF form from a JSON object of {field name: value}.

Usage: python3 fill_form.py form.pdf values.json filled.pdf [--lock] [--strict]

Text and choice fields take strings. Checkboxes take true/false. Radio groups
take the option name shown by list_fields.py. --lock marks the filled fields
read-only; --strict fails on names that are not in the form.
"""
import argparse
import json
import sys

from pypdf import PdfReader, PdfWriter
from pypdf.generic import BooleanObject, NameObject, NumberObject, TextStringObject

from pdf_fields import FLAG_READ_ONLY, field_dict, field_type, full_name, inherited, on_state, widgets


def set_value(widget, kind, value):
    holder = field_dict(widget)
    if kind in ("text", "choice"):
        holder[NameObject("/V")] = TextStringObject(str(value))
        return True
    if kind == "checkbox":
        state = on_state(widget) if value in (True, "true", "yes", "on", 1) else NameObject("/Off")
        holder[NameObject("/V")] = state
        widget[NameObject("/AS")] = state
        return True
    if kind == "radio":
        wanted = "/" + str(value).lstrip("/")
        mine = on_state(widget)
        widget[NameObject("/AS")] = mine if mine == wanted else NameObject("/Off")
        if mine == wanted:
            holder[NameObject("/V")] = mine
        return True
    return False


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("form")
    ap.add_argument("values")
    ap.add_argument("output")
    ap.add_argument("--lock", action="store_true", help="make filled fields read-only")
    ap.add_argument("--strict", action="store_true", help="fail on unknown field names")
    args = ap.parse_args()
    if args.output == args.form:
        ap.error("write to a new file; do not overwrite the blank form")

    with open(args.values, encoding="utf-8") as fh:
        values = json.load(fh)
    if not isinstance(values, dict):
        ap.error("values.json must be a JSON object of {field name: value}")

    reader = PdfReader(args.form)
    writer = PdfWriter()
    writer.clone_reader_document_root(reader)

    filled, skipped = set(), []
    for _, widget in widgets(writer):
        name = full_name(widget)
        if name not in values:
            continue
        kind = field_type(widget)
        if set_value(widget, kind, values[name]):
            filled.add(name)
            if args.lock:
                holder = field_dict(widget)
                flags = int(inherited(widget, "/Ff") or 0)
                holder[NameObject("/Ff")] = NumberObject(flags | FLAG_READ_ONLY)
        else:
            skipped.append(f"{name} ({kind})")

    unknown = sorted(set(values) - filled - {s.split(" (")[0] for s in skipped})
    if unknown and args.strict:
        print("error: not in the form: " + ", ".join(unknown), file=sys.stderr)
        return 1

    # Ask viewers to rebuild text appearances so new values show up everywhere.
    root = getattr(writer, "root_object", None) or writer._root_object  # renamed in pypdf 4
    acroform = root.get("/AcroForm")
    if acroform is not None:
        acroform.get_object()[NameObject("/NeedAppearances")] = BooleanObject(True)
    with open(args.output, "wb") as fh:
        writer.write(fh)

    print(f"filled {len(filled)} field(s) -> {args.output}")
    for item in skipped:
        print(f"skipped (unsupported type): {item}")
    for name in unknown:
        print(f"warning: no field named {name!r}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
