// @ts-check
'use strict';
/**
 * The preview webview in headless Chromium: the HTML the extension sets on its panel, loaded with
 * its Content-Security-Policy, messages carried both ways as VS Code carries them
 * (`acquireVsCodeApi().postMessage` -> the panel's `onDidReceiveMessage`; `webview.postMessage` ->
 * a `message` event in the page). Everything else is real: the extension, the language server, its preview
 * page in the iframe, its WebSocket.
 *
 * Where the webview HTML is served from: VS Code serves it from a `vscode-webview://` origin,
 * which Chromium cannot load outside VS Code. The test answers a request for
 * `<origin>/__vscode_webview__.html` inside the browser (DevTools' Fetch domain; nothing reaches a
 * server), with `<origin>` the preview page's own origin, which the page's `frame-ancestors
 * 'self' vscode-webview:` lets frame it.
 */
const test = require('node:test');
const assert = require('assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { vscode, activate, waitFor, eventually, openExample } = require('./helpers');
const { Browser } = require('./cdp');
const { loadWebview } = require('./webview-host');

const fake = vscode.fake;

/** @param {Buffer} png */
function pngSize(png) {
  assert.deepEqual([...png.subarray(0, 8)], [137, 80, 78, 71, 13, 10, 26, 10], 'a PNG signature');
  assert.equal(png.subarray(12, 16).toString('latin1'), 'IHDR');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

test('the webview HTML in Chromium: its CSP holds (nonce script runs, others are blocked), the status follows layouts, Export PNG draws through its canvas', async (t) => {
  const { controller, dispose } = activate();
  t.after(dispose);
  const browser = await Browser.launch();
  t.after(() => browser.close());
  const { entry } = await openExample(controller, 'popover-delegate.json');
  const preview = await vscode.commands.executeCommand('popsplit.openPreview');
  assert.ok(preview.mode === 'page' || preview.mode === 'svg', `the preview started (${preview.mode})`);
  const html = preview.panel.webview.html;
  const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1];
  assert.ok(csp, 'a CSP meta element');
  const nonce = /script-src 'nonce-([A-Za-z0-9+/=]{24})'/.exec(csp.replace(/&#39;/g, "'"))?.[1];
  assert.ok(nonce, `a 128-bit nonce in ${csp}`);
  assert.match(csp.replace(/&#39;/g, "'"), /^default-src 'none'; /);
  assert.equal(html.match(/<script/g)?.length, 1, 'one script');
  assert.ok(html.includes(`<script nonce="${nonce}">`));
  // A fresh nonce each time the HTML is made.
  const { webviewHtml } = require('../src/webview');
  assert.notEqual(/nonce-([^']+)/.exec(webviewHtml({ nonce: require('../src/webview').makeNonce(), cspSource: 'x', frameUrl: null, scene: 's' }))?.[1], nonce);

  const { page } = await loadWebview(browser, preview);
  if (preview.mode === 'svg') {
    // No preview page in this server: the panel draws its SVG as an image (data: URL, allowed by img-src).
    await eventually(() => page.evaluate("document.getElementById('fallback').naturalWidth === 768"), 'the SVG drawn in the webview');
  } else {
    assert.equal(await page.evaluate("document.getElementById('page').src"), preview.frameUrl);
  }
  // The CSP is in force: a script without the nonce does not run.
  const ran = await page.evaluate(`new Promise((resolve) => {
    window.__injected = false;
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true';
    document.body.appendChild(s);
    setTimeout(() => resolve(window.__injected), 100);
  })`);
  assert.equal(ran, false, 'an inline script without the nonce is blocked');
  const violations = await page.evaluate('window.__cspViolations');
  assert.ok(violations.some((/** @type {string} */ v) => v.startsWith('script-src')), JSON.stringify(violations));
  assert.equal(violations.length, 1, `nothing else was blocked: ${JSON.stringify(violations)}`);

  // The status line follows the layouts; an older one is dropped.
  await entry.session.request('device/rotate', { orientation: 'landscapeLeft' });
  const version = entry.session.layoutVersion;
  const shown = async () => page.evaluate('document.body.dataset.layoutVersion');
  await eventually(async () => (await shown()) === String(version), `the status to show layout ${version}`);
  preview.panel.webview.postMessage({ type: 'layout', generation: entry.session.generation, version: version - 1 });
  await new Promise((r) => setTimeout(r, 100));
  assert.equal(await shown(), String(version), 'a stale layout is dropped');
  assert.match(await page.evaluate("document.getElementById('status').textContent"), /1 stale dropped/);

  // Export PNG: the scene's SVG at scale 2, drawn by the webview's canvas, written by the extension.
  const target = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'popsplit-vscode-')), 'out.png');
  fake.state.saveDialogAnswer = () => vscode.Uri.file(target);
  const written = await vscode.commands.executeCommand('popsplit.exportPng');
  assert.equal(written?.fsPath, target, `Export PNG ran: ${JSON.stringify(fake.state.messages)}`);
  const png = fs.readFileSync(target);
  assert.deepEqual(pngSize(png), [2048, 1536], 'landscape at scale 2');
  assert.ok(png.length > 5000, 'a picture, not an empty canvas');
});

test('the preview page inside the webview: the scene appears, a click reaches the scene, cursor and alt-click jump both ways, typing and a crash', async (t) => {
  const { controller, dispose } = activate({ 'popsplit.delegateAnswers': 'always no' });
  t.after(dispose);
  const browser = await Browser.launch();
  t.after(() => browser.close());
  const { entry, document, editor } = await openExample(controller, 'popover-delegate.json');
  const preview = await vscode.commands.executeCommand('popsplit.openPreview');
  assert.equal(preview.mode, 'page', 'the server serves the preview page (popsplit/preview)');
  assert.match(preview.url, /^http:\/\/127\.0\.0\.1:\d+\//);
  assert.deepEqual(fake.state.externalUris, [preview.url], 'the URL went through asExternalUri');
  const csp = /content="([^"]*)"/.exec(preview.panel.webview.html)?.[1].replace(/&#39;/g, "'") ?? '';
  assert.match(csp, new RegExp(`frame-src ${new URL(preview.url).origin.replace(/\./g, '\\.')}(;|$)`));
  const { page } = await loadWebview(browser, preview);

  // The page in the iframe shows the scene.
  const frameDocument = "document.getElementById('page').contentDocument";
  await eventually(
    () => page.evaluate(`!!document.getElementById('page')?.contentDocument?.querySelector('svg g[data-id="brushButton"]')`),
    'the page in the iframe to draw the scene (brushButton)',
    15000,
  );
  const violations = await page.evaluate('window.__cspViolations');
  assert.deepEqual(violations, [], 'the webview\'s CSP let the page load');
  // The webview keeps its document as its state: what the serializer gets back after a reload.
  await waitFor(() => preview.panel.webview.state?.document === entry.document.uri.toString(), 'the webview state naming the document');

  /** The centre of a node in top-level coordinates. */
  const centre = async (/** @type {string} */ id) =>
    page.evaluate(`(() => {
      const frame = document.getElementById('page').getBoundingClientRect();
      const r = ${frameDocument}.querySelector('svg g[data-id="${id}"]').getBoundingClientRect();
      return [frame.left + r.left + r.width / 2, frame.top + r.top + r.height / 2];
    })()`);
  /** @param {number[]} point @param {number} [modifiers] */
  const click = async ([x, y], modifiers = 0) => {
    for (const type of ['mouseMoved', 'mousePressed', 'mouseReleased']) {
      await page.send('Input.dispatchMouseEvent', { type, x, y, modifiers, button: type === 'mouseMoved' ? 'none' : 'left', clickCount: type === 'mouseMoved' ? 0 : 1 });
    }
  };

  // A click on the Brush button: the page taps, the scene presents the popover, the editor hears it.
  const events = fake.channel('popsplit events');
  const before = events?.lines.length ?? 0;
  await click(await centre('brushButton'));
  await waitFor(() => entry.session.layout.nodes.some((/** @type {any} */ n) => n.id === 'brushPopover'), 'the popover in the layout the editor receives');
  assert.ok(events?.lines.slice(before).some((l) => l.includes('viewWillAppear: -> brushPicker')), events?.lines.slice(before).join('\n'));
  await eventually(() => page.evaluate(`!!${frameDocument}.querySelector('svg g[data-id="brushPopover"]')`), 'the page to show the popover');

  // A click outside the popover, from the page: the delegate's question is the editor's, answered NO.
  await click(await centre('canvas'));
  await waitFor(() => events?.lines.some((l) => l.includes('question popoverControllerShouldDismissPopover:') && l.endsWith(': false (always no)')), 'the question from a page touch, answered by the editor');
  assert.ok(entry.session.layout.nodes.some((/** @type {any} */ n) => n.id === 'brushPopover'), 'NO: the popover stays');

  // Alt-click on a node: the page asks the editor to reveal its declaration.
  fake.state.activeEditor = editor;
  await click(await centre('unsavedNote'), 1);
  const line = document.getText().split('\n').findIndex((l) => l.includes('"id": "unsavedNote"'));
  await waitFor(() => editor.selection.start.line === line, `the cursor on line ${line + 1} (unsavedNote's declaration)`);
  assert.ok(editor.revealed.length > 0, 'the declaration is scrolled into view');

  // Cursor in the document -> the node outlined in the page.
  const brushLine = document.getText().split('\n').findIndex((l) => l.includes('"id": "brushButton"'));
  editor.selection = new vscode.Selection(new vscode.Position(brushLine, 10), new vscode.Position(brushLine, 10));
  await waitFor(() => entry.highlighted === 'brushButton', 'scene/nodeAt to find brushButton under the cursor');
  // The page outlines it (an overlay outline, or the renderer's highlight); the mouse is elsewhere.
  await eventually(
    () => page.evaluate(`(() => {
      const d = ${frameDocument};
      return !!d.querySelector('[data-outline="brushButton"]') || /#FF9500/i.test(d.querySelector('svg g[data-id="brushButton"]').outerHTML);
    })()`),
    'the page to outline the node at the cursor',
  );

  // Typing the button's title (40 edits, each a new number after "Brush"; the button shows a
  // short title whole): the page ends on the last edit.
  const titleAt = document.getText().indexOf('"title": "Brush"') + '"title": "Brush'.length;
  let typed = '';
  for (let i = 0; i < 40; i++) {
    fake.edit(document, titleAt, typed.length, String(i));
    typed = String(i);
    await new Promise((resolve) => setTimeout(resolve, i % 8 === 7 ? 80 : 8));
  }
  await waitFor(() => entry.session.acceptedVersion === document.version && entry.session.settledNow, 'the last edit in the server');
  await eventually(
    () => page.evaluate(`${frameDocument}.querySelector('svg g[data-id="brushButton"]').textContent === ${JSON.stringify(`Brush${typed}`)}`),
    'the page to show the last edit',
  );
  const badge = await page.evaluate(`${frameDocument}.getElementById('version')?.textContent ?? ''`);
  assert.ok(badge.includes(String(entry.session.layoutVersion)), `the page's layout version (${badge}) is the editor's (${entry.session.layoutVersion})`);

  // The server killed: restarted, the document reopened, the page started again and shown again.
  const oldUrl = preview.url;
  process.kill(/** @type {number} */ (controller.server.pid), 'SIGKILL');
  await waitFor(() => preview.starts === 2, 'the preview to start again on the new server', 15000);
  assert.notEqual(preview.url, oldUrl);
  await eventually(
    // (While the webview loads again, it may have no iframe yet.)
    () => page.evaluate(`(() => {
      const g = document.getElementById('page')?.contentDocument?.querySelector('svg g[data-id="brushButton"]');
      return !!g && g.textContent === ${JSON.stringify(`Brush${typed}`)};
    })()`),
    'the page of the new server, with the buffer as it is',
    15000,
  );
  assert.deepEqual(await page.evaluate('window.__cspViolations'), []);
});

test('a remote window: the page reached through a forwarded port (asExternalUri), as Remote-SSH forwards it', async (t) => {
  const net = require('net');
  /** @type {import('net').Server | null} */
  let forwarder = null;
  t.after(() => forwarder?.close());
  const { controller, dispose } = activate({});
  t.after(dispose);
  // VS Code's port forwarding: another local port relaying, byte for byte, to the page server's.
  fake.state.externalUriMap = async (uri) => {
    const target = new URL(uri.toString(true));
    forwarder = net.createServer((client) => {
      const upstream = net.connect(Number(target.port), '127.0.0.1');
      client.pipe(upstream).pipe(client);
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
    });
    await new Promise((resolve) => forwarder?.listen(0, '127.0.0.1', () => resolve(undefined)));
    const address = /** @type {import('net').AddressInfo} */ (forwarder.address());
    return vscode.Uri.parse(`http://localhost:${address.port}${target.pathname}${target.search}`);
  };
  const browser = await Browser.launch();
  t.after(() => browser.close());
  await openExample(controller, 'popover-delegate.json');
  const preview = await vscode.commands.executeCommand('popsplit.openPreview');
  assert.equal(preview.mode, 'page');
  const forwarded = new URL(preview.frameUrl);
  assert.equal(forwarded.hostname, 'localhost');
  assert.notEqual(forwarded.port, new URL(preview.url).port, 'the iframe loads the forwarded port');
  const { page } = await loadWebview(browser, preview);
  // The page server accepted the forwarded origin: the page, its script and its WebSocket load
  // through the tunnel and draw the scene.
  await eventually(
    () => page.evaluate(`!!document.getElementById('page')?.contentDocument?.querySelector('svg g[data-id="brushButton"]')`),
    'the page in the iframe, through the forwarded port, to draw the scene',
    15000,
  );
  // Without the token the forwarded port serves nothing.
  const status = await new Promise((resolve) => {
    require('http').get({ host: '127.0.0.1', port: Number(forwarded.port), path: '/', headers: { Host: forwarded.host } }, (response) => {
      response.resume();
      resolve(response.statusCode);
    });
  });
  assert.equal(status, 403);
});
