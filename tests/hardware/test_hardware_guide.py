"""The build guide (hardware/README.md) installs the companion as one file: the UF2 dragged onto the Pico in
BOOTSEL mode, through the lid's hole once the box is closed; stock MicroPython only tries the parts."""

import re

from test_hardware_circuit import README, assembly_step

UF2 = "companion-pico.uf2"


def test_step_10_installs_the_companion_from_one_uf2():
    step = assembly_step(10)
    install, _, check = step.partition("*Check")
    for words in (
        "Download `%s` and its `.sha256` file" % UF2,
        "releases page",
        "`make uf2`",
        "BOOTSEL hole",
        "plug the cable in",
        "Drag `%s` onto the drive" % UF2,
        "`RPI-RP2`",
        "keeps the saved games and settings",
    ):
        assert words in install, words
    assert "asks for the language" in check
    # the developers' way in one sentence, and nothing of the old route (mpy-cross, mip, the driver install)
    sentences = [s for s in re.split(r"(?<=\.) ", install) if "flash.sh" in s]
    assert len(sentences) == 1 and "`./flash.sh --files`" in sentences[0]
    assert not re.search(r"mpy-cross|mip install|--no-deps|--dry-run", step)


def test_step_2_only_puts_stock_micropython_on_for_the_examples():
    step = assembly_step(2)
    assert "to try the parts" in step and "step 10 then replaces it with the companion" in step
    assert UF2 not in step


def test_no_line_of_the_guide_runs_flash_sh_to_mend_or_install():
    """With the UF2 the code is in the image: a damaged install is mended by dragging the UF2 again."""
    text = " ".join(README.read_text().split())
    for m in re.finditer(r"\./flash\.sh(?! --files)", text):
        raise AssertionError("flash.sh without --files at: " + text[m.start() - 60 : m.end() + 20])
    trouble = text[text.index("## First power-up and troubleshooting") :]
    boot_loop = trouble[trouble.index("**A boot loop**") :]
    assert "drag `%s` onto the Pico again" % UF2 in boot_loop
    assert "the UF2 carries it: drag `%s` again" % UF2 in trouble
