// @ts-check
'use strict';
/**
 * A storyboard's or nib's companion document (`Main.storyboard.popsplit.json` beside
 * `Main.storyboard`, protocol.md 8.13) open in the editor, kept in step with the language server:
 * `textDocument/didOpen`, incremental `didChange` with the editor's own changes and version,
 * `didClose`. The server reads a storyboard's companion beside it itself; while the companion is
 * open here it takes the editor's text instead, loads the storyboard again on every change of it,
 * and publishes the companion's own mistakes on the companion's URI (the extension shows them
 * there). A companion has no scene of its own: no preview, no `popsplit/request`, no snapshot.
 * No dependency on `vscode`.
 *
 * Edits are debounced (`debounceMs`) and go as one `didChange`; nothing waits for an answer (the
 * server publishes none for a companion whose storyboard is not open, and gathers the edits that
 * arrive together itself).
 */

/**
 * @typedef {import('./session').ContentChange} ContentChange
 * @typedef {import('./session').SessionSource} SessionSource
 */

class CompanionSync {
  /**
   * @param {import('./server').LanguageServer} server
   * @param {SessionSource} source
   * @param {{debounceMs?: number}} [options]
   */
  constructor(server, source, options = {}) {
    this.server = server;
    this.source = source;
    this.uri = source.uri;
    this.debounceMs = options.debounceMs ?? 30;
    /** The server start the document was last opened in (0: not open). */
    this.openedIn = 0;
    /** @type {ContentChange[]} edits not sent yet, in order */
    this.queued = [];
    /** @type {NodeJS.Timeout | null} the debounce */
    this.timer = null;
    /** @type {{documentVersion: number, kind: 'open' | 'change' | 'close', changes: number}[]} every message sent, in order */
    this.sent = [];
    this.closed = false;
  }

  /** Opens the document in the server (at the start, and again after a restart). */
  open() {
    if (this.closed || this.server.state !== 'running' || this.openedIn === this.server.generation) return;
    this.clearTimer();
    this.queued = [];
    this.openedIn = this.server.generation;
    const version = this.source.getVersion();
    this.sent.push({ documentVersion: version, kind: 'open', changes: 0 });
    this.server.notify('textDocument/didOpen', {
      textDocument: { uri: this.uri, languageId: this.source.languageId, version, text: this.source.getText() },
    });
  }

  /**
   * The buffer changed (VS Code's `contentChanges`, already in the buffer): queued, sent soon.
   * @param {ContentChange[]} changes
   */
  changed(changes) {
    if (this.closed || this.openedIn !== this.server.generation || this.server.state !== 'running') return; // the (re)open sends the whole text
    this.queued.push(...changes);
    this.clearTimer();
    if (this.debounceMs <= 0) this.flush();
    else this.timer = setTimeout(() => this.flush(), this.debounceMs);
  }

  /** Sends the queued edits as one `didChange` with the buffer's version. */
  flush() {
    this.clearTimer();
    if (this.queued.length === 0 || this.openedIn !== this.server.generation) return;
    const changes = this.queued;
    this.queued = [];
    const version = this.source.getVersion();
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

  /** The server stopped: the restart opens the document again with its whole text. */
  lost() {
    this.clearTimer();
    this.queued = [];
    this.openedIn = 0;
  }

  /** Closes the document in the server (`didClose`): the file beside the storyboard applies again. */
  close() {
    this.closed = true;
    this.clearTimer();
    this.queued = [];
    if (this.openedIn === this.server.generation) {
      this.sent.push({ documentVersion: this.source.getVersion(), kind: 'close', changes: 0 });
      this.server.notify('textDocument/didClose', { textDocument: { uri: this.uri } });
    }
    this.openedIn = 0;
  }
}

module.exports = { CompanionSync };
