// The README's picture of the page: `node screenshot.mjs URL OUT.png [CHROMIUM]` plays a few seeded presses of
// Emerald through window.companion and shoots the page (also prints the first frame's time, in ms).

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { launch, open, watchErrors } from "./chromium.mjs";

const [url, out, chromium = "/usr/bin/chromium-headless-shell"] = process.argv.slice(2);
const profile = fs.mkdtempSync(path.join(os.tmpdir(), "companion-shot-"));
const browser = await launch(chromium, profile);
try {
  const page = await browser.newPage();
  const errors = watchErrors(page);
  await page.setViewport({ width: 600, height: 640, deviceScaleFactor: 1 });
  const firstFrameMs = await open(page, url);
  await page.evaluate(() => {
    companion.reset({ seed: 11 });
    // Emerald, 3 players, full tracker; the dragon flies on the first roll
    for (const b of ["ok", "down", "ok", "ok", "roll", "ok", "down", "ok", "roll"]) companion.press(b);
    companion.advance(3000);
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  await (await page.$("main")).screenshot({ path: out });
  if (errors.length) throw new Error(errors.join("\n"));
  console.log(`first frame after ${firstFrameMs} ms; picture in ${out}`);
} finally {
  await browser.close();
  fs.rmSync(profile, { recursive: true, force: true });
}
