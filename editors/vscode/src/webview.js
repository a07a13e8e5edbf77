// @ts-check
'use strict';
/**
 * The preview webview's HTML: a Content-Security-Policy with a fresh crypto nonce (the only script
 * is the inline one carrying it), the scene's preview page in an iframe (its URL already passed
 * through `vscode.env.asExternalUri`), a status line, and a canvas that turns an SVG into a PNG
 * for "Export PNG". No dependency on `vscode`: the tests load this HTML in headless Chromium.
 */

const crypto = require('crypto');

/** A 128-bit nonce, base64. */
function makeNonce() {
  return crypto.randomBytes(16).toString('base64');
}

/** @param {string} text */
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/**
 * The origin of a URL, for `frame-src` (`http://127.0.0.1:8123`).
 * @param {string} url
 */
function originOf(url) {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}`;
}

/**
 * The script the webview runs (inline, with the nonce). Messages from the extension:
 * `layout` {generation, version}: the status line follows the newest layout, older ones are dropped;
 * `problems` {errors, warnings, first}; `svg` {generation, version, content} (when the server has
 * no preview page: its SVG drawn as an image); `rasterize` {id, svg, width, height}: answered with
 * `rasterized` {id, dataUrl} or {id, error}. It posts `ready` once loaded.
 */
const SCRIPT = String.raw`
(function () {
  'use strict';
  const vscode = acquireVsCodeApi();
  const status = document.getElementById('status');
  const problems = document.getElementById('problems');
  const fallback = document.getElementById('fallback');
  let current = { generation: 0, version: 0 };
  let stale = 0;
  let scene = document.body.dataset.scene || '';
  // What a window reload gives back to the extension's WebviewPanelSerializer: the document.
  if (document.body.dataset.document) vscode.setState({ document: document.body.dataset.document });
  function newer(m) {
    return m.generation > current.generation || (m.generation === current.generation && m.version > current.version);
  }
  function showStatus() {
    status.textContent = scene + ' · layout ' + current.version + (stale ? ' · ' + stale + ' stale dropped' : '');
    document.body.dataset.layoutVersion = String(current.version);
    document.body.dataset.generation = String(current.generation);
  }
  function rasterize(m) {
    const image = new Image();
    image.onload = function () {
      try {
        const canvas = document.createElement('canvas');
        canvas.width = m.width;
        canvas.height = m.height;
        const context = canvas.getContext('2d');
        context.drawImage(image, 0, 0, m.width, m.height);
        vscode.postMessage({ type: 'rasterized', id: m.id, dataUrl: canvas.toDataURL('image/png') });
      } catch (error) {
        vscode.postMessage({ type: 'rasterized', id: m.id, error: String(error) });
      }
    };
    image.onerror = function () {
      vscode.postMessage({ type: 'rasterized', id: m.id, error: 'the SVG could not be loaded as an image' });
    };
    const bytes = new TextEncoder().encode(m.svg);
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
    image.src = 'data:image/svg+xml;base64,' + btoa(binary);
  }
  window.addEventListener('message', function (event) {
    const m = event.data;
    if (!m || typeof m !== 'object') return;
    switch (m.type) {
      case 'layout':
        if (newer(m)) { current = { generation: m.generation, version: m.version }; } else { stale++; }
        showStatus();
        break;
      case 'svg':
        if (!newer(m) && !(m.generation === current.generation && m.version === current.version)) { stale++; showStatus(); break; }
        current = { generation: m.generation, version: m.version };
        fallback.hidden = false;
        fallback.src = 'data:image/svg+xml;base64,' + btoa(unescape(encodeURIComponent(m.content)));
        showStatus();
        break;
      case 'problems':
        problems.textContent = m.errors ? m.errors + ' error' + (m.errors > 1 ? 's' : '') + ' (the last good picture stays): ' + m.first : m.warnings ? m.warnings + ' warning' + (m.warnings > 1 ? 's' : '') : '';
        problems.className = m.errors ? 'errors' : '';
        break;
      case 'rasterize':
        rasterize(m);
        break;
    }
  });
  showStatus();
  vscode.postMessage({ type: 'ready' });
})();
`;

/**
 * @param {object} options
 * @param {string} options.nonce
 * @param {string} options.cspSource the webview's `cspSource`
 * @param {string | null} options.frameUrl the preview page (external URI), or null to draw the SVG
 * @param {string} options.scene the scene id, shown in the status line
 * @param {string} [options.note] a line shown above the preview (why there is no page)
 * @param {string} [options.document] the document's URI, kept as the webview's state
 */
function webviewHtml({ nonce, cspSource, frameUrl, scene, note, document }) {
  const csp = [
    "default-src 'none'",
    frameUrl ? `frame-src ${originOf(frameUrl)}` : null,
    `img-src ${cspSource} data: blob:`,
    `style-src ${cspSource} 'nonce-${nonce}'`,
    `script-src 'nonce-${nonce}'`,
  ]
    .filter(Boolean)
    .join('; ');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta http-equiv="Content-Security-Policy" content="${escapeHtml(csp)}">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>popsplit preview</title>
<style nonce="${nonce}">
  html, body { height: 100%; margin: 0; padding: 0; overflow: hidden; }
  body { display: flex; flex-direction: column; font: 12px var(--vscode-font-family, sans-serif);
         color: var(--vscode-foreground, #333); background: var(--vscode-editor-background, #fff); }
  #bar { display: flex; gap: 1em; padding: 2px 6px; border-bottom: 1px solid var(--vscode-panel-border, #ccc); }
  #problems.errors { color: var(--vscode-errorForeground, #c00); }
  #page { flex: 1; border: 0; width: 100%; }
  #fallback { flex: 1; min-height: 0; object-fit: contain; }
</style>
</head>
<body data-scene="${escapeHtml(scene)}"${document ? ` data-document="${escapeHtml(document)}"` : ''}>
<div id="bar"><span id="status"></span><span id="problems"></span>${note ? `<span id="note">${escapeHtml(note)}</span>` : ''}</div>
${frameUrl ? `<iframe id="page" src="${escapeHtml(frameUrl)}" title="popsplit preview"></iframe>` : ''}
<img id="fallback" alt="the scene" hidden>
<script nonce="${nonce}">${SCRIPT}</script>
</body>
</html>
`;
}

module.exports = { webviewHtml, makeNonce, originOf, escapeHtml };
