// @ts-check
'use strict';
/**
 * Hosts a preview panel's webview in a Chromium page as VS Code hosts it: the HTML the extension
 * set, `acquireVsCodeApi()` whose `postMessage` reaches the panel's `onDidReceiveMessage`, and the
 * panel's `webview.postMessage` delivered as a `message` event. The HTML is answered inside the
 * browser (DevTools' Fetch domain) at `<origin>/__vscode_webview__.html`, `<origin>` being the
 * preview page's (which its `frame-ancestors 'self' vscode-webview:` lets frame it), as Chromium
 * cannot load VS Code's `vscode-webview://` origin.
 */
const { waitFor } = require('./helpers');

const SHIM = String.raw`
if (window === window.top) {
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations.push(e.violatedDirective + ' ' + e.blockedURI));
  window.acquireVsCodeApi = () => ({
    postMessage: (message) => window.__popsplitToExtension(JSON.stringify(message)),
    getState: () => undefined,
    setState: (state) => window.__popsplitToExtension(JSON.stringify({ __setState: state })),
  });
}
`;

/**
 * Loads a panel's webview in a Chromium page and connects it to the fake webview.
 * @param {Browser} browser
 * @param {any} preview the extension's PreviewPanel
 * @param {{width: number, height: number}} [size] the viewport
 */
async function loadWebview(browser, preview, size = { width: 1000, height: 900 }) {
  const page = await browser.newPage();
  await page.send('Emulation.setDeviceMetricsOverride', { ...size, deviceScaleFactor: 1, mobile: false });
  const webview = preview.panel.webview;
  /** Where the webview's HTML is answered: the preview page's origin (it changes after a restart). */
  const urlNow = () => `${preview.frameUrl ? new URL(preview.frameUrl).origin : 'http://127.0.0.1:9'}/__vscode_webview__.html`;
  await page.send('Page.enable');
  await page.send('Runtime.enable');
  await page.send('Page.addScriptToEvaluateOnNewDocument', { source: SHIM });
  await page.send('Runtime.addBinding', { name: '__popsplitToExtension' });
  let readies = 0;
  page.on('Runtime.bindingCalled', (params) => {
    if (params.name !== '__popsplitToExtension') return;
    const message = JSON.parse(params.payload);
    if (message && '__setState' in message) {
      webview.state = message.__setState; // what VS Code keeps for the panel's serializer
      return;
    }
    if (message.type === 'ready') readies++;
    webview.receiveEmitter.fire(message);
  });
  await page.send('Fetch.enable', { patterns: [{ urlPattern: '*__vscode_webview__.html*' }] });
  page.on('Fetch.requestPaused', (params) => {
    page.send('Fetch.fulfillRequest', {
      requestId: params.requestId,
      responseCode: 200,
      responseHeaders: [{ name: 'Content-Type', value: 'text/html; charset=utf-8' }],
      body: Buffer.from(webview.html, 'utf8').toString('base64'),
    });
  });
  /** @type {string[]} */
  const console = [];
  page.on('Runtime.consoleAPICalled', (params) => console.push(params.args.map((/** @type {any} */ a) => a.value ?? a.description).join(' ')));
  webview.bridge = (/** @type {any} */ message) => {
    page.evaluate(`window.postMessage(${JSON.stringify(message)}, '*')`).catch(() => {});
  };
  // Setting the HTML again reloads the webview, as in VS Code.
  webview.onHtml = () => {
    page.send('Page.navigate', { url: urlNow() }).catch(() => {});
  };
  await page.send('Page.navigate', { url: urlNow() });
  await waitFor(() => readies > 0, 'the webview script (with its nonce) to run and post "ready"');
  return { page, console, readies: () => readies };
}

module.exports = { loadWebview };
