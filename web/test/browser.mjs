// The page in headless Chromium: `node browser.mjs < job.json` prints what it saw as JSON (tests/project/test_web.py).
// job: {url, chromium, userDataDir, seed, events: [...], inputSeed, inputs: [[kind, what], ...],
//      focusKeys: [[Tabs before, key], ...], playSeed, playPresses: [...] (a game to its end)}
// Inputs are real ones: "click" a button with the mouse, "key" pressed and let go, "hold-mouse"/"hold-key"
// for a long press held in real time.

import fs from "node:fs";
import { launch, open, watchErrors } from "./chromium.mjs";

const job = JSON.parse(fs.readFileSync(0, "utf8"));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const SETTLE_MS = 400; // a press is seen after the debounce, its release after another: well under this
const LONG_MS = 1200; // held longer than the firmware's 800 ms long press

const report = { errors: [] };

// which of the help's paragraphs the page shows: the one for touch, the one for keys
function helpShown() {
  const shown = (selector) => getComputedStyle(document.querySelector(selector)).display !== "none";
  return { touch: shown(".for-touch"), keys: shown(".for-keys") };
}
const browser = await launch(job.chromium, job.userDataDir);
try {
  const page = await browser.newPage();
  report.errors = watchErrors(page);
  page.on("dialog", (d) => {
    report.errors.push(`dialog: ${d.message()}`); // a confirm() would stop the page until answered
    d.dismiss();
  });
  await page.setViewport({ width: 800, height: 1000 });
  report.firstFrameMs = await open(page, job.url);
  report.bootState = await page.evaluate(() => companion.state());

  // the contract's script interface: seeded presses give play --events' state lines
  report.session = await page.evaluate(
    (seed, events) => {
      companion.reset({ seed });
      return events.map((event) => {
        if (event.startsWith("wait:")) companion.advance(Number(event.slice(5)));
        else companion.press(event.split(":")[0], event.endsWith(":long"));
        return companion.state();
      });
    },
    job.seed,
    job.events,
  );
  // reset() takes the language of the fresh device, as play --lang
  report.french = await page.evaluate((seed) => {
    const before = companion.state();
    companion.reset({ seed, lang: "fr" });
    const french = companion.state();
    companion.reset({ seed });
    return { french, english: companion.state(), before };
  }, job.seed);
  // the help below the device speaks the device's language
  report.helpLang = await page.evaluate(async (seed) => {
    const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const read = () => ({ lang: document.documentElement.lang, text: document.getElementById("help-long").textContent });
    companion.reset({ seed, lang: "it" });
    await frames();
    const it = read();
    companion.reset({ seed, lang: "fr" });
    await frames();
    const fr = read();
    companion.reset({ seed });
    await frames();
    return { it, fr, en: read() };
  }, job.seed);
  report.leds = await page.evaluate(() => companion.leds());
  report.display = await page.evaluate(() => Array.from(companion.display()));

  // real mouse clicks and keys, on the device clock that follows real time
  await page.evaluate((seed) => companion.reset({ seed }), job.inputSeed);
  report.inputs = [];
  for (const [kind, what] of job.inputs) {
    const before = await page.evaluate(() => Array.from(companion.display()));
    if (kind === "click") await page.click(`[data-button="${what}"]`);
    else if (kind === "key") await page.keyboard.press(what);
    else if (kind === "hold-key") {
      await page.keyboard.down(what);
      await sleep(LONG_MS);
      await page.keyboard.up(what);
    } else if (kind === "hold-mouse") {
      const box = await (await page.$(`[data-button="${what}"]`)).boundingBox();
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await sleep(LONG_MS);
      await page.mouse.up();
    } else throw new Error(`unknown input ${kind}`);
    await sleep(SETTLE_MS);
    const after = await page.evaluate(() => Array.from(companion.display()));
    report.inputs.push({
      state: await page.evaluate(() => companion.state()),
      displayChanged: before.some((b, i) => b !== after[i]),
    });
  }

  // a reload is a power-up on the files kept in the browser
  const beforeReload = await page.evaluate(() => companion.state());
  await page.reload({ waitUntil: "load", timeout: 30000 });
  await page.waitForFunction(() => window.companion, { timeout: 30000 });
  report.reload = {
    before: beforeReload,
    after: await page.evaluate(async () => (await window.companion).state()),
  };

  // a phone: touch, and a layout that fits its width
  const phone = await browser.newPage();
  report.errors.push(...watchErrors(phone));
  await phone.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  await open(phone, job.url);
  const fits = await phone.evaluate(() => {
    const buttons = [...document.querySelectorAll("[data-button]")].map((b) => b.getBoundingClientRect());
    return (
      document.documentElement.scrollWidth <= window.innerWidth &&
      buttons.every((r) => r.left >= 0 && r.right <= window.innerWidth && r.width >= 40)
    );
  });
  const shown = () => phone.evaluate(() => Array.from(companion.display()).join(","));
  const beforeTap = await shown();
  const box = await (await phone.$('[data-button="back"]')).boundingBox();
  await phone.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await sleep(SETTLE_MS);
  const afterTap = await shown();
  await phone.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await sleep(SETTLE_MS);
  report.phone = { fits, tapChangedDisplay: beforeTap !== afterTap, backAgain: (await shown()) === beforeTap };
  report.phoneHelp = await phone.evaluate(helpShown);

  // the keyboard alone (last: it resets the device the other pages share): Tab to a button, Space or Enter
  // presses it; the live region holds the display's rows
  await page.evaluate((seed) => companion.reset({ seed }), job.inputSeed);
  await sleep(SETTLE_MS);
  await page.click("#leds"); // Tab goes on from where the mouse last clicked: from above the buttons
  const seen = () =>
    page.evaluate(() => ({
      focused: document.activeElement?.dataset?.button ?? null,
      rows: [...document.querySelectorAll("#screen-text > div")].map((row) => row.textContent),
      live: document.getElementById("screen-text").getAttribute("aria-live"),
      state: companion.state(),
    }));
  report.keyboard = [await seen()];
  for (const [tabs, key] of job.focusKeys) {
    for (let t = 0; t < tabs; t++) await page.keyboard.press("Tab");
    await page.keyboard.press(key);
    await sleep(SETTLE_MS);
    report.keyboard.push(await seen());
  }
  report.help = await page.evaluate(helpShown);

  // a game played to its end, then the page's "Download plays" (JSON and CSV) and its history table
  report.plays = await page.evaluate(
    async (seed, presses) => {
      companion.reset({ seed });
      // the seats named through the page's form first: a bad name refused with its line, then good ones
      document.getElementById("names-show").click();
      const inputs = document.querySelectorAll("#names input");
      const named = {};
      inputs[0].value = "Anna";
      inputs[1].value = "Jo-Jo";
      document.getElementById("names").requestSubmit();
      named.refused = document.getElementById("note").textContent;
      named.afterRefused = JSON.parse(companion.state()).settings.names || null;
      inputs[1].value = "Lúca";
      document.getElementById("names").requestSubmit();
      named.kept = JSON.parse(companion.state()).settings.names;
      for (const e of presses) companion.press(e.split(":")[0], e.endsWith(":long"));
      const links = {};
      const click = HTMLAnchorElement.prototype.click;
      HTMLAnchorElement.prototype.click = function () {
        links[this.download] = this.href; // the download the browser would save, read back below
      };
      document.getElementById("plays-json").click();
      document.getElementById("plays-csv").click();
      HTMLAnchorElement.prototype.click = click;
      const out = {};
      for (const name of Object.keys(links)) out[name] = await (await fetch(links[name])).text();
      document.getElementById("plays-show").click();
      const rows = document.querySelectorAll("#plays-table tbody tr");
      out.rows = [...rows].map((tr) => [...tr.children].map((td) => td.textContent));
      out.named = named;
      return out;
    },
    job.playSeed,
    job.playPresses,
  );
} finally {
  await browser.close();
}
process.stdout.write(JSON.stringify(report) + "\n");
