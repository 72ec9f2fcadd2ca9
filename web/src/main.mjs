// The page: boots the device, draws its display and LEDs, feeds its buttons, plays its buzzer, keeps its flash.

import { loadMicroPython } from "./micropython/micropython.mjs?v=__BUILD__";
import { BUTTONS, startDevice } from "./device.mjs?v=__BUILD__";

const FLASH_KEY = "companion.flash.v1"; // localStorage: {file name: base64 bytes}, the whole directory at once
const WRAP = 0x3fffffff; // the device's ticks_ms wraps at 2**30
const KEYS = {
  ArrowUp: "up",
  u: "up",
  ArrowDown: "down",
  d: "down",
  Enter: "ok",
  o: "ok",
  Escape: "back",
  Backspace: "back",
  b: "back",
  " ": "roll",
  r: "roll",
};
const LONG_KEYS = { U: "up", D: "down", O: "ok", B: "back", R: "roll" }; // as in the terminal simulator

const $ = (id) => document.getElementById(id);
const canvas = $("oled");
const ctx2d = canvas.getContext("2d");
let device = null;
let note = "";

function say(text) {
  note = text;
  $("note").textContent = text;
}

function randomSeed() {
  return crypto.getRandomValues(new Uint32Array(1))[0] >>> 1;
}

// a fresh device on the page speaks the browser's language when the firmware has it (a real one asks)
function browserLang() {
  const code = (navigator.language || "").slice(0, 2).toLowerCase();
  return code === "fr" || code === "it" ? code : "en";
}

// --- the help below the device, in the language the device speaks (its settings) ----------------------------
const HELP = {
  en: {
    long: document.getElementById("help-long").innerHTML,
    touch: document.getElementById("help-touch").innerHTML,
    keys: document.getElementById("help-keys").innerHTML,
    flash: document.getElementById("help-flash").innerHTML,
    erase: document.getElementById("erase").textContent,
    confirm: "Erase the device's flash? The game in play is lost.",
  },
  fr: {
    long:
      "Un appui long, c'est un bouton tenu 0,8 s : <b>retour</b> long annule, <b>ok</b> long montre l'aide (la " +
      "légende de l'écran et les infos du jeu) ; <b>retour</b> ouvre le menu du jeu.",
    touch: "Touchez un bouton pour l'appuyer ; gardez le doigt dessus pour un appui long.",
    keys:
      "Cliquez sur un bouton, ou utilisez les touches : flèches ou <kbd>u</kbd>/<kbd>d</kbd>, <kbd>Entrée</kbd> " +
      "ou <kbd>o</kbd> pour ok, <kbd>Échap</kbd> ou <kbd>b</kbd> pour retour, <kbd>Espace</kbd> ou <kbd>r</kbd> " +
      "pour lancer ; tenez une touche pour un appui long, ou tapez une majuscule. Avec <kbd>Tab</kbd> sur un " +
      "bouton, <kbd>Espace</kbd> ou <kbd>Entrée</kbd> appuie sur ce bouton.",
    flash:
      "La flash de l'appareil est gardée dans ce navigateur : rechargez la page, il redémarre où il en était.",
    erase: "Effacer la flash",
    confirm: "Effacer la flash de l'appareil ? La partie en cours est perdue.",
  },
  it: {
    long:
      "Una pressione lunga è un pulsante tenuto per 0,8 s: <b>indietro</b> lungo annulla, <b>ok</b> lungo mostra " +
      "l'aiuto (la legenda della schermata e le informazioni del gioco); <b>indietro</b> apre il menu di gioco.",
    touch: "Tocca un pulsante per premerlo; tieni il dito sopra per una pressione lunga.",
    keys:
      "Fai clic su un pulsante, o usa i tasti: frecce o <kbd>u</kbd>/<kbd>d</kbd>, <kbd>Invio</kbd> o " +
      "<kbd>o</kbd> per ok, <kbd>Esc</kbd> o <kbd>b</kbd> per indietro, <kbd>Spazio</kbd> o <kbd>r</kbd> per " +
      "tira; tieni premuto un tasto per una pressione lunga, o digita una maiuscola. Con <kbd>Tab</kbd> su un " +
      "pulsante, <kbd>Spazio</kbd> o <kbd>Invio</kbd> preme quel pulsante.",
    flash:
      "La flash del dispositivo è conservata in questo browser: ricarica la pagina e si riaccende dove era.",
    erase: "Cancella la flash",
    confirm: "Cancellare la flash del dispositivo? La partita in corso andrà persa.",
  },
};
let helpLang = "en";

