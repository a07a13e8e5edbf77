// @ts-check
'use strict';
/**
 * Draws media/preview.png for the README: the extension (with the stand-in `vscode`) opens
 * examples/scenes/popover-delegate.json, presents its popover, and its preview panel's webview is
 * loaded in headless Chromium and captured.
 *
 *     POPSPLIT=.build/debug/popsplit node editors/vscode/test/screenshot.js
 */
const fs = require('fs');
const path = require('path');
const { vscode, activate, openExample, eventually } = require('./helpers');
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
    const target = path.join(__dirname, '..', 'media', 'preview.png');
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
