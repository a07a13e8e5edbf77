// @ts-check
'use strict';
/**
 * The preview panel of one document: a webview showing the scene's preview page (the language
 * server's `popsplit/preview`) in an iframe. One panel per document (create-or-show). The page
 * itself follows the scene over its own WebSocket; the panel's status line follows the document's
 * layout versions (stale ones dropped) and problems. After a server restart the page has a new
 * URL: the panel starts it again. A server without the preview page gets its SVG drawn instead
 * (`scene/render`).
 */

const vscode = require('vscode');
const path = require('path');
const { webviewHtml, makeNonce } = require('./webview');
const { ResponseError } = require('./jsonrpc');

/** The panels' type: VS Code gives panels of it back to the serializer after a window reload. */
const VIEW_TYPE = 'popsplit.preview';
const PANEL_OPTIONS = { enableScripts: true, retainContextWhenHidden: true, localResourceRoots: [] };

class PreviewPanel {
  /**
   * @param {import('./extension').DocumentEntry} entry
   * @param {(line: string) => void} log
   * @param {vscode.ViewColumn} [column]
   * @param {vscode.WebviewPanel} [panel] a panel VS Code gives back after a window reload
   */
  constructor(entry, log, column, panel) {
    this.entry = entry;
    this.log = log;
    this.panel = panel ?? vscode.window.createWebviewPanel(
      VIEW_TYPE,
      `Preview ${path.basename(entry.document.fileName)}`,
      { viewColumn: column ?? vscode.ViewColumn.Beside, preserveFocus: true },
      PANEL_OPTIONS,
    );
    if (panel) this.panel.webview.options = { enableScripts: true, localResourceRoots: [] };
    /** @type {'page' | 'svg' | 'none'} */
    this.mode = 'none';
    /** @type {string | null} the page's URL as the server gave it */
    this.url = null;
    /** @type {string | null} the URL the iframe loads (through asExternalUri) */
    this.frameUrl = null;
    this.disposed = false;
    this.starts = 0;
    /** @type {Map<number, {resolve: (value: Buffer) => void, reject: (error: Error) => void}>} */
    this.rasterizing = new Map();
    this.nextRasterId = 1;
    /** @type {{generation: number, version: number}[]} every layout posted, for the tests */
    this.posted = [];
    this.svgRender = { inFlight: false, again: false };
    /** @type {vscode.Disposable[]} */
    this.disposables = [];
    /** @type {Promise<void>} */
    this.loaded = Promise.resolve();
    /** @type {(() => void) | null} */
    this.markLoaded = null;
    this.disposables.push(
      this.panel.webview.onDidReceiveMessage((message) => this.onMessage(message)),
      this.panel.onDidDispose(() => this.dispose()),
    );
    const session = entry.session;
    const onLayout = (/** @type {{generation: number, version: number}} */ event) => this.onLayout(event);
    const onOpened = () => this.start();
    const onDiagnostics = (/** @type {any[]} */ diagnostics) => this.onDiagnostics(diagnostics);
    session.on('layout', onLayout);
    session.on('opened', onOpened);
    session.on('diagnostics', onDiagnostics);
    this.disposables.push({
      dispose: () => {
        session.off('layout', onLayout);
        session.off('opened', onOpened);
        session.off('diagnostics', onDiagnostics);
      },
    });
    this.setHtml(null, 'starting the preview...');
    /** @type {Promise<void>} */
    this.started = session.opened ? this.start() : Promise.resolve();
  }

  /**
   * Sets the webview's HTML (a fresh nonce each time); the webview loads again and says `ready`.
   * @param {string | null} frameUrl
   * @param {string} [note]
   */
  setHtml(frameUrl, note) {
    /** @type {() => void} */
    let resolve = () => {};
    /** Resolves when the webview's script runs (messages posted before may be lost). */
    this.loaded = new Promise((r) => {
      resolve = () => r(undefined);
    });
    this.markLoaded = resolve;
    this.panel.webview.html = webviewHtml({
      nonce: makeNonce(),
      cspSource: this.panel.webview.cspSource,
      frameUrl,
      scene: this.entry.session.sceneId ?? '',
      note,
      document: this.entry.document.uri.toString(),
    });
  }

  /** Shows the panel. */
  reveal() {
    this.panel.reveal(undefined, true);
  }

