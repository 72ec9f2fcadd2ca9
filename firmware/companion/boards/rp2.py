# The Raspberry Pi Pico (W) under MicroPython: five buttons, WS2812B strip, SSD1306 OLED, piezo, watchdog.

import os
import time

import framebuf
import machine
import neopixel
from micropython import const

from companion.boards import pins
from companion.boards.fault import FaultLeds

_TYPED = const(0)
if _TYPED:  # mypy reads this (always_true); MicroPython's compiler drops the block: no import at run time
    from typing import Any, Optional  # noqa: F401

_N_BUTTONS = const(5)
_LFS_BLOCK = const(4096)  # the rp2 port's littlefs: 4 KB blocks, commits padded to 256-byte pages
_LFS_PAGE = const(256)
_ROOM = const(768)  # fewer free bytes than this in a directory's log: the next commits may compact it
_PAD = "/.pad"  # made and removed at an idle moment: two commits
_GAME_PAD = "/game/.pad"  # the same in the game's directory, whose log every press's record fills
_ERASED = b"\xff" * _LFS_PAGE
_PAGES = const(8)  # the SSD1306's pages: rows of 8 pixels, 128 bytes each
_ALL_PAGES = const(0xFF)
_DISPLAY_ON = b"\x80\xaf"  # the driver's write_cmd(SET_DISP | 1): control byte 0x80, display on
_HALF_DUTY = const(32768)
# RP2040 WATCHDOG_CTRL register and its ENABLE bit (datasheet 4.7.6): the SDK cannot stop the watchdog
_WATCHDOG_CTRL = const(0x40058000)
_WATCHDOG_ENABLE = const(0x40000000)
# WATCHDOG_SCRATCH0: kept through a watchdog reset, cleared by a power-on one; pico-sdk uses 4 to 7 only
_WATCHDOG_SCRATCH0 = const(0x4005800C)
_STARTING = const(0x5AFE0001)  # written before the app starts, cleared by its first frame
# RP2040 IO_BANK0 PROC0_INTE1 (datasheet 2.19.6.2: GPIO 8-15, 4 bits each, the 4th its rising edge: a button
# let go, as it is pulled up), through the register's atomic set alias (+0x2000): the other pins' bits stay
_INTE1_SET = const(0x40016104)

# LED error codes: how many pixels blink red when the device cannot start
FAULT_NO_DISPLAY = const(1)
FAULT_NO_DRIVER = const(2)
FAULT_APP = const(3)


