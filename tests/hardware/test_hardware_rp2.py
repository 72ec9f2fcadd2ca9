"""boards/rp2.py and main.py under CPython, with stand-ins for MicroPython's machine, neopixel, framebuf."""

import importlib
import runpy
import subprocess
import sys
import types

import pytest

from host_sim import runtime

runtime.use_firmware()
from companion.boards import pins  # noqa: E402
from companion.boards.virtual import VirtualDisplay  # noqa: E402  (before the fixtures' fake framebuf)
from companion.ui.screens import Rows  # noqa: E402

MAIN = runtime.FIRMWARE + "/main.py"


class FakeHW:
    """What the fake modules record: pin levels, writes, I2C devices, the watchdog."""

    def __init__(self):
        self.levels = {}  # pin id -> level read by Pin.value()
        self.pin_modes = {}  # pin id -> (mode, pull)
        self.i2c_devices = [pins.OLED_ADDR]
        self.pwm = []  # ("freq", f) / ("duty", d)
        self.strip_writes = []
        self.wdt = []
        self.mem32 = {0x40058000: 0x40000000 | 0x1234, 0x4005800C: 0}
        self.reset_cause = 1  # PWRON_RESET
        self.machine_name = "Raspberry Pi Pico with RP2040"
        self.sleeps = 0
        self.waits = []  # time.sleep_ms's milliseconds, "idle" for machine.idle()
        self.max_sleeps = None
        self.soft_resets = 0
        self.i2c_writes = []  # ("cmd", bytes) / ("data", byte count)


