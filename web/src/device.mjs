// The device in MicroPython WebAssembly: the firmware's ROMFS image, its files mirrored in a storage, one API.

export const BUTTONS = ["up", "down", "ok", "back", "roll"];
const ROOT = "/flash"; // the device's flash: every file in it is kept in the storage

/**
 * A storage that forgets everything (node scripts, tests); the page uses localStorage (see main.mjs).
 * load() -> {name: Uint8Array}; save(files) keeps the whole directory at once.
 */
export function memoryStorage(files = {}) {
  return {
    load: () => ({ ...files }),
    save: (next) => {
      files = { ...next };
    },
  };
}

/**
 * Boot the firmware and power the device up from what the storage holds.
 *
 * @param {object} opts
 * @param {Function} opts.loadMicroPython the package's loader (its .wasm is found beside its .mjs)
 * @param {Uint8Array} opts.romfs the firmware image (mpremote romfs build of the portable .mpy files)
 * @param {object} opts.storage load()/save() of the device's files
 * @param {number} opts.seed dice seed of a device without --seed (the page draws one at random)
 * @param {string} [opts.lang] language of a fresh device ("en", "fr" or "it"), as play --lang; a device
 *     with a saved language keeps it
 * @param {Function} [opts.log] where the firmware's prints go
 */