function useLanguage(code) {
  if (code === helpLang || !HELP[code]) return;
  helpLang = code;
  const t = HELP[code];
  document.documentElement.lang = code;
  for (const part of ["long", "touch", "keys", "flash"]) $(`help-${part}`).innerHTML = t[part];
  $("erase").textContent = t.erase;
}

// --- the flash, kept in localStorage (written whole, so the files always agree with each other) -----------
function toBase64(bytes) {
  let s = "";
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

function fromBase64(text) {
  const s = atob(text);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

const browserStorage = {
  load() {
    try {
      const saved = JSON.parse(localStorage.getItem(FLASH_KEY) || "{}");
      const files = {};
      for (const name of Object.keys(saved)) files[name] = fromBase64(saved[name]);
      return files;
    } catch (e) {
      say(`The device's saved files could not be read (${e.message}): it starts empty.`);
      return {};
    }
  },
  save(files) {
    const text = {};
    for (const name of Object.keys(files)) text[name] = toBase64(files[name]);
    try {
      localStorage.setItem(FLASH_KEY, JSON.stringify(text));
      if (note.startsWith("This browser")) say("");
    } catch (e) {
      say(`This browser did not keep the device's files (${e.message}): a reload will not resume.`);
    }
  },
};

// --- the display: 1,024 bytes, MONO_VLSB, 8 pages of 128 columns, bit 0 on top ----------------------------
let scale = 4;
let shownFrames = -1;

function fitCanvas() {
  // drawn at a whole number of canvas pixels per OLED pixel, at least the size shown: the browser's
  // slight smooth downscale keeps every OLED pixel the same size
  const room = canvas.clientWidth * (window.devicePixelRatio || 1);
  const wanted = Math.max(1, Math.ceil(room / 128));
  if (wanted !== scale || canvas.width !== 128 * wanted) {
    scale = wanted;
    canvas.width = 128 * scale;
    canvas.height = 64 * scale;
    shownFrames = -1;
  }
}

function drawDisplay(buf) {
  ctx2d.fillStyle = "#000";
  ctx2d.fillRect(0, 0, canvas.width, canvas.height);
  // each lit pixel: a dim cell with a bright core, the faint grid an OLED shows up close
  const dot = scale >= 3 ? scale - 1 : scale;
  const passes = scale >= 3 ? [["#5b7389", scale], ["#e3f3ff", dot]] : [["#e3f3ff", scale]];
  for (const [colour, size] of passes) {
    ctx2d.fillStyle = colour;
    for (let page = 0; page < 8; page++) {
      for (let x = 0; x < 128; x++) {
        const column = buf[page * 128 + x];
        if (!column) continue;
        for (let bit = 0; bit < 8; bit++) {
          if (column & (1 << bit)) ctx2d.fillRect(x * scale, (page * 8 + bit) * scale, size, size);
        }
      }
    }
  }
}

// --- the display's text, for a screen reader: a row an element, only the rows that changed are rewritten ------
const rowEls = [];
let shownRows = [];

function drawRows(text) {
  const rows = text.split("\n");
  rows.forEach((row, i) => {
    if (!rowEls[i]) {
      rowEls[i] = document.createElement("div");
      $("screen-text").append(rowEls[i]);
    }
    if (row !== shownRows[i]) rowEls[i].textContent = row;
  });
  shownRows = rows;
}

// --- the LED strip -------------------------------------------------------------------------------------------
const ledEls = [];
for (let i = 0; i < 16; i++) {
  const el = document.createElement("div");
  el.className = "led";
  $("leds").append(el);
  ledEls.push(el);
}
let shownLeds = "";

function drawLeds(leds) {
  const key = leds.join(";");
  if (key === shownLeds) return;
  shownLeds = key;
  leds.forEach(([r, g, b], i) => {
    const peak = Math.max(r, g, b);
    if (!peak) {
      ledEls[i].style.background = "";
      ledEls[i].style.boxShadow = "";
      return;
    }
    // a dim LED is still plainly lit to the eye: full hue, brightness on a square-root scale
    const k = (0.35 + 0.65 * Math.sqrt(peak / 255)) * (255 / peak);
    const css = `rgb(${Math.round(r * k)}, ${Math.round(g * k)}, ${Math.round(b * k)})`;
    ledEls[i].style.background = css;
    ledEls[i].style.boxShadow = `0 0 ${Math.round(4 + 10 * (peak / 255))}px ${css}`;
  });
}

// --- the buzzer: a square wave, switched at the device clock's times ---------------------------------------
let audio = null;

function wakeAudio() {
  const Ctx = window.AudioContext || window.webkitAudioContext;
  if (!Ctx) return;
  if (!audio) {
    const ctx = new Ctx();
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = "square";
    gain.gain.value = 0;
    osc.connect(gain).connect(ctx.destination);
    osc.start();
    audio = { ctx, osc, gain };
  }
  if (audio.ctx.state === "suspended") audio.ctx.resume();
}

function playNotes() {
  const notes = device.notes();
  if (!notes.length || !audio) return;
  const now = device.ticks();
  const soon = audio.ctx.currentTime + 0.04;
  for (const [tick, hz] of notes) {
    const at = Math.max(audio.ctx.currentTime, soon - ((now - tick) & WRAP) / 1000);
    if (hz) audio.osc.frequency.setValueAtTime(hz, at);
    audio.gain.gain.setValueAtTime(hz ? 0.05 : 0, at);
  }
}

// --- the loop: the device's clock follows real time --------------------------------------------------------
let last = 0;
let carry = 0;
let stopped = false;
let backgroundTimer = null;

function fail(e) {
  stopped = true;
  $("status").textContent = `The firmware stopped: ${e.message}`;
  setTimeout(() => {
    throw e;
  });
}

function tick(now) {
  if (stopped) return;
  try {
    const ms = now - last + carry;
    last = now;
    const whole = Math.max(0, Math.floor(ms));
    carry = ms - whole;
    if (whole) device.run(whole);
    playNotes();
    draw();
  } catch (e) {
    fail(e);
  }
}

function draw() {
  const frames = device.frames();
  if (frames !== shownFrames) {
    shownFrames = frames;
    drawDisplay(device.display());
    drawRows(device.rows());
    if (!window.companionTiming) {
      window.companionTiming = { firstFrameMs: Math.round(performance.now()) };
      performance.mark("companion-first-frame");
      $("status").textContent = "";
    }
  }
  drawLeds(device.leds());
  useLanguage(device.lang()); // the settings' language, or a reset's
}

function animate(now) {
  tick(now);
  if (!stopped) requestAnimationFrame(animate);
}

document.addEventListener("visibilitychange", () => {
  // a hidden tab gets no animation frames: the clock still runs (a sand timer still rings)
  clearInterval(backgroundTimer);
  backgroundTimer = document.hidden ? setInterval(() => tick(performance.now()), 1000) : null;
});

// --- the buttons: mouse, touch and keys hold them; the firmware debounces and times long presses -----------
const holders = BUTTONS.map(() => new Set()); // who holds each button: pointer ids, key names
const buttonEls = BUTTONS.map((name) => document.querySelector(`[data-button="${name}"]`));

function hold(i, who) {
  wakeAudio();
  if (!device) return;
  if (!holders[i].size) device.hold(i);
  holders[i].add(who);
  buttonEls[i].classList.add("down");
}

function release(i, who) {
  if (!holders[i].delete(who) || holders[i].size || !device) return;
  device.release(i);
  buttonEls[i].classList.remove("down");
}

buttonEls.forEach((el, i) => {
  el.addEventListener("pointerdown", (e) => {
    if (e.button > 0) return;
    e.preventDefault();
    el.setPointerCapture(e.pointerId);
    hold(i, `p${e.pointerId}`);
  });
  for (const type of ["pointerup", "pointercancel", "lostpointercapture"]) {
    el.addEventListener(type, (e) => release(i, `p${e.pointerId}`));
  }
  el.addEventListener("contextmenu", (e) => e.preventDefault());
  // a click with no pointer behind it (a screen reader's, or a script's) is a short press
  el.addEventListener("click", (e) => {
    if (e.detail === 0) {
      hold(i, "click");
      release(i, "click");
    }
  });
});

// Space and Enter on a button the keyboard focused (Tab) press that button. A button clicked or tapped keeps
// the focus too, and there Space still rolls and Enter is still ok: the way each got the focus is noted.
const FOCUS_KEYS = [" ", "Enter"];
const focusHeld = {}; // key -> the index of the button it holds
let byKeyboard = false; // the last input was a key (not a pointer)
document.addEventListener("keydown", () => (byKeyboard = true), true);
document.addEventListener("pointerdown", () => (byKeyboard = false), true);
buttonEls.forEach((el) => el.addEventListener("focus", () => (el.dataset.keyFocus = byKeyboard ? "1" : "")));

document.addEventListener("keydown", (e) => {
  if (e.ctrlKey || e.metaKey || e.altKey || e.target.closest?.(".link")) return; // Enter on a link is the link's
  const focused = e.target.closest?.("[data-button]");
  if (focused && FOCUS_KEYS.includes(e.key) && focused.dataset.keyFocus) {
    e.preventDefault();
    if (e.repeat || !device || e.key in focusHeld) return;
    focusHeld[e.key] = BUTTONS.indexOf(focused.dataset.button);
    hold(focusHeld[e.key], `k${e.key}`);
    return;
  }
  const name = KEYS[e.key];
  const longName = LONG_KEYS[e.key];
  if (!name && !longName) return;
  e.preventDefault();
  if (e.repeat || !device) return;
  if (longName) {
    wakeAudio();
    api.press(longName, true);
  } else hold(BUTTONS.indexOf(name), `k${e.key}`);
});

document.addEventListener("keyup", (e) => {
  if (e.key in focusHeld) {
    e.preventDefault(); // the key pressed the button already: no click of it as well
    release(focusHeld[e.key], `k${e.key}`);
    delete focusHeld[e.key];
    return;
  }
  const name = KEYS[e.key];
  if (name) release(BUTTONS.indexOf(name), `k${e.key}`);
});

window.addEventListener("blur", () => {
  // a key let go in another window never sends its keyup here
  holders.forEach((set, i) => {
    for (const who of [...set]) if (who.startsWith("k")) release(i, who);
  });
  for (const key of Object.keys(focusHeld)) delete focusHeld[key];
});

$("erase").addEventListener("click", () => {
  if (device && confirm(HELP[helpLang].confirm)) api.reset({ seed: randomSeed(), lang: browserLang() });
});

// --- the play log: downloaded as the simulator's `plays` prints it, and shown as a table -------------------
function download(format) {
  const text = device.plays(format);
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([text], { type: format === "csv" ? "text/csv" : "application/json" }));
  link.download = `plays.${format}`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 60000);
}

