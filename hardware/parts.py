# The parts list (hardware/parts.csv): sizes and fits for the enclosure, rows for a distributor's cart.

import argparse
import csv
import io
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
PARTS_CSV = HERE / "parts.csv"
CART_CSV = HERE / "cart-mouser.csv"


def rows():
    """:return: the parts list's rows as dicts, in file order"""
    with PARTS_CSV.open(newline="") as f:
        return list(csv.DictReader(f))


def part(ref):
    """:return: the row whose ref is ``ref`` (KeyError when the list has none)"""
    for row in rows():
        if row["ref"] == ref:
            return row
    raise KeyError("hardware/parts.csv has no part %s" % ref)


def size(ref):
    """:return: (x, y, z) in mm of the part's envelope, from its size_mm column (e.g. 51x21x4.5)"""
    text = part(ref)["size_mm"]
    if not text:
        raise ValueError("hardware/parts.csv: %s has no size_mm" % ref)
    return tuple(float(v) for v in text.split("x"))


def fit(ref):
    """:return: the part's fit column as a dict: numbers as floats, AxB as a tuple of floats"""
    out = {}
    for item in filter(None, part(ref)["fit"].split(";")):
        key, _, value = item.partition("=")
        nums = tuple(float(v) for v in value.split("x"))
        out[key] = nums[0] if len(nums) == 1 else nums
    return out


BUILDS = ("all", "battery")  # the build column: every box needs "all"; the battery build adds "battery"


def cart_csv(usb_only=False):
    """:return: the CSV text for Mouser's BOM import: one line per part that has a Mouser number, with the
    part's build (all / battery) in the last column; ``usb_only`` leaves the battery build's parts out"""
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(
        ["Mouser Part Number", "Manufacturer Part Number", "Manufacturer", "Quantity", "Description", "Build"]
    )
    for row in rows():
        if row["mouser"] and not (usb_only and row["build"] != "all"):
            w.writerow(
                [
                    row["mouser"],
                    row["mpn"],
                    row["manufacturer"],
                    row["qty"],
                    row["ref"] + " " + row["part"],
                    row["build"],
                ]
            )
    return out.getvalue()


def markdown_table():
    """:return: the parts list as the Markdown table of hardware/README.md"""
    lines = [
        "| Ref | Qty | Part | Part number | Mouser | Alternatives | Build |",
        "| --- | --- | --- | --- | --- | --- | --- |",
    ]
    for row in rows():
        if row["manufacturer"] == "generic":
            mpn = "generic (%s)" % row["mpn"]
        else:
            mpn = row["manufacturer"] + " " + row["mpn"]
        cells = (
            row["ref"],
            row["qty"],
            row["part"],
            mpn,
            row["mouser"] or "—",
            row["alternatives"] or "—",
            row["build"],
        )
        lines.append("| " + " | ".join(c.replace("|", "/") for c in cells) + " |")
    return "\n".join(lines) + "\n"


def main(argv=None):
    """``python -m hardware.parts`` writes cart-mouser.csv (every part); ``--usb-only`` prints the cart of the
    USB-only build (no battery parts) instead, for ``> cart-usb.csv``"""
    ap = argparse.ArgumentParser(prog="python -m hardware.parts", description=main.__doc__)
    ap.add_argument("--usb-only", action="store_true", help="print the USB-only build's cart on stdout")
    args = ap.parse_args(argv)
    if args.usb_only:
        sys.stdout.write(cart_csv(usb_only=True))
        return
    CART_CSV.write_text(cart_csv())
    print("wrote", CART_CSV.relative_to(HERE.parent))


if __name__ == "__main__":
    main()