  /** Starts (or starts again, after a restart) the scene's preview page and loads it. */
  start() {
    const run = async () => {
      const session = this.entry.session;
      const generation = session.generation;
      try {
        const result = await session.server.request('popsplit/preview', { textDocument: { uri: session.uri } });
        if (this.disposed || generation !== session.generation) return;
        if (typeof result?.scene === 'string') session.sceneId = result.scene;
        const external = await vscode.env.asExternalUri(vscode.Uri.parse(result.url));
        // A remote window reaches the page through another origin (a forwarded port, a
        // Codespaces address): the page server accepts it once it is named (protocol.md 13.2).
        const externalOrigin = new URL(external.toString(true)).origin;
        if (externalOrigin !== new URL(result.url).origin) {
          await session.server.request('popsplit/preview', { textDocument: { uri: session.uri }, externalOrigin });
          if (this.disposed || generation !== session.generation) return;
        }
        this.mode = 'page';
        this.url = result.url;
        this.frameUrl = external.toString(true);
        this.starts++;
        this.log(`preview of ${session.sceneId}: ${result.url}${this.frameUrl !== result.url ? ` (as ${this.frameUrl})` : ''}`);
        this.setHtml(this.frameUrl);
      } catch (error) {
        if (this.disposed) return;
        if (error instanceof ResponseError && (error.code === -32601 || error.code === -32020)) {
          this.mode = 'svg';
          this.starts++;
          this.log(`this popsplit has no preview page (${error.message}): the panel draws its SVG instead`);
          this.setHtml(null, 'this popsplit has no preview page: showing its SVG (no touches)');
          this.renderSvg();
        } else {
          this.log(`preview of ${path.basename(this.entry.document.fileName)} could not start: ${error instanceof Error ? error.message : error}`);
        }
      }
    };
    this.started = run();
    return this.started;
  }

  /** @param {{generation: number, version: number}} event */
  onLayout(event) {
    if (this.disposed) return;
    this.posted.push({ generation: event.generation, version: event.version });
    this.panel.webview.postMessage({ type: 'layout', generation: event.generation, version: event.version });
    if (this.mode === 'svg') this.renderSvg();
  }

  /** @param {any[]} diagnostics LSP's */
  onDiagnostics(diagnostics) {
    if (this.disposed) return;
    const errors = diagnostics.filter((d) => d.severity === 1);
    const warnings = diagnostics.filter((d) => d.severity === 2).length;
    const start = errors[0]?.range?.start;
    const first = errors[0] ? `${start ? start.line + 1 : '?'}:${start ? start.character + 1 : '?'} ${errors[0].message}` : '';
    this.panel.webview.postMessage({ type: 'problems', errors: errors.length, warnings, first });
  }

  /** The SVG drawing (no preview page): one render in flight, the newest layout wins. */
  async renderSvg() {
    if (this.svgRender.inFlight) {
      this.svgRender.again = true;
      return;
    }
    this.svgRender.inFlight = true;
    try {
      do {
        this.svgRender.again = false;
        const session = this.entry.session;
        if (!session.opened) break;
        const options = this.entry.highlighted ? { highlight: this.entry.highlighted } : {};
        const result = await session.request('scene/render', { format: 'svg', options });
        if (this.disposed) break;
        this.panel.webview.postMessage({ type: 'svg', generation: session.generation, version: result.layoutVersion, content: result.content });
      } while (this.svgRender.again);
    } catch (error) {
      this.log(`render failed: ${error instanceof Error ? error.message : error}`);
    } finally {
      this.svgRender.inFlight = false;
    }
  }

  /**
   * Outlines a node in the page (`preview/highlight`).
   * @param {string | null} node
   */
  async highlight(node) {
    if (this.mode === 'page') {
      await this.entry.session.request('preview/highlight', { node });
    } else if (this.mode === 'svg') {
      this.renderSvg();
    }
  }

  /**
   * An SVG as PNG bytes, drawn by the webview's canvas.
   * @param {string} svg
   * @param {number} width
   * @param {number} height
   * @returns {Promise<Buffer>}
   */
  async rasterize(svg, width, height) {
    const id = this.nextRasterId++;
    await Promise.race([this.loaded, new Promise((resolve) => setTimeout(resolve, 5000))]);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.rasterizing.delete(id);
        reject(new Error('the preview did not draw the PNG within 20 s (is its panel open?)'));
      }, 20000);
      this.rasterizing.set(id, {
        resolve: (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      this.panel.webview.postMessage({ type: 'rasterize', id, svg, width, height });
    });
  }

  /** @param {any} message */
  onMessage(message) {
    if (!message || typeof message !== 'object') return;
    if (message.type === 'rasterized') {
      const waiting = this.rasterizing.get(message.id);
      if (!waiting) return;
      this.rasterizing.delete(message.id);
      if (message.error || typeof message.dataUrl !== 'string' || !message.dataUrl.startsWith('data:image/png;base64,')) {
        waiting.reject(new Error(`the preview could not draw the PNG: ${message.error ?? 'no image'}`));
      } else {
        waiting.resolve(Buffer.from(message.dataUrl.slice('data:image/png;base64,'.length), 'base64'));
      }
    } else if (message.type === 'ready') {
      this.markLoaded?.();
      const session = this.entry.session;
      if (session.layoutVersion > 0) {
        this.panel.webview.postMessage({ type: 'layout', generation: session.generation, version: session.layoutVersion });
      }
      if (this.mode === 'svg') this.renderSvg();
    }
  }

  dispose() {
    if (this.disposed) return;
    this.disposed = true;
    for (const waiting of this.rasterizing.values()) waiting.reject(new Error('the preview was closed'));
    this.rasterizing.clear();
    for (const disposable of this.disposables) disposable.dispose();
    this.panel.dispose();
    this.entry.preview = null;
  }
}

module.exports = { PreviewPanel, VIEW_TYPE };
