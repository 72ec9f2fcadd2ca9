// Play events in the WebAssembly firmware under node: `node session.mjs DIST SEED [LANG] < events`, one state
// line each (LANG: the language of the fresh device, as play --lang).
// Events are the simulator's protocol lines: a button, `button:long` or `wait:MS`.

import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [dist, seedText, lang = "en"] = process.argv.slice(2);
const url = (name) => pathToFileURL(path.resolve(dist, name)).href;
const { loadMicroPython } = await import(url("micropython/micropython.mjs"));
const { startDevice, memoryStorage } = await import(url("device.mjs"));

const t0 = performance.now();
const device = await startDevice({
  loadMicroPython,
  romfs: new Uint8Array(fs.readFileSync(path.join(dist, "firmware.romfs"))),
  storage: memoryStorage(),
  seed: Number(seedText),
  lang,
  log: (line) => process.stderr.write(`firmware: ${line}\n`),
});
const booted = performance.now();
const out = [];
let events = 0;
for (const raw of fs.readFileSync(0, "utf8").split("\n")) {
  const line = raw.trim();
  if (!line) continue;
  if (line.startsWith("wait:")) device.advance(Number(line.slice(5)));
  else {
    const [name, mod] = line.split(":");
    device.press(name, mod === "long");
  }
  events += 1;
  out.push(device.state());
}
process.stdout.write(out.map((s) => s + "\n").join(""));
const done = performance.now();
process.stderr.write(
  `boot ${(booted - t0).toFixed(0)} ms, ${events} events in ${(done - booted).toFixed(0)} ms\n`,
);
