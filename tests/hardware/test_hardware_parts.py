"""The parts list (hardware/parts.csv) is the one the README shows and the cart CSV holds; the battery
running times in the README are the ones hardware/battery.py works out."""

import csv
import io
import re
from pathlib import Path

import pytest

from hardware import battery, circuit, parts

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "hardware" / "README.md").read_text()


def test_readme_shows_the_parts_list():
    assert parts.markdown_table() in README, "paste 'python -m hardware.parts' table into hardware/README.md"


def test_every_part_has_a_part_number_and_a_quantity():
    for row in parts.rows():
        assert row["mpn"] and int(row["qty"]) >= 1, row["ref"]
        assert row["build"] in ("all", "battery"), row["ref"]
        if row["manufacturer"] != "generic":
            assert row["mouser"] or row["alternatives"], row["ref"]


def test_cart_csv_is_made_from_the_parts_list():
    committed = parts.CART_CSV.read_text()
    assert committed == parts.cart_csv(), "run 'make enclosure' and commit hardware/cart-mouser.csv"
    lines = list(csv.DictReader(io.StringIO(committed)))
    by_ref = {r["ref"]: r for r in parts.rows()}
    assert lines and all(int(line["Quantity"]) >= 1 for line in lines)
    for line in lines:
        ref = line["Description"].split()[0]
        assert line["Mouser Part Number"] == by_ref[ref]["mouser"]
        assert line["Quantity"] == by_ref[ref]["qty"]
        assert line["Build"] == by_ref[ref]["build"]
    assert {line["Build"] for line in lines} == set(parts.BUILDS)


def test_the_usb_only_cart_leaves_the_battery_parts_out(capsys):
    """A box on USB only needs no battery part: ``--usb-only`` prints its cart (README, Parts)."""
    usb = list(csv.DictReader(io.StringIO(parts.cart_csv(usb_only=True))))
    every = list(csv.DictReader(io.StringIO(parts.cart_csv())))
    assert usb == [line for line in every if line["Build"] == "all"]
    assert usb and len(usb) < len(every)
    battery_refs = {r["ref"] for r in parts.rows() if r["build"] == "battery"}
    assert not battery_refs & {line["Description"].split()[0] for line in usb}
    parts.main(["--usb-only"])
    assert capsys.readouterr().out == parts.cart_csv(usb_only=True)
    assert "python -m hardware.parts --usb-only" in README


def test_the_parts_the_assembly_needs_are_listed():
    """U3's socket, the wire and the arcade button's terminals are parts to order, not only tools."""
    socket = parts.part("XU3")
    assert "DIP-14" in socket["part"] and socket["build"] == "all"
    assert "Hook-up wire" in parts.part("W2")["part"]
    terminals = parts.part("J1")
    assert "quick-disconnect" in terminals["part"] and "SW5" in terminals["part"]
    assert int(terminals["qty"]) == len(circuit.PARTS["SW5"][1]), "one terminal for each of SW5's tabs"
    assert "2.8 mm (.110 in)" in terminals["part"]
    assert "the DIP-14 socket XU3" in README


def test_readme_running_times_are_battery_py_s():
    for row in battery.table():
        assert row in README
    # the worst case is the budget table's battery total
    worst = round(battery.load_ma(3 * battery.LED_COUNT, True))
    assert "**%d mA** (< 1 A boost)" % worst in README
    assert battery.CELL_MAH == int(re.search(r"(\d+) mAh", parts.part("BT1")["part"]).group(1))


def test_the_running_time_counts_the_powerboosts_own_current():
    """The PowerBoost draws 5 mA from the cell while on (Adafruit's guide to the board), whatever the load:
    a box doing nothing still empties the cell, and every figure of the table includes it."""
    assert battery.BOOST_QUIESCENT_MA == 5
    assert battery.hours(0) == pytest.approx(battery.CELL_MAH / battery.BOOST_QUIESCENT_MA)
    dark = battery.load_ma(0)
    converted = battery.BOOST_V * dark / (battery.BOOST_EFFICIENCY * battery.CELL_V)
    assert battery.cell_ma(dark) == pytest.approx(converted + battery.BOOST_QUIESCENT_MA)
    assert "**5 mA while it is on**" in README
    assert "I(cell) = 5.2 V × I(rail) / (0.9 × 3.7 V) + 5 mA" in README
    stated = "%d mA from the cell, %.1f h" % (round(battery.cell_ma(dark)), battery.hours(dark))
    assert stated in " ".join(README.split())


def test_battery_cap_is_the_boards():
    rp2 = (ROOT / "firmware" / "companion" / "boards" / "rp2.py").read_text()
    assert battery.BATTERY_CAP == int(re.search(r"battery_brightness = (\d+)", rp2).group(1))


def test_leds_are_counted_from_1_in_every_document():
    """The player's guide says LED 1 to 16; the build docs must not call the same LED pixel 0."""
    docs = [ROOT / "README.md", ROOT / "hardware" / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
    for path in docs:
        text = path.read_text()
        assert not re.search(r"\b(?:[Pp]ixels?|LEDs?) 0(?![.\d])", text), path.name
    assert "LED 1 blinking red" in (ROOT / "docs" / "PLAYING.md").read_text()
    assert "| LED 1 | no display answers on I2C |" in README


def test_the_sanwa_button_has_two_tabs_not_com_and_no():
    """The OBSF-24's microswitch has two tabs, either way round: no COM/NO/NC for it in the list or the guide
    (a three-tab microswitch is only an alternative)."""
    assert len(circuit.PARTS["SW5"][1]) == 2
    sw5 = parts.part("SW5")
    assert "two tabs" in sw5["part"] and not re.search(r"\b(COM|NO|NC)\b", sw5["part"])
    roll = [line for line in README.splitlines() if "`BTN_ROLL`" in line]
    assert len(roll) == 1 and "two tabs" in roll[0] and not re.search(r"\b(COM|NO|NC)\b", roll[0])
    step = re.search(r"^3\. \*\*Buttons\.\*\*.*?(?=^\d+\. )", README, re.M | re.S).group(0)
    step = " ".join(step.split())
    assert "two tabs, either way round" in step and not re.search(r"\b(COM|NO|NC)\b", step)
    troubleshooting = README[README.index("## First power-up and troubleshooting") :]
    assert not re.search(r"\b(COM|NO|NC)\b", troubleshooting)
