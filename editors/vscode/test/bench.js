// @ts-check
'use strict';
/**
 * Keystroke to pixels in the VS Code preview: the extension (with the stand-in `vscode`) follows
 * the 200-node scene of `popsplit-bench render` (editors/bench/render-bench-scene.py, indent 2,
 * its folders popover shown); its webview, with the scene's preview page in the iframe, runs in
 * headless Chromium. 200 keystrokes, 30 ms apart, each a new subject for row 5; the time from the
 * edit in the buffer to that subject in the page's SVG (a MutationObserver in the webview reports
 * it over DevTools). Not a test: it prints p50 and p99 for no debounce and the default (30 ms).
 *
 *     POPSPLIT=.build/release/popsplit node editors/vscode/test/bench.js
 */
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync } = require('child_process');
const { performance } = require('perf_hooks');
const { vscode, activate, repo, eventually } = require('./helpers');
const { Browser } = require('./cdp');
const { loadWebview } = require('./webview-host');

const fake = vscode.fake;

/** @param {number[]} values @param {number} q */
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

/**
 * @param {Browser} browser
 * @param {string} file
 * @param {number} debounceMs
 */
async function run(browser, file, debounceMs) {
  const { controller, dispose } = activate({ 'popsplit.debounceMs': debounceMs });
  try {
    const { document } = fake.openDocument(file);
    const entry = controller.entries.get(document.uri.toString());
    if (!entry) throw new Error('not followed');
    await eventually(async () => entry.session.opened, 'the scene');
    await vscode.commands.executeCommand('popsplit.presentPopover', { popover: 'foldersPopover', anchor: 'mailboxesItem' });
    const preview = await vscode.commands.executeCommand('popsplit.openPreview');
    if (preview.mode !== 'page') throw new Error('this popsplit has no preview page');
    const { page } = await loadWebview(browser, preview, { width: 1000, height: 1100 });
    const frame = "document.getElementById('page').contentDocument";
    await eventually(() => page.evaluate(`!!${frame}?.querySelector('svg g[data-id="row5Subject"]')`), 'the page', 15000);
    /** @type {Map<string, number>} */
    const seen = new Map();
    await page.send('Runtime.addBinding', { name: '__seen' });
    page.on('Runtime.bindingCalled', (params) => {
      if (params.name === '__seen' && !seen.has(params.payload)) seen.set(params.payload, performance.now());
    });
    await page.evaluate(`(() => {
      const d = ${frame};
      let last = '';
      const report = () => {
        const g = d.querySelector('svg g[data-id="row5Subject"]');
        const text = g ? g.textContent : '';
        if (text !== last) { last = text; window.__seen(text); }
      };
      new MutationObserver(report).observe(d.getElementById('live'), { subtree: true, childList: true, characterData: true, attributes: true });
      return true;
    })()`);
    const anchor = '"title": "Lunch on Friday';
    const at = document.getText().indexOf(anchor) + anchor.length;
    let suffix = '';
    /** @type {{text: string, time: number}[]} */
    const edits = [];
    for (let i = 0; i < 200; i++) {
      const next = ` ${i}`;
      fake.edit(document, at, suffix.length, next);
      suffix = next;
      edits.push({ text: `Lunch on Friday${next}`, time: performance.now() });
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    await eventually(async () => seen.has(edits[199].text), 'the last keystroke in the page', 15000);
    const latencies = edits.filter((e) => seen.has(e.text)).map((e) => /** @type {number} */ (seen.get(e.text)) - e.time);
    return { drawn: latencies.length, p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99) };
  } finally {
    await dispose();
  }
}

(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'popsplit-vscode-bench-'));
  const file = path.join(dir, 'bench.popsplit.json');
  fs.writeFileSync(file, execFileSync('python3', [path.join(repo, 'editors', 'bench', 'render-bench-scene.py'), '2']));
  const browser = await Browser.launch();
  try {
    console.log(`document: ${fs.statSync(file).size} bytes; 200 keystrokes 30 ms apart; keystroke to pixels in the page inside the webview`);
    for (const debounceMs of [0, 30]) {
      const result = await run(browser, file, debounceMs);
      console.log(`debounce ${debounceMs} ms: p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ${result.drawn} of 200 keystrokes drawn`);
    }
  } finally {
    await browser.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
