"""Shared by every test module."""

import pytest

from host_sim import runtime

runtime.use_firmware()
from companion.ui import lang  # noqa: E402


@pytest.fixture(autouse=True)
def english_after():
    """The language is the lang module's, for the process: tests that call a game's hooks directly expect
    English, whatever a test before them made the device speak."""
    yield
    lang.end_game()
    lang.use(lang.DEFAULT)
