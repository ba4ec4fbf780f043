#!/usr/bin/env python3
"""Fill the text fields of a PDF form from a JSON object of {field name: value}.

Usage: python3 fill_form.py form.pdf values.json filled.pdf
"""
import json
import sys

from pypdf import PdfReader, PdfWriter
from pypdf.generic import BooleanObject, NameObject


def main(argv):
    if len(argv) != 4:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    form, values_path, output = argv[1:]
    with open(values_path, encoding="utf-8") as fh:
        values = {k: str(v) for k, v in json.load(fh).items()}

    reader = PdfReader(form)
    writer = PdfWriter()
    writer.clone_reader_document_root(reader)
    for page in writer.pages:
        writer.update_page_form_field_values(page, values)

    # Ask viewers to rebuild text appearances so new values show up everywhere.
    root = getattr(writer, "root_object", None) or writer._root_object  # renamed in pypdf 4
    if "/AcroForm" in root:
        root["/AcroForm"].get_object()[NameObject("/NeedAppearances")] = BooleanObject(True)
    with open(output, "wb") as fh:
        writer.write(fh)
    print(f"wrote {output}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