def make_modules(hw):
    machine = types.ModuleType("machine")

    class Pin:
        IN, OUT, PULL_UP = 0, 1, 2

        def __init__(self, pid, mode=None, pull=None):
            self.id = pid
            hw.pin_modes[pid] = (mode, pull)

        def value(self, v=None):
            if v is None:
                return hw.levels.get(self.id, 1 if hw.pin_modes[self.id][1] == Pin.PULL_UP else 0)
            hw.levels[self.id] = v

    class PWM:
        def __init__(self, pin):
            self.pin = pin

        def freq(self, f):
            hw.pwm.append(("freq", f))

        def duty_u16(self, d):
            hw.pwm.append(("duty", d))

    class I2C:
        def __init__(self, bus, sda, scl, freq):
            self.args = (bus, sda.id, scl.id, freq)

        def writeto(self, addr, buf):
            if addr not in hw.i2c_devices:
                raise OSError(19)  # ENODEV: no acknowledge
            if buf and buf[0] == 0x40:  # a data transaction: its control byte, then the data
                hw.i2c_writes.append(("data", len(buf) - 1))
            elif buf:
                hw.i2c_writes.append(("cmd", bytes(buf)))

        def writevto(self, addr, bufs):
            hw.i2c_writes.append(("data", len(bufs[1])))

    class WDT:
        def __init__(self, timeout):
            hw.wdt.append(("start", timeout))

        def feed(self):
            hw.wdt.append("feed")

    def soft_reset():
        hw.soft_resets += 1

    machine.Pin, machine.PWM, machine.I2C, machine.WDT = Pin, PWM, I2C, WDT
    machine.idle = lambda: hw.waits.append("idle")  # a wait until the next interrupt, 1 ms at most
    machine.mem32 = hw.mem32
    machine.PWRON_RESET, machine.WDT_RESET = 1, 3
    machine.reset_cause = lambda: hw.reset_cause
    machine.soft_reset = soft_reset

    neopixel = types.ModuleType("neopixel")

    class NeoPixel:
        def __init__(self, pin, n):
            self.pin, self.buf = pin, [(0, 0, 0)] * n

        def __len__(self):
            return len(self.buf)

        def __setitem__(self, i, rgb):
            self.buf[i] = rgb

        def __getitem__(self, i):
            return self.buf[i]

        def write(self):
            hw.strip_writes.append((self.pin.id, list(self.buf)))

    neopixel.NeoPixel = NeoPixel

    framebuf = types.ModuleType("framebuf")
    framebuf.MONO_VLSB = 0

    class FrameBuffer:
        def __init__(self, buf, w, h, fmt):
            self.fb = (buf, w, h, fmt)

        def fill(self, c):
            self.fb[0][:] = bytes([255 if c else 0]) * len(self.fb[0])

    framebuf.FrameBuffer = FrameBuffer

    ssd1306 = types.ModuleType("ssd1306")

    class SSD1306_I2C:
        """micropython-lib's driver as the bus sees it: its constructor sends its commands (the panel off,
        its settings, the panel on), then a blank frame (fill(0), show())."""

        def __init__(self, w, h, i2c, addr):
            self.width, self.height, self.i2c, self.addr = w, h, i2c, addr
            self.buffer = bytearray(w * h // 8)
            for cmd in (0xAE, 0x20, 0x00, 0x40, 0xA1, 0xC8, 0xAF):
                self.write_cmd(cmd)
            self.show()

        def write_cmd(self, cmd):
            self.i2c.writeto(self.addr, bytearray([0x80, cmd]))

        def show(self):
            for cmd in (0x21, 0, self.width - 1, 0x22, 0, self.height // 8 - 1):
                self.write_cmd(cmd)
            self.i2c.writevto(self.addr, [b"\x40", self.buffer])

        def poweron(self):
            self.write_cmd(0xAF)

    ssd1306.SSD1306_I2C = SSD1306_I2C

    fake_time = types.SimpleNamespace(
        ticks_ms=lambda: 123,
        ticks_diff=lambda a, b: a - b,
        ticks_add=lambda a, d: a + d,
        sleep_ms=lambda ms: (hw.waits.append(ms), _sleep(hw)),
    )
    fake_os = types.SimpleNamespace(
        uname=lambda: types.SimpleNamespace(machine=hw.machine_name),
        urandom=lambda n: b"\x01\x02\x03\x04"[:n],
    )
    return (
        {"machine": machine, "neopixel": neopixel, "framebuf": framebuf, "ssd1306": ssd1306},
        fake_time,
        fake_os,
    )


def _sleep(hw):
    hw.sleeps += 1
    if hw.max_sleeps is not None and hw.sleeps >= hw.max_sleeps:
        raise KeyboardInterrupt


@pytest.fixture
def hw(monkeypatch):
    return FakeHW()


@pytest.fixture
def rp2(hw, monkeypatch):
    mods, fake_time, fake_os = make_modules(hw)
    for name, mod in mods.items():
        monkeypatch.setitem(sys.modules, name, mod)
    monkeypatch.delitem(sys.modules, "companion.boards.rp2", raising=False)
    mod = importlib.import_module("companion.boards.rp2")
    monkeypatch.setattr(mod, "time", fake_time)
    monkeypatch.setattr(mod, "os", fake_os)
    yield mod
    sys.modules.pop("companion.boards.rp2", None)


def test_buttons_are_pulled_up_inputs_read_as_a_bitmask(rp2, hw):
    board = rp2.Rp2Board()
    for gp in pins.BUTTONS:
        assert hw.pin_modes[gp] == (0, 2)  # IN, PULL_UP
    assert board.buttons() == 0
    for bit, gp in enumerate(pins.BUTTONS):
        hw.levels[gp] = 0
        assert board.buttons() == 1 << bit
        hw.levels[gp] = 1
    hw.levels[pins.BTN_UP] = hw.levels[pins.BTN_ROLL] = 0
    assert board.buttons() == 0b10001


def test_strip_on_the_data_pin_with_sixteen_pixels(rp2, hw):
    board = rp2.Rp2Board()
    assert len(board.pixels) == 16
    board.pixels[15] = (1, 2, 3)
    board.pixels.write()
    assert hw.strip_writes[-1][0] == pins.LED_DATA
    assert hw.strip_writes[-1][1][15] == (1, 2, 3)


def test_display_is_the_ssd1306_driver_on_i2c0(rp2, hw):
    board = rp2.Rp2Board()
    assert board.fault is None
    assert (board.display.width, board.display.height, board.display.addr) == (128, 64, 0x3C)
    assert board.display.i2c.args == (0, pins.I2C_SDA, pins.I2C_SCL, 400000)


def test_the_panel_stays_dark_until_the_first_frame_which_is_sent_whole(rp2, hw, monkeypatch):
    board = rp2.Rp2Board()
    monkeypatch.setitem(sys.modules, "rp2", types.SimpleNamespace(Flash=lambda: FakeLittlefsRoot(2)))
    # the driver's commands went out, but neither its blank frame (23 ms of the bus) nor its display-on
    assert ("cmd", b"\x80\xae") in hw.i2c_writes
    assert ("cmd", b"\x80\xaf") not in hw.i2c_writes
    assert [w for w in hw.i2c_writes if w[0] == "data"] == []
    del hw.i2c_writes[:]
    board.show_rows(0b1)  # the first frame: every page (the panel's RAM holds noise), then the panel on
    assert [w for w in hw.i2c_writes if w[0] == "data"] == [("data", 1024)]
    assert hw.i2c_writes[-1] == ("cmd", b"\x80\xaf")
    del hw.i2c_writes[:]
    board.idle()  # the idle moment after the power-up readies the page writer
    board.show_rows(0b10)  # then only the pages that changed
    assert [w for w in hw.i2c_writes if w[0] == "data"] == [("data", 128)]
    assert ("cmd", b"\x80\xaf") not in hw.i2c_writes


@pytest.mark.parametrize("chip, woken", [("RP2040", True), ("RP2350", False)])
def test_a_held_button_s_release_ends_the_loop_s_wait_at_once(rp2, hw, monkeypatch, chip, woken):
    """While a button is held the app looks every 1 ms (sleep_ms(1)): on a Pico that wait is machine.idle(),
    which the first interrupt ends, and from the idle moment after the power-up each button's release (its
    GPIO's rising edge: pulled up) raises one (PROC0_INTE1, GPIO 8-15, through its atomic set alias); the
    app's other waits stay time.sleep_ms. Another chip's registers are elsewhere: none written there."""
    hw.machine_name = "Raspberry Pi Pico with " + chip
    board = rp2.Rp2Board()
    monkeypatch.setitem(sys.modules, "rp2", types.SimpleNamespace(Flash=lambda: FakeLittlefsRoot(2)))
    assert 0x40016104 not in hw.mem32  # not in the power-up
    board.idle()
    edges = sum(8 << (gp - 8) * 4 for gp in pins.BUTTONS)
    assert hw.mem32.get(0x40016104) == (edges if woken else None)
    if woken:
        assert edges == 0x08888800  # GP10-14: the 4th bit of each GPIO's four
    board.sleep_ms(1)
    board.sleep_ms(10)
    board.sleep_ms(30)
    assert hw.waits == ["idle", 10, 30]


def test_no_display_is_a_clear_fault_on_the_leds_and_repl(rp2, hw, capsys):
    hw.i2c_devices = [0x50]
    board = rp2.Rp2Board()
    assert "no SSD1306 display answers at I2C address 0x3c (SDA GP4, SCL GP5)" in board.fault
    assert "companion: no SSD1306" in capsys.readouterr().out
    lit = [i for i, rgb in enumerate(hw.strip_writes[-1][1]) if rgb != (0, 0, 0)]
    assert lit == [0]  # code 1: one red pixel
    assert isinstance(board.display, rp2.Headless)
    board.display.fill(1)
    board.display.show()  # draws nowhere, raises nothing
    hw.max_sleeps = 4
    with pytest.raises(KeyboardInterrupt):
        board.halt()
    frames = [[i for i, rgb in enumerate(w[1]) if rgb != (0, 0, 0)] for w in hw.strip_writes[-4:]]
    assert frames == [[0], [], [0], []]  # blinking


def test_missing_driver_is_fault_code_two(rp2, hw, monkeypatch):
    monkeypatch.setitem(sys.modules, "ssd1306", None)  # import ssd1306 -> ImportError
    board = rp2.Rp2Board()
    assert "drag the companion UF2 onto the Pico again" in board.fault
    assert board.fault_code == 2


def test_brightness_cap_follows_vbus(rp2, hw):
    board = rp2.Rp2Board()
    hw.levels[pins.VBUS_SENSE] = 1
    assert board.max_brightness == rp2.Rp2Board.usb_brightness < rp2.Rp2Board.battery_brightness
    hw.levels[pins.VBUS_SENSE] = 0
    assert board.max_brightness == rp2.Rp2Board.battery_brightness
    # worst case on USB: 16 pixels x 3 channels x 20 mA at the cap stays under 400 mA
    assert 16 * 60 * board.usb_brightness // 255 < 400


def test_pico_w_reads_vbus_through_the_radio_chip(rp2, hw):
    hw.machine_name = "Raspberry Pi Pico W with RP2040"
    rp2.Rp2Board()
    assert "WL_GPIO2" in hw.pin_modes and pins.VBUS_SENSE not in hw.pin_modes


def test_tone_and_silence(rp2, hw):
    board = rp2.Rp2Board()
    hw.pwm.clear()
    board.tone(880)
    assert hw.pwm == [("freq", 880), ("duty", 32768)]
    board.tone(0)
    assert hw.pwm[-1] == ("duty", 0)


def test_watchdog_starts_on_first_feed_and_stops_on_request(rp2, hw):
    board = rp2.Rp2Board()
    assert hw.wdt == []
    board.feed()
    board.feed()
    assert hw.wdt == [("start", 8000), "feed", "feed"]
    board.stop_watchdog()
    assert hw.mem32[0x40058000] == 0x1234  # ENABLE bit cleared, the rest kept


def test_restart_is_a_soft_reset(rp2, hw):
    rp2.Rp2Board().restart()
    assert hw.soft_resets == 1


def test_seed_and_ticks(rp2, hw):
    board = rp2.Rp2Board()
    assert board.seed() == 0x01020304
    assert board.ticks_ms() == 123 and board.ticks_add(1, 2) == 3 and board.ticks_diff(5, 2) == 3


class FakeBoard:
    FAULT_START = 4
    FAULT_FILES = 5

    def __init__(self, fault=None, held=0, failed=False):
        self.fault, self.fault_code, self.held, self.log = fault, 0, held, []
        self.failed = failed

    def buttons(self):
        return self.held

    def failed_start(self):
        return self.failed

    def starting(self):
        self.log.append("starting")

    def report_fault(self, code, message):
        self.fault, self.fault_code = message, code

    def halt(self):
        self.log.append(("halt", self.fault))

    def stop_watchdog(self):
        self.log.append("stop_watchdog")

    def tone(self, f):
        self.log.append(("tone", f))


def run_main(monkeypatch, board, app_cls):
    fake_rp2 = types.ModuleType("companion.boards.rp2")
    fake_rp2.Rp2Board = lambda: board
    monkeypatch.setitem(sys.modules, "companion.boards.rp2", fake_rp2)
    fake_app = types.ModuleType("companion.ui.app")
    fake_app.App = app_cls
    monkeypatch.setitem(sys.modules, "companion.ui.app", fake_app)
    runpy.run_path(MAIN, run_name="__main__")


class InterruptedApp:
    def __init__(self, board):
        board.log.append("app")

    def run(self):
        raise KeyboardInterrupt


def test_main_runs_the_app_and_frees_the_repl_on_ctrl_c(monkeypatch, capsys):
    board = FakeBoard()
    run_main(monkeypatch, board, InterruptedApp)
    assert board.log == ["starting", "app", "stop_watchdog", ("tone", 0)]
    assert "the REPL is yours" in capsys.readouterr().out


def test_main_halts_on_a_board_fault(monkeypatch):
    board = FakeBoard(fault="no display")
    run_main(monkeypatch, board, InterruptedApp)
    assert board.log == [("halt", "no display")]


def test_main_safe_mode_when_back_is_held(monkeypatch, capsys):
    board = FakeBoard(held=8)
    run_main(monkeypatch, board, InterruptedApp)
    assert board.log == []
    assert "safe mode" in capsys.readouterr().out


def test_main_shows_an_app_that_cannot_start(monkeypatch):
    def broken(board):
        raise ValueError("boom")

    board = FakeBoard()
    run_main(monkeypatch, board, broken)
    # the watchdog stopped first: the reason blinks, no reset turns it into the safe mode's code
    assert board.log == ["starting", "stop_watchdog", ("halt", "the app did not start: ValueError('boom')")]
    assert board.fault_code == 3


def test_main_after_a_start_that_never_reached_its_first_frame_is_safe_mode(monkeypatch):
    board = FakeBoard(failed=True)
    run_main(monkeypatch, board, InterruptedApp)
    assert board.log == [("halt", "the last power-up stopped before its first frame: safe mode")]
    assert board.fault_code == 4


@pytest.mark.parametrize("damaged", ["companion/ui/app.mpy", "companion/boards/rp2.mpy"])
def test_damaged_firmware_files_are_never_run(monkeypatch, capsys, damaged):
    from companion import start

    board = FakeBoard()
    problem = "%s is damaged: copy the firmware again with flash.sh --files" % damaged
    monkeypatch.setattr(start, "frozen", lambda: False)
    monkeypatch.setattr(start, "check_files", lambda root="": problem)
    monkeypatch.setattr(start, "make_board", lambda: board)
    monkeypatch.setattr(start, "run", lambda b: board.log.append("ran"))
    monkeypatch.setattr(sys.implementation, "name", "micropython")
    start.main()
    assert "companion: " + problem in capsys.readouterr().out
    if "boards/" in damaged:  # the board's own code is in doubt: the REPL says it, nothing is imported
        assert board.log == []
    else:  # the LEDs blink code 5, the app is not started
        assert board.log == [("halt", problem)] and board.fault_code == 5


def test_a_watchdog_reset_before_the_first_frame_is_told_at_the_next_power_up(rp2, hw):
    board = rp2.Rp2Board()
    assert not board.failed_start()  # a power-on reset
    board.starting()
    assert hw.mem32[0x4005800C] != 0 and hw.wdt[0] == ("start", 8000)  # marked, the watchdog armed
    # the core hangs (or locks up on a fault): the watchdog resets the Pico
    hw.reset_cause = 3
    board = rp2.Rp2Board()
    assert board.failed_start()
    assert not board.failed_start(), "told once: the power-up after safe mode is a normal one"


def test_the_first_frame_clears_the_start_marker(rp2, hw):
    board = rp2.Rp2Board()
    board.starting()
    board.show_rows(0xFF)  # the first frame: the panel is lit
    hw.reset_cause = 3  # a watchdog reset later, in play, is no failed start
    assert not rp2.Rp2Board().failed_start()


class FakeSSD1306Bus:
    """An I2C bus with an SSD1306 on it: its commands (column and page windows, horizontal addressing) and
    data kept as the panel's RAM, and the data bytes counted a page at a time."""

    def __init__(self):
        self.ram = bytearray(1024)
        self.col0, self.col1, self.page0, self.page1 = 0, 127, 0, 7
        self.col, self.page = 0, 0
        self.pages_sent = []  # the page each data byte went to, in order

    def writeto(self, addr, buf):
        assert addr == 0x3C
        buf = bytes(buf)
        if buf[0] == 0x80:  # one command (the driver's write_cmd)
            self._commands(buf[1:])
        elif buf[0] == 0x40:  # a data transaction: the rest is display data
            self._data(buf[1:])
        else:
            assert buf[0] == 0x00  # a command stream
            self._commands(buf[1:])

    def _commands(self, cmds):
        self._pending = getattr(self, "_pending", []) + list(cmds)
        q = self._pending
        while q:
            if q[0] in (0x21, 0x22):
                if len(q) < 3:
                    return
                if q[0] == 0x21:
                    self.col0, self.col1, self.col = q[1], q[2], q[1]
                else:
                    self.page0, self.page1, self.page = q[1], q[2], q[1]
                del q[:3]
            else:
                del q[:1]

    def writevto(self, addr, bufs):
        self.writeto(addr, b"".join(bytes(b) for b in bufs))

    def _data(self, data):
        for v in data:
            self.ram[self.page * 128 + self.col] = v
            self.pages_sent.append(self.page)
            if self.col >= self.col1:
                self.col = self.col0
                self.page = self.page0 if self.page >= self.page1 else self.page + 1
            else:
                self.col += 1


def test_only_the_pages_that_changed_are_sent_and_the_panel_shows_the_same_pixels(rp2):
    display = VirtualDisplay()
    bus = FakeSSD1306Bus()
    oled = types.SimpleNamespace(i2c=bus, addr=0x3C, buffer=display.buffer)
    writer = rp2.PageWriter(oled)
    rows = Rows(display)
    frames = [
        [(r, "row %d" % r, r == 0) for r in range(8)],  # every row: as the first frame
        [(r, "row %d" % r, r == 1) for r in range(8)],  # a cursor move: rows 0 and 1
        [(r, "row %d" % r, r == 1) for r in range(7)] + [(7, "new", False)],  # the last row only
        [(r, "row %d" % r, r in (2, 5)) for r in range(8)],  # three runs: rows 1-2, 5 and 7
        [(r, "row %d" % r, r in (2, 5)) for r in range(8)],  # nothing
    ]
    sent = []
    for put in frames:
        rows.begin()
        for r, text, inverted in put:
            rows.put(r, text, inverted)
        drawn = rows.commit()
        bus.pages_sent = []
        if drawn:
            writer.show(drawn)
        sent.append(sorted(set(bus.pages_sent)))
        assert len(bus.pages_sent) == 128 * len(sent[-1])  # whole pages, each once
        assert bytes(bus.ram) == bytes(display.buffer)  # the panel shows what was drawn
    assert sent == [list(range(8)), [0, 1], [7], [1, 2, 5, 7], []]


class FakeLittlefsRoot:
    """The root pair of a littlefs on a Pico's flash (blocks 0 and 1, a revision count first): each commit
    fills a 256-byte page of the newer block's log; a commit that finds it full compacts into the other."""

    def __init__(self, used_pages):
        self.blocks = [bytearray(b"\xff" * 4096), bytearray(b"\xff" * 4096)]
        self.newest = 1
        self.compactions = 0
        self.commits = 0
        self._write(0, 5, 3)
        self._write(1, 6, used_pages)

    def _write(self, block, rev, pages):
        b = self.blocks[block]
        b[:] = b"\xff" * 4096
        b[0:4] = rev.to_bytes(4, "little")
        b[4 : pages * 256] = b"\x01" * (pages * 256 - 4)
        self.pages = pages

    def commit(self):
        self.commits += 1
        if self.pages == 16:  # full: compacted into the other block, a newer revision
            rev = int.from_bytes(self.blocks[self.newest][:4], "little") + 1
            self.newest = 1 - self.newest
            self.compactions += 1
            self._write(self.newest, rev, 2)
        self._write(self.newest, int.from_bytes(self.blocks[self.newest][:4], "little"), self.pages + 1)

    def readblocks(self, block, buf, off=0):
        buf[:] = self.blocks[block][off : off + len(buf)]


@pytest.mark.parametrize("used, compacted", [(15, True), (14, True), (13, False), (8, False)])
def test_at_an_idle_moment_a_nearly_full_root_log_is_compacted_not_in_the_next_press(
    rp2, monkeypatch, used, compacted
):
    board = rp2.Rp2Board()
    root = FakeLittlefsRoot(used)
    monkeypatch.setitem(sys.modules, "rp2", types.SimpleNamespace(Flash=lambda: root))

    class Pad:
        def __init__(self, path, mode):
            assert path == "/.pad" and mode == "wb"

        def __enter__(self):
            root.commit()

        def __exit__(self, *exc):
            return False

    monkeypatch.setattr(rp2, "open", Pad, raising=False)
    monkeypatch.setattr(rp2.os, "remove", lambda path: root.commit(), raising=False)
    board.idle()
    assert root.compactions == (1 if compacted else 0)
    assert (16 - root.pages) * 256 >= 768  # room for the next presses' records
    assert root.commits <= 8


# a littlefs as the rp2 port formats it (4 KB blocks, 256-byte pages) in a RAM block device, the game's
# directory among the root's entries and commits made and removed before and after it; written by MicroPython
_LITTLEFS = """
import os, sys
B = 4096
class Ram:
    def __init__(self, data):
        self.data = data
    def readblocks(self, n, buf, off=0):
        buf[:] = self.data[n * B + off : n * B + off + len(buf)]
    def writeblocks(self, n, buf, off=0):
        self.data[n * B + off : n * B + off + len(buf)] = buf
    def ioctl(self, op, arg):
        if op == 4:
            return 64
        if op == 5:
            return B
        if op == 6:
            self.data[arg * B : arg * B + B] = b"\\xff" * B
        return 0
data = bytearray(b"\\xff" * (64 * B))
os.VfsLfs2.mkfs(Ram(data), progsize=256)
os.mount(os.VfsLfs2(Ram(data), progsize=256), "/f")
for name in ("/f/b", "/f/plays"):
    os.mkdir(name)
with open("/f/settings.dat", "wb") as f:
    f.write(b"s" * 300)
os.mkdir("/f/game")
os.rmdir("/f/b")  # an entry before game's removed: its id shifts
os.mkdir("/f/a")  # and one made before it
for k in range(%d):
    with open("/f/game/game.log", "ab") as f:
        f.write(b"r" * 40)
with open("/f/game/game.ckp", "wb") as f:
    f.write(b"c" * 700)
os.umount("/f")
sys.stdout.buffer.write(data)
"""


@pytest.mark.parametrize("records", [1, 40])
def test_the_game_directory_s_pair_is_read_from_the_root_as_littlefs_writes_it(rp2, monkeypatch, records):
    res = subprocess.run(runtime.micropython_cmd("2m", _LITTLEFS % records), capture_output=True, timeout=120)
    assert res.returncode == 0, res.stderr
    image = res.stdout
    assert len(image) == 64 * 4096

    class Flash:
        def readblocks(self, block, buf, off=0):
            buf[:] = image[block * 4096 + off : block * 4096 + off + len(buf)]

    monkeypatch.setitem(sys.modules, "rp2", types.SimpleNamespace(Flash=Flash))
    board = rp2.Rp2Board()
    pair = board._game_pair()
    assert pair is not None and 0 not in pair and 1 not in pair
    newest = board._newest(pair)
    block = image[newest * 4096 : newest * 4096 + 4096]
    assert b"game.log" in block and b"game.ckp" in block  # the game's directory: its files' names
    for other in range(64):  # and no other block holds them as a directory's log does (revision first)
        if other not in pair:
            assert b"game.ckp" not in image[other * 4096 : other * 4096 + 4096]
    assert board._room(pair) < 4096 - 256
