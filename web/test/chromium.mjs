// Debian's headless Chromium driven by puppeteer-core (which downloads no browser), as the web tests run it.

import puppeteer from "puppeteer-core";

export const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * @param {string} executablePath the chromium-headless-shell binary
 * @param {string} userDataDir a fresh, empty directory: no profile is shared between runs
 */
export function launch(executablePath, userDataDir) {
  return puppeteer.launch({
    executablePath,
    headless: "shell",
    args: [...FLAGS, `--user-data-dir=${userDataDir}`],
    timeout: 30000,
    protocolTimeout: 60000,
  });
}

/**
 * Record what must never happen on the page: uncaught errors, console errors, failed or refused requests.
 *
 * @return {string[]} filled as the page runs
 */
export function watchErrors(page) {
  const errors = [];
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(`console.error: ${m.text()}`);
  });
  page.on("requestfailed", (r) => errors.push(`request failed: ${r.url()} ${r.failure()?.errorText}`));
  page.on("response", (r) => {
    if (r.status() >= 400) errors.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  return errors;
}

/** Load the page and wait for window.companion to resolve; return the first frame's time in ms. */
export async function open(page, url) {
  await page.goto(url, { waitUntil: "load", timeout: 30000 });
  await page.waitForFunction(() => window.companion, { timeout: 30000 });
  return page.evaluate(async () => {
    await window.companion;
    return window.companionTiming?.firstFrameMs ?? null;
  });
}