function showPlays() {
  const { plays, damaged } = JSON.parse(device.plays("json"));
  const body = $("plays-table").querySelector("tbody");
  body.replaceChildren();
  for (const p of plays.slice().reverse()) {
    const row = document.createElement("tr");
    const d = p.date;
    const when = d ? `${d[0]}-${String(d[1]).padStart(2, "0")}-${String(d[2]).padStart(2, "0")}` : "";
    const who = (i) => (p.names && p.names[i] ? `${p.seats[i]} ${p.names[i]}` : p.seats[i]);
    const winners = p.winners.map(who).join(", ");
    const scores = p.seats.map((s, i) => `${who(i)} ${p.totals[i]}`).join(", ");
    for (const cell of [p.n, when, p.game, winners, scores]) {
      const td = document.createElement("td");
      td.textContent = String(cell);
      row.append(td);
    }
    body.append(row);
  }
  $("plays-table").hidden = false;
  if (damaged) say(`The play log was damaged: ${plays.length} plays kept.`);
  else if (!plays.length) say("No plays yet: a game played to its end is kept here.");
}

// --- the seats' names: kept in the device's settings, as Settings, Names on the device keeps them -----------
function showNames() {
  const names = JSON.parse(device.state()).settings.names || [];
  document.querySelectorAll("#names input").forEach((input, i) => {
    input.value = names[i] || "";
  });
}

