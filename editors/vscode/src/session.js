// @ts-check
'use strict';
/**
 * One scene document over the language server: its text kept in step (`textDocument/didOpen`,
 * incremental `didChange` with the editor's own changes and version, `didClose`), what the
 * server says about its scene (diagnostics with their document version, the layouts and events
 * of `popsplit/sceneNotification`), commands on its scene (`popsplit/request`), and its state
 * kept across a server restart (the newest `scene/snapshot`, given back with `scene/restore`
 * once the new server has loaded the text). No dependency on `vscode`.
 *
 * Typing never waits on the server: `changed()` only queues the edit and arms a short timer
 * (`debounceMs`); the queued edits then go as one `didChange`, in order, with the newest version.
 * While the server has not answered the text sent last (its diagnostics for that version), the
 * edits made meanwhile wait and then go together: a server slower than the typing loads each
 * text the typing has moved past no more than once, and the picture keeps up with the last edit
 * (nothing is dropped; `STALL_MS` without an answer sends them anyway). A request about the
 * document sends the queued edits first, so it is answered on the text the editor shows. Layout
 * versions only grow within one open of the scene: an older layout is dropped.
 */

const { EventEmitter } = require('events');
const { ResponseError } = require('./jsonrpc');

/**
 * @typedef {{line: number, character: number}} LspPosition
 * @typedef {{start: LspPosition, end: LspPosition}} LspRange
 * @typedef {{range: LspRange, text: string}} ContentChange
 * @typedef {object} SessionSource
 * @property {string} uri the document's URI, as the server knows it
 * @property {string} languageId
 * @property {() => string} getText the buffer's text now
 * @property {() => number} getVersion the buffer's version now (grows with every edit)
 */

/** The severity of an LSP diagnostic that refuses the text (the scene keeps its last good one). */
const ERROR = 1;

/** Counts the scenes opened by this extension host: each open starts its layout versions again. */
let opens = 0;

/** How long queued edits wait for the server's answer to the text before them (milliseconds). */
const STALL_MS = 2000;

/**
 * Events: `diagnostics` (LSP diagnostics, version), `layout` ({generation, version, layout}),
 * `synced` ({documentVersion, layoutVersion, refused}), `opened` (generation: the scene exists in
 * this server start), `error` (Error), `event` (scene/event params), `notification` (method,
 * params: any other scene notification), `snapshot` (the snapshot kept), `restored`, `idle`.
 */
class SceneSession extends EventEmitter {
  /**
   * @param {import('./server').LanguageServer} server
   * @param {SessionSource} source
   * @param {{debounceMs?: number, snapshotDelayMs?: number}} [options]
   */
  constructor(server, source, options = {}) {
    super();
    this.server = server;
    this.source = source;
    this.uri = source.uri;
    this.debounceMs = options.debounceMs ?? 30;
    this.snapshotDelayMs = options.snapshotDelayMs ?? 150;
    /** @type {string | null} the scene's id in the server (from its notifications or the preview) */
    this.sceneId = null;
    /** The server start the document was last opened in (0: not open). */
    this.openedIn = 0;
    /** Whether the scene exists in the server (a text of it loaded in this server start). */
    this.opened = false;
    /** Which open of the scene this is (grows with each `didOpen`, in any server): layout versions count within it. */
    this.generation = 0;
    /** The newest layout version seen (in `generation`). */
    this.layoutVersion = 0;
    /** @type {any} the newest full layout seen */
    this.layout = null;
    /** @type {ContentChange[]} edits not sent yet, in order */
    this.queued = [];
    /** The version of the last text sent (didOpen or didChange). */
    this.sentVersion = -1;
    /** The version the server last published diagnostics for (its text loaded or refused). */
    this.loadedVersion = -1;
    /** The version of the last text the scene was built from (loaded without errors). */
    this.acceptedVersion = -1;
    /** Whether the last text loaded was refused (the scene shows the last good text). */
    this.refused = false;
    /** @type {{documentVersion: number, kind: 'open' | 'change', changes: number}[]} every text sent, in order */
    this.sent = [];
    /** @type {NodeJS.Timeout | null} the debounce */
    this.timer = null;
    /** @type {NodeJS.Timeout | null} the longest the queued edits wait for the server's answer */
    this.stallTimer = null;
    this.closed = false;
    /** @type {any} the newest `scene/snapshot` of the scene: what a new server restores */
    this.snapshot = null;
    /** Whether the scene, opened again in a new server, is still to be restored from `snapshot`. */
    this.restorePending = false;
    /** @type {NodeJS.Timeout | null} */
    this.snapshotTimer = null;
  }