export async function startDevice({ loadMicroPython, romfs, storage, seed, lang = "en", log = console.log }) {
  const mp = await loadMicroPython({ romfs, stdout: log, stderr: log });
  mp.runPython("from companion.ui.lang import LANGS\n_langs = ','.join(LANGS)");
  const langs = mp.globals.get("_langs").split(","); // the firmware's own list
  const FS = mp.FS;
  FS.mkdir(ROOT);
  let mirrored = {}; // name -> bytes last given to the storage
  let py = null; // the Python WebDevice and its bound methods

  // the device's files by name, a subdirectory's (the play log's "plays/") as "dir/name"
  function listFiles(dir = ROOT, prefix = "", out = {}) {
    for (const name of FS.readdir(dir)) {
      if (name === "." || name === "..") continue;
      const path = `${dir}/${name}`;
      if (FS.isDir(FS.stat(path).mode)) listFiles(path, `${prefix}${name}/`, out);
      else out[prefix + name] = path;
    }
    return out;
  }

  function writeFiles(files) {
    for (const path of Object.values(listFiles())) FS.unlink(path);
    for (const name of Object.keys(files).sort()) {
      const dir = name.includes("/") ? `${ROOT}/${name.slice(0, name.lastIndexOf("/"))}` : ROOT;
      if (!FS.analyzePath(dir).exists) FS.mkdir(dir);
      FS.writeFile(`${ROOT}/${name}`, files[name]);
    }
    mirrored = { ...files };
  }

  // the whole directory, whatever the firmware's files are called: a reload is a power-up on them
  function sync() {
    const now = {};
    let changed = false;
    const files = listFiles();
    for (const name of Object.keys(files)) {
      const data = FS.readFile(files[name]);
      now[name] = data;
      const was = mirrored[name];
      if (!was || was.length !== data.length || !was.every((b, i) => b === data[i])) changed = true;
    }
    if (Object.keys(mirrored).some((name) => !(name in now))) changed = true;
    if (changed) {
      mirrored = now;
      storage.save(now);
    }
    return changed;
  }

  function powerUp(deviceSeed, deviceLang) {
    if (!Number.isSafeInteger(deviceSeed)) throw new Error(`seed: ${deviceSeed} is not a whole number`);
    if (!langs.includes(deviceLang)) throw new Error(`lang: ${JSON.stringify(deviceLang)} is not one of ${langs.join(", ")}`);
    // a power cycle: the firmware's modules start again from the image, as after a reset of the Pico
    mp.runPython(`
import sys
for _name in sorted(sys.modules):
    if _name == "companion" or _name.startswith("companion."):
        del sys.modules[_name]
from companion.boards.web import WebDevice
device = WebDevice(${JSON.stringify(ROOT)}, ${deviceSeed}, ${JSON.stringify(deviceLang)})
`);
    const dev = mp.globals.get("device");
    py = {
      dev,
      run: dev.run,
      press: dev.press,
      advance: dev.advance,
      state: dev.state,
      leds: dev.leds,
      rows: dev.rows,
      lang: dev.lang,
      names: dev.names,
      takeNotes: dev.take_notes,
      board: dev.board,
      display: dev.board.display,
      buffer: dev.board.display.buffer,
    };
    sync();
  }

  function checkButton(name) {
    if (!BUTTONS.includes(name)) throw new Error(`no button ${JSON.stringify(name)} (${BUTTONS.join(", ")})`);
  }

  function wholeMs(ms) {
    if (!Number.isInteger(ms) || ms < 0) throw new Error(`advance: ${ms} is not a whole number of ms`);
    return ms;
  }

  writeFiles(storage.load());
  powerUp(seed, lang);

  return {
    /** Press a button as the device's debounce and long-press code sees it, then store what changed. */
    press(name, long = false) {
      checkButton(name);
      py.press(name, !!long);
      sync();
    },
    /** Let the device's clock run ``ms`` milliseconds. */
    advance(ms) {
      py.advance(wholeMs(ms));
      sync();
    },
    /** Real time passed on the page (the loop): like advance, a long gap jumps the clock. */
    run(ms) {
      py.run(wholeMs(ms));
      return sync();
    },
    state: () => py.state(),
    /** The 1,024 display bytes, SSD1306 page order (framebuf MONO_VLSB). */
    display: () => mp.PyProxy.toJs(py.buffer),
    /** The display's text: its 8 rows a line each, the cursor's row starting with "> " (WebDevice.rows). */
    rows: () => py.rows(),
    /** The language the device speaks: "en", "fr" or "it" (its settings). */
    lang: () => py.lang(),
    /** Frames the firmware has shown so far (a change means: draw the display again). */
    frames: () => py.display.shown,
    leds() {
      const flat = mp.PyProxy.toJs(py.leds());
      const out = [];
      for (let i = 0; i < flat.length; i += 3) out.push([flat[i], flat[i + 1], flat[i + 2]]);
      return out;
    },
    /** Buzzer changes since the last call: [[ticks_ms, freq_hz], ...] on the device clock. */
    notes() {
      const flat = mp.PyProxy.toJs(py.takeNotes());
      const out = [];
      for (let i = 0; i < flat.length; i += 2) out.push([flat[i], flat[i + 1]]);
      return out;
    },
    ticks: () => py.board.now,
    /** The play log as the simulator's `plays --format` prints it: "json" (every score line) or "csv". */
    plays(format = "json") {
      if (format !== "json" && format !== "csv") throw new Error(`format: ${JSON.stringify(format)} is not json or csv`);
      mp.runPython(`
from companion.storage import export as _export
from companion.memory import forget as _forget
_out = []
_export.export(${JSON.stringify(ROOT)}, ${JSON.stringify(format)}, _out.append)
_plays = "".join(_out)
_out = _export = None
_forget("companion.storage.export")
_forget("companion.storage.plays")
`);
      return mp.globals.get("_plays");
    },
    /** Name the seats P1..P6 (``names``: six strings, "" for none), as the simulator's `names` and the device's
     * Settings, Names do: kept in its settings. A bad name stores nothing and throws the line saying why. */
    names(names) {
      if (!Array.isArray(names) || names.length !== 6 || !names.every((n) => typeof n === "string" && !n.includes("\n"))) {
        throw new Error("names: six strings, one a seat");
      }
      const why = py.names(names.join("\n"));
      sync();
      if (why) throw new Error(why);
    },
    /** The page's button goes down or up (by index in BUTTONS). */
    hold: (i) => py.board.hold(i),
    release: (i) => py.board.release(i),
    /** A fresh device (empty flash) whose dice follow ``seed``, speaking ``lang``. */
    reset(newSeed = 0, newLang = "en") {
      if (!Number.isSafeInteger(newSeed)) throw new Error(`seed: ${newSeed} is not a whole number`);
      if (!langs.includes(newLang)) throw new Error(`lang: ${JSON.stringify(newLang)} is not one of ${langs.join(", ")}`);
      writeFiles({});
      storage.save({});
      powerUp(newSeed, newLang);
    },
  };
}