$("names").addEventListener("submit", (e) => {
  e.preventDefault();
  if (!device) return;
  const names = [...document.querySelectorAll("#names input")].map((input) => input.value.trim());
  try {
    device.names(names);
    say("Names kept: the plays from now on carry them.");
    showNames();
  } catch (err) {
    say(err.message); // what was typed stays, to be put right
  }
});
$("names-show").addEventListener("click", () => {
  if (!device) return;
  showNames();
  $("names").hidden = false;
});

$("plays-json").addEventListener("click", () => device && download("json"));
$("plays-csv").addEventListener("click", () => device && download("csv"));
$("plays-show").addEventListener("click", () => device && showPlays());

// --- window.companion: the contract's script interface ------------------------------------------------------
const api = {
  /** A press of up, down, ok, back or roll, through the firmware's debounce and long-press code. */
  press(button, long = false) {
    device.press(button, long);
  },
  /** Let the device's clock run ``ms`` milliseconds. */
  advance(ms) {
    device.advance(ms);
  },
  /** The persisted state: the canonical JSON line `python -m host_sim state` prints. */
  state() {
    return device.state();
  },
  /** The display's 1,024 bytes in SSD1306 page order (framebuf MONO_VLSB). */
  display() {
    return device.display();
  },
  /** The 16 LEDs after brightness: [[r, g, b], ...]. */
  leds() {
    return device.leds();
  },
  /** The play log: "json" (every score line) or "csv", as `python -m host_sim plays --format` prints it. */
  plays(format = "json") {
    return device.plays(format);
  },
  /** Name the seats P1..P6: six strings ("" for none), as `python -m host_sim names` does; a bad one throws. */
  names(names) {
    device.names(names);
  },
  /** A fresh device (empty flash) whose dice follow ``seed`` and speaking ``lang`` (default "en"), as
   * `play --seed --lang`. */
  reset({ seed, lang = "en" } = {}) {
    device.reset(seed === undefined ? randomSeed() : seed, lang);
    shownFrames = -1;
  },
};

async function boot() {
  const romfs = await fetch("firmware.romfs?v=__BUILD__").then((r) => {
    if (!r.ok) throw new Error(`firmware.romfs: HTTP ${r.status}`);
    return r.arrayBuffer();
  });
  device = await startDevice({
    loadMicroPython: (opts) => loadMicroPython({ ...opts, url: "micropython/micropython.wasm?v=__BUILD__" }),
    romfs: new Uint8Array(romfs),
    storage: browserStorage,
    seed: randomSeed(),
    lang: browserLang(),
    log: (line) => console.log(`firmware: ${line}`),
  });
  fitCanvas();
  new ResizeObserver(fitCanvas).observe(canvas);
  last = performance.now();
  draw();
  requestAnimationFrame(animate);
  return api;
}

const running = boot().catch((e) => {
  $("status").textContent = `The firmware did not start: ${e.message}`;
  throw e;
});
// `await window.companion` gives the interface once the firmware runs; its methods are also on the promise
for (const name of Object.keys(api)) {
  running[name] = (...args) => {
    if (!device) throw new Error("the firmware is not running yet: await window.companion first");
    return api[name](...args);
  };
}
window.companion = running;