  /** Opens the document in the server (at the start, and again after a restart). */
  open() {
    if (this.closed || this.server.state !== 'running' || this.openedIn === this.server.generation) return;
    this.clearTimer();
    this.clearStallTimer();
    this.queued = [];
    this.openedIn = this.server.generation;
    this.generation = ++opens;
    this.opened = false;
    this.layoutVersion = 0;
    this.layout = null;
    const version = this.source.getVersion();
    this.sentVersion = version;
    this.sent.push({ documentVersion: version, kind: 'open', changes: 0 });
    this.server.notify('textDocument/didOpen', {
      textDocument: { uri: this.uri, languageId: this.source.languageId, version, text: this.source.getText() },
    });
  }

  /**
   * The buffer changed (VS Code's `contentChanges`, already in the buffer): queued, sent soon.
   * Returns at once.
   * @param {ContentChange[]} changes
   */
  changed(changes) {
    if (this.closed) return;
    if (this.openedIn !== this.server.generation || this.server.state !== 'running') return; // the (re)open sends the whole text
    this.queued.push(...changes);
    this.clearTimer();
    if (this.debounceMs <= 0) this.flush();
    else this.timer = setTimeout(() => this.flush(), this.debounceMs);
  }

  /**
   * Sends the queued edits as one `didChange` with the buffer's version: now when `force` is set
   * or the server has answered the text sent before; else once it has (or after `STALL_MS`).
   * @param {boolean} [force]
   */
  flush(force = false) {
    this.clearTimer();
    if (this.queued.length === 0 || this.openedIn !== this.server.generation) return;
    if (!force && this.loadedVersion < this.sentVersion) {
      this.stallTimer ??= setTimeout(() => {
        this.stallTimer = null;
        this.flush(true);
      }, STALL_MS);
      return;
    }
    this.clearStallTimer();
    const changes = this.queued;
    this.queued = [];
    const version = this.source.getVersion();
    this.sentVersion = version;
    this.sent.push({ documentVersion: version, kind: 'change', changes: changes.length });
    this.server.notify('textDocument/didChange', {
      textDocument: { uri: this.uri, version },
      contentChanges: changes.map((change) => ({ range: change.range, text: change.text })),
    });
  }

  clearTimer() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  clearStallTimer() {
    if (this.stallTimer) clearTimeout(this.stallTimer);
    this.stallTimer = null;
  }

  /**
   * The server's diagnostics for the document: the text of `version` loaded (accepted) or
   * refused (an error among them).
   * @param {any[]} diagnostics
   * @param {number | undefined} version
   */
  onDiagnostics(diagnostics, version) {
    if (typeof version !== 'number') {
      // A publish that answers no text (the server's `didClose`): shown, nothing more.
      this.emit('diagnostics', diagnostics, this.loadedVersion);
      return;
    }
    const documentVersion = version;
    if (documentVersion < this.loadedVersion) return; // an older load's, overtaken
    this.loadedVersion = documentVersion;
    this.refused = diagnostics.some((d) => d.severity === ERROR);
    if (!this.refused) {
      this.acceptedVersion = documentVersion;
      this.markOpened();
    }
    this.emit('diagnostics', diagnostics, documentVersion);
    this.emit('synced', { documentVersion, layoutVersion: this.layoutVersion, refused: this.refused });
    // The edits that waited for this answer, unless their debounce is still running.
    if (documentVersion >= this.sentVersion) {
      this.clearStallTimer();
      if (this.queued.length && !this.timer) this.flush();
    }
    if (this.settledNow) this.emit('idle');
  }

  /**
   * A `popsplit/sceneNotification` about the document's scene.
   * @param {string} method
   * @param {any} params
   */
  onSceneNotification(method, params) {
    if (typeof params?.scene === 'string') this.sceneId = params.scene;
    if (method === 'scene/layout') {
      this.markOpened();
      this.onLayout(params);
    } else if (method === 'scene/event') {
      this.emit('event', params);
      this.scheduleSnapshot();
    } else {
      this.emit('notification', method, params);
    }
  }

  /** The scene exists in this server start: restore it if a restart is to be undone. */
  markOpened() {
    if (this.opened || this.openedIn !== this.server.generation) return;
    this.opened = true;
    if (this.restorePending) this.restore().finally(() => this.emit('opened', this.generation));
    else this.emit('opened', this.generation);
  }