class Headless(framebuf.FrameBuffer):
    """A framebuf the app can draw on when no OLED answers: same surface, shows nothing."""

    def __init__(self, width: int = pins.OLED_WIDTH, height: int = pins.OLED_HEIGHT) -> None:
        """:param width: pixels across
        :param height: pixels down"""
        self.buffer = bytearray(width * height // 8)
        super().__init__(self.buffer, width, height, framebuf.MONO_VLSB)

    def show(self) -> None:
        """Nothing to send the frame to."""

    def invert(self, invert: int) -> None:
        """Nothing to invert.

        :param invert: ignored"""


class PageWriter:
    """Sends an SSD1306 the pages that changed (page addressing, then each page's 128 bytes), beside
    micropython-lib's driver, which stays as mip installs it: a cursor move sends two pages, not eight.

    :param oled: an ssd1306.SSD1306_I2C (its i2c, addr and buffer are used)
    """

    def __init__(self, oled) -> None:
        self.i2c = oled.i2c
        self.addr = oled.addr
        self.buf = memoryview(oled.buffer)
        # a command stream (control byte 0x00): columns 0-127, pages [5] to [6]
        self.cmd = bytearray(b"\x00\x21\x00\x7f\x22\x00\x07")
        # a page's data transaction (control byte 0x40, then the page) is copied here and sent as one buffer:
        # writevto joins its pieces in a block it allocates, a search of the heap (10 k cycles on a Pico),
        # where a page's view is one block, the lowest free (and no views kept: as little heap as before)
        self.data = bytearray(129)
        self.data[0] = 0x40

    def show(self, pages: int) -> None:
        """:param pages: a bit a page to send"""
        p = 0
        while p < _PAGES:
            if not pages & (1 << p):
                p += 1
                continue
            last = p  # a run of changed pages: one address command, the pointer runs on across them
            while last + 1 < _PAGES and pages & (1 << (last + 1)):
                last += 1
            cmd = self.cmd
            cmd[5] = p
            cmd[6] = last
            self.i2c.writeto(self.addr, cmd)
            data = self.data
            while p <= last:
                data[1:] = self.buf[p * 128 : p * 128 + 128]
                self.i2c.writeto(self.addr, data)
                p += 1


class Unlit:
    """The I2C bus as micropython-lib's SSD1306 driver sees it while its constructor runs: the blank frame it
    sends (1,024 bytes, 23 ms of the bus at power-up) and its display-on command are held back, since the
    app's first frame follows (show_rows sends it whole, then turns the panel on: no noise from the panel's
    RAM is ever lit).

    :param i2c: the bus
    """

    def __init__(self, i2c) -> None:
        self.i2c = i2c

    def writeto(self, addr: int, buf) -> None:
        if bytes(buf) != _DISPLAY_ON:
            self.i2c.writeto(addr, buf)

    def writevto(self, addr: int, bufs) -> None:
        pass


class Rp2Board(FaultLeds):
    """The companion's hardware on a Raspberry Pi Pico or Pico W running MicroPython.

    ``fault`` is None when everything answered, else a one-line message (the display is then a
    ``Headless`` stand-in and ``fault_code`` says how many pixels ``halt`` blinks).
    """

    root = "/"
    tight = False  # 234 KB of heap, about 150 KB free during a game: never App.tight (see App.__init__)
    # tunables (override on the class before building the board)
    usb_brightness = 96  # cap on any channel on USB power: 16 px * 60 mA * 96/255 = 361 mA worst case
    battery_brightness = 160  # cap on the 5 V boost of the LiPo charger (1 A): 602 mA worst case
    watchdog_ms = 8000  # the RP2040 watchdog allows at most 8388 ms
    # a due checkpoint (2-4 sector erases, 45 ms each, and 90-130 ms of work) waits for the buttons to be
    # still this long: longer than the pause between presses in quick succession, shorter than a turn's
    save_after_ms = 200
    # a game starts and ends without a soft reset: the UF2's names are frozen in flash (none interned by a
    # game) and 200 KB of heap stay free; the reset's power-up was 95 ms of the press that starts a game
    clean_starts = False
    buzzer_duty = _HALF_DUTY  # a square wave is the loudest a passive piezo gets

    def __init__(self) -> None:
        Pin = machine.Pin
        self._buttons = tuple([Pin(gp, Pin.IN, Pin.PULL_UP) for gp in pins.BUTTONS])
        self.pixels = neopixel.NeoPixel(Pin(pins.LED_DATA, Pin.OUT), pins.LED_COUNT)
        self._pwm = machine.PWM(Pin(pins.BUZZER))
        self._pwm.duty_u16(0)
        self._vbus = self._vbus_pin()
        self._wdt = None  # type: Optional[machine.WDT]
        self._dark = False  # a panel not lit yet (see Unlit)
        self.display = self._open_display()
        self._pages = None  # type: Any  # the PageWriter (False: no SSD1306): made at the first idle moment
        self._flash = None  # type: Any  # rp2.Flash, read at idle moments (see idle)
        self._page = bytearray(_LFS_PAGE)
        self._word = bytearray(4)

    @staticmethod
    def _vbus_pin() -> machine.Pin:
        # On a Pico W, GP24 belongs to the radio's bus; VBUS is read through the radio chip instead.
        name = os.uname().machine
        if "Pico W" in name or "Pico 2 W" in name:
            return machine.Pin(pins.VBUS_SENSE_W, machine.Pin.IN)
        return machine.Pin(pins.VBUS_SENSE, machine.Pin.IN)

    def _open_display(self):
        i2c = machine.I2C(
            pins.I2C_ID, sda=machine.Pin(pins.I2C_SDA), scl=machine.Pin(pins.I2C_SCL), freq=pins.I2C_FREQ
        )
        try:  # the display's address probed (as scan() probes each one), not the 112 addresses: 6 ms less
            i2c.writeto(pins.OLED_ADDR, b"")
        except OSError:
            return self._no_display(
                FAULT_NO_DISPLAY,
                "no SSD1306 display answers at I2C address 0x%02x (SDA GP%d, SCL GP%d): check its wiring"
                % (pins.OLED_ADDR, pins.I2C_SDA, pins.I2C_SCL),
            )
        try:
            import ssd1306  # micropython-lib driver: frozen into the UF2 (--files: mpremote mip install)
        except ImportError:
            return self._no_display(
                FAULT_NO_DRIVER, "the ssd1306 driver is missing: drag the companion UF2 onto the Pico again"
            )
        unlit = Unlit(i2c)  # type: Any
        oled = ssd1306.SSD1306_I2C(pins.OLED_WIDTH, pins.OLED_HEIGHT, unlit, addr=pins.OLED_ADDR)  # type: Any
        oled.i2c = i2c  # the bus itself from now on
        self._dark = True  # until the first frame (see Unlit)
        return oled

    def _no_display(self, code: int, message: str) -> Headless:
        self.report_fault(code, message)
        return Headless()

    @property
    def max_brightness(self) -> int:
        """Cap on any LED channel: lower while the Pico is powered from USB."""
        return self.usb_brightness if self._vbus.value() else self.battery_brightness

    def on_usb(self) -> bool:
        """:return: True while VBUS (USB power) is present"""
        return bool(self._vbus.value())

    def buttons(self) -> int:
        """:return: bitmask of the buttons held now (bit 0 up, 1 down, 2 ok, 3 back, 4 roll)"""
        b = self._buttons
        mask = 0
        for i in range(_N_BUTTONS):
            if not b[i].value():  # pulled up: pressed reads 0
                mask |= 1 << i
        return mask

    def idle(self) -> None:
        """At the idle moment after a press: when the log of the directory the presses' records go to (the
        game's, else the root's) has room for only a few more commits, have littlefs compact it now (a file
        made and removed), not in the next press that saves. MicroPython's VfsLfs2 has no call for it; the
        log's fill is read from the flash (a metadata pair: the newer revision is the log, erased pages are
        its room; the root's pair is blocks 0 and 1, the game directory's is read from the root's entries).
        A guess that is wrong costs a few commits, never data.

        The first idle moment, after the power-up's first frame (sent whole), also readies what only the
        presses need, rather than the power-up: the PageWriter, and the buttons' releases as an interrupt,
        which ends the loop's wait while a button is held (sleep_ms) at once (a button on a GPIO outside
        8-15 is seen at the next look, 1 ms on)."""
        if self._pages is None:
            self._pages = PageWriter(self.display) if hasattr(self.display, "i2c") else False
            if "RP2040" in os.uname().machine:
                edges = 0  # (one write to a constant address: an address worked out is a long integer)
                for gp in pins.BUTTONS:
                    if gp >> 3 == 1:
                        edges |= 8 << (gp & 7) * 4
                machine.mem32[_INTE1_SET] = edges  # MicroPython's GPIO handler acknowledges them
        try:
            for _ in range(4):
                pair = self._game_pair()
                if self._room(pair or (0, 1)) >= _ROOM:
                    return
                pad = _GAME_PAD if pair else _PAD
                with open(pad, "wb"):
                    pass
                os.remove(pad)
        except OSError:  # a full flash: the press will compact, as before
            pass

    def _newest(self, pair):
        """:return: the block of ``pair`` with the newer revision (littlefs's log), None if neither has one"""
        flash = self._flash
        if flash is None:
            import rp2

            flash = self._flash = rp2.Flash()
        word = self._word
        newest = None
        rev = 0
        for block in pair:
            flash.readblocks(block, word, 0)
            r = int.from_bytes(word, "little")
            if r != 0xFFFFFFFF and (newest is None or (r - rev) & 0x80000000 == 0):
                newest, rev = block, r
        return newest

    def _room(self, pair) -> int:
        newest = self._newest(pair)
        if newest is None:
            return _LFS_BLOCK
        page = self._page
        end = _LFS_BLOCK
        while end > _LFS_PAGE:  # erased pages at the log's end: its room
            self._flash.readblocks(newest, page, end - _LFS_PAGE)
            if page != _ERASED:
                break
            end -= _LFS_PAGE
        return _LFS_BLOCK - end

    def _game_pair(self):
        """The metadata pair of the root's directory "game", read from the root's log as littlefs reads it
        (tags XORed with the one before; a commit holds from its CRC tag on; entries made and removed shift
        the ids after them), or None (no such directory, or in a part of the root this does not read). A
        tag is read as two 16-bit halves: no long integers, the heap left as it was.

        :return: (block, block) or None"""
        block = self._newest((0, 1))
        if block is None:
            return None
        flash = self._flash
        word = self._word
        game = []  # type: list  # per entry id: whether it is the directory "game"
        pairs = []  # type: list  # per entry id: a directory's pair
        found = None
        off = 0
        hi = lo = 0xFFFF  # the tag before, its halves
        while True:
            size = lo & 0x3FF
            off += 4 + (0 if size == 0x3FF else size)  # (a deleted tag has no data)
            if off + 4 > _LFS_BLOCK:
                break
            flash.readblocks(block, word, off)
            hi ^= word[0] << 8 | word[1]
            lo ^= word[2] << 8 | word[3]
            size = lo & 0x3FF
            if hi & 0x8000 or off + 4 + (0 if size == 0x3FF else size) > _LFS_BLOCK:
                break  # erased, or a commit cut short
            kind = hi >> 4
            at = (hi & 0xF) << 6 | lo >> 10
            if kind & 0x780 == 0x500:  # a commit's CRC: the entries as they stand now hold
                hi ^= (kind & 1) << 15
                found = pairs[game.index(True)] if True in game else None
                continue
            if kind & 0x700 == 0x400:  # an entry made at this id, or removed
                if kind == 0x401:
                    game.insert(at, False)
                    pairs.insert(at, None)
                elif kind == 0x4FF and at < len(game):
                    game.pop(at)
                    pairs.pop(at)
                continue
            if kind & 0x700 and kind != 0x200:
                continue
            while len(game) <= at:
                game.append(False)
                pairs.append(None)
            if kind == 0x002 and size == 4:  # a directory's name
                flash.readblocks(block, word, off + 4)
                game[at] = word == b"game"
            elif kind & 0x700 == 0:  # another name
                game[at] = False
            elif size == 8:  # a directory's pair
                flash.readblocks(block, word, off + 4)
                first = word[0] | word[1] << 8 | word[2] << 16
                flash.readblocks(block, word, off + 8)
                pairs[at] = (first, word[0] | word[1] << 8 | word[2] << 16)
        return found

    def failed_start(self) -> bool:
        """:return: True when the watchdog reset the Pico before the last power-up's first frame (the
        marker of ``starting`` still set); the marker is cleared, so the power-up after is a normal one"""
        failed = machine.reset_cause() == machine.WDT_RESET and machine.mem32[_WATCHDOG_SCRATCH0] == _STARTING
        machine.mem32[_WATCHDOG_SCRATCH0] = 0
        return failed

    def starting(self) -> None:
        """Mark the start and arm the watchdog: a hang or a processor fault before the first frame (a
        HardFault locks the core up) resets the Pico, whose next power-up is safe mode, not the same hang."""
        machine.mem32[_WATCHDOG_SCRATCH0] = _STARTING
        self.feed()

    def show_rows(self, rows: int) -> None:
        """Send the display the rows (pages) that changed.

        :param rows: a bit a row of 8 pixels"""
        if not self._pages or rows & _ALL_PAGES == _ALL_PAGES or self._dark:
            self.display.show()
            if self._dark:
                self._dark = False
                self.display.poweron()
                machine.mem32[_WATCHDOG_SCRATCH0] = 0  # the first frame is lit: the start went well
        else:
            self._pages.show(rows)

    def tone(self, freq_hz: int) -> None:
        """Start a tone on the piezo.

        :param freq_hz: pitch in Hz, 0 = silence"""
        if freq_hz <= 0:
            self._pwm.duty_u16(0)
            return
        self._pwm.freq(max(freq_hz, 20))
        self._pwm.duty_u16(self.buzzer_duty)

    def ticks_ms(self) -> int:
        """:return: time.ticks_ms()"""
        return time.ticks_ms()  # type: ignore[return-value]  # the stubs make ticks an opaque class

    def ticks_diff(self, a: int, b: int) -> int:
        """:return: signed a - b across the wrap"""
        return time.ticks_diff(a, b)

    def ticks_add(self, a: int, delta: int) -> int:
        """:return: a + delta, wrapped"""
        return time.ticks_add(a, delta)  # type: ignore[type-var]  # ints, as ticks_ms returns

    def sleep_ms(self, ms: int) -> None:
        """:param ms: milliseconds to sleep; 1, the app's look while a button is held, ends at the first
        interrupt (a button's release is one: see idle), where time.sleep_ms sleeps through them"""
        if ms > 1:
            time.sleep_ms(ms)
        else:
            machine.idle()

    def feed(self) -> None:
        """Feed the watchdog; the first call starts it (so the REPL stays usable until the app runs)."""
        wdt = self._wdt
        if wdt is None:
            wdt = machine.WDT(timeout=self.watchdog_ms)
            self._wdt = wdt
        wdt.feed()

    def stop_watchdog(self) -> None:
        """Stop a running watchdog (RP2040 only): for the REPL after Ctrl-C, e.g. while flashing."""
        if self._wdt is not None and "RP2040" in os.uname().machine:
            machine.mem32[_WATCHDOG_CTRL] &= ~_WATCHDOG_ENABLE
            self._wdt = None

    def today(self):  # type: () -> Optional[list]
        """[year, month, day, hour, minute] for the play log once a host has set the clock (``mpremote rtc
        --set``); a year before 2024 is the clock a power-up starts from: unknown."""
        t = time.localtime()
        return [t[0], t[1], t[2], t[3], t[4]] if t[0] >= 2024 else None

    def seed(self) -> int:
        """:return: 32 bits from the RP2040's ring-oscillator entropy"""
        return int.from_bytes(os.urandom(4), "big")

    def restart(self) -> None:
        """Power up again on a clean heap: main.py runs anew (the watchdog keeps running and is fed)."""
        machine.soft_reset()
