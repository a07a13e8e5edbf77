// @ts-check
'use strict';
/**
 * Draws docs/editors/vscode.png for the README (or the PNG file given): the extension (with the
 * stand-in `vscode`, over the real language server) opens popover-delegate.json (a copy of
 * examples/scenes/popover-delegate.json), presents its popover, and its preview panel's webview
 * is loaded in headless Chromium and captured. VS Code's own window is not drawn: it cannot run
 * here.
 *
 *     POPSPLIT=.build/debug/popsplit node editors/vscode/test/screenshot.js [OUT.png]
 */
const fs = require('fs');
const path = require('path');
const { vscode, activate, openExample, eventually, repo } = require('./helpers');
const { Browser } = require('./cdp');
const { loadWebview } = require('./webview-host');

(async () => {
  const { controller, dispose } = activate();
  const browser = await Browser.launch();
  try {
    await openExample(controller, 'popover-delegate.json');
    const preview = await vscode.commands.executeCommand('popsplit.openPreview');
    await vscode.commands.executeCommand('popsplit.presentPopover', { popover: 'brushPopover', anchor: 'brushButton' });
    const { page } = await loadWebview(browser, preview, { width: 900, height: 1000 });
    const drawn = preview.mode === 'page'
      ? "!!document.getElementById('page').contentDocument?.querySelector('svg g[data-id=\"brushPopover\"]')"
      : "document.getElementById('fallback').naturalWidth > 0";
    await eventually(() => page.evaluate(drawn), 'the picture', 15000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const { data } = await page.send('Page.captureScreenshot', { format: 'png' });
    const target = path.resolve(process.argv[2] ?? path.join(repo, 'docs', 'editors', 'vscode.png'));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, Buffer.from(data, 'base64'));
    console.log(`wrote ${target} (${preview.mode} mode)`);
  } finally {
    await browser.close();
    await dispose();
  }
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