  /**
   * A `scene/layout`. Stale ones (older than the newest seen) are dropped; a delta is applied to
   * the last full layout.
   * @param {any} params
   */
  onLayout(params) {
    if (this.openedIn !== this.server.generation) return;
    if (typeof params?.version !== 'number' || params.version <= this.layoutVersion) return;
    if (params.mode === 'delta' && this.layout) {
      const byId = new Map(this.layout.nodes.map((/** @type {any} */ node) => [node.id, node]));
      for (const id of params.removed ?? []) byId.delete(id);
      for (const node of params.changed ?? []) byId.set(node.id, node);
      this.layout = { ...params, mode: 'full', nodes: (params.order ?? []).map((/** @type {string} */ id) => byId.get(id)).filter(Boolean) };
    } else {
      this.layout = params;
    }
    this.layoutVersion = params.version;
    this.emit('layout', { generation: this.generation, version: params.version, layout: this.layout });
    this.scheduleSnapshot();
  }

  /**
   * Takes the scene's snapshot once things are quiet (`snapshotDelayMs` after the last layout or
   * event) and keeps it, to put the scene back as it was after a restart. Not while a restore is
   * due: the scene is then at its launch state.
   */
  scheduleSnapshot() {
    if (this.closed) return;
    if (this.snapshotTimer) clearTimeout(this.snapshotTimer);
    this.snapshotTimer = setTimeout(async () => {
      this.snapshotTimer = null;
      if (!this.opened || this.restorePending || this.closed || this.server.state !== 'running') return;
      const generation = this.generation;
      try {
        const result = await this.request('scene/snapshot');
        if (generation === this.generation && this.opened && !this.restorePending && result?.snapshot) {
          this.snapshot = result.snapshot;
          this.emit('snapshot', this.snapshot);
        }
      } catch {
        // the server went away: the snapshot kept is the last one it gave
      }
    }, this.snapshotDelayMs);
    this.snapshotTimer.unref?.();
  }

  /**
   * Puts the scene, just loaded in a new server, back in the state of the snapshot kept.
   * @returns {Promise<void>}
   */
  async restore() {
    try {
      await this.request('scene/restore', { snapshot: this.snapshot });
      this.restorePending = false;
      this.emit('restored', this.snapshot);
    } catch (error) {
      this.restorePending = false;
      // The document changed so that the state no longer fits (an id gone): its launch state.
      if (error instanceof ResponseError) this.emit('error', new Error(`could not restore the scene's state: ${error.message}`));
    }
  }

  /** The server stopped: the scene is gone with it; the restart opens it again and restores it. */
  lost() {
    this.clearTimer();
    this.clearStallTimer();
    this.queued = [];
    this.opened = false;
    this.openedIn = 0;
    this.restorePending = this.snapshot !== null;
  }

  /**
   * Opens the document afresh in the same server (`didClose`, `didOpen`): its scene starts again
   * at the launch state of the text as it is.
   */
  reopen() {
    if (this.openedIn === this.server.generation) {
      this.flush(true);
      this.server.notify('textDocument/didClose', { textDocument: { uri: this.uri } });
    }
    this.openedIn = 0;
    this.opened = false;
    this.snapshot = null;
    this.restorePending = false;
    this.open();
  }

  /** Whether the server has loaded the buffer as it is now (its positions mean the same). */
  get inStep() {
    return this.opened && !this.refused && this.queued.length === 0 && this.acceptedVersion === this.source.getVersion();
  }

  /** Whether nothing is queued and the server has answered for the newest text sent. */
  get settledNow() {
    return this.queued.length === 0 && this.loadedVersion >= this.sentVersion;
  }

  /** Sends what is queued; resolves when the server has answered for it (its diagnostics). */
  settled() {
    this.flush(true);
    if (this.settledNow) return Promise.resolve();
    return new Promise((resolve) => {
      const check = () => {
        if (this.settledNow || this.closed) {
          this.off('idle', check);
          resolve(undefined);
        }
      };
      this.on('idle', check);
    });
  }

  /**
   * A daemon method on the document's scene (`popsplit/request`); the queued edits go first.
   * @param {string} method
   * @param {object} [params]
   */
  request(method, params = {}) {
    this.flush(true);
    return this.server.request('popsplit/request', { textDocument: { uri: this.uri }, method, params });
  }

  /**
   * An LSP request about the document (`textDocument/hover` ...); the queued edits go first.
   * @param {string} method
   * @param {object} params besides `textDocument`
   * @param {any} [token]
   */
  lspRequest(method, params, token) {
    this.flush(true);
    return this.server.request(method, { textDocument: { uri: this.uri }, ...params }, token);
  }

  /** Closes the document in the server (`didClose`). */
  close() {
    this.closed = true;
    this.clearTimer();
    this.clearStallTimer();
    if (this.snapshotTimer) clearTimeout(this.snapshotTimer);
    this.snapshotTimer = null;
    if (this.openedIn === this.server.generation) this.server.notify('textDocument/didClose', { textDocument: { uri: this.uri } });
    this.openedIn = 0;
    this.opened = false;
    this.emit('idle');
  }
}

module.exports = { SceneSession };
