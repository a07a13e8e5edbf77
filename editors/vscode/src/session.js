// @ts-check
'use strict';
/**
 * One document's scene in the daemon: opened from the buffer's text, kept in step with the typing
 * by `scene/reload`, and reopened after the daemon restarts. No dependency on `vscode`.
 *
 * Typing never waits on the daemon: `changed()` only marks the scene dirty and arms a short timer.
 * At most one `scene/open`/`scene/reload` is in flight per scene; when it returns and the buffer
 * changed meanwhile, the newest text goes next (intermediate texts are skipped, never reordered).
 * Layout versions only grow within one daemon start: a layout or result older than the newest seen
 * is stale and dropped. The scene's newest snapshot is kept: a new daemon opens the scene at its
 * launch state, and the snapshot puts it back as it was (rotation, presentations, masters ...).
 */

const { EventEmitter } = require('events');
const { ResponseError } = require('./jsonrpc');

/**
 * @typedef {object} SessionSource
 * @property {() => string} getText the buffer's text now
 * @property {() => number} getVersion the buffer's version now (grows with every edit)
 * @property {() => object} [getParams] what `scene/open` and `scene/reload` take besides the text
 *   (a storyboard's `format` and `companion`)
 */

/**
 * Events: `diagnostics` (diagnostics, documentVersion), `layout` ({generation, version, layout}),
 * `synced` ({documentVersion, layoutVersion, refused}), `opened` (generation), `error` (Error),
 * `event` (scene/event params), `snapshot` (the snapshot kept), `restored` (the snapshot put back).
 */
class SceneSession extends EventEmitter {
  /**
   * @param {import('./daemon').Daemon} daemon
   * @param {string} sceneId
   * @param {SessionSource} source
   * @param {{debounceMs?: number}} [options]
   */
  constructor(daemon, sceneId, source, options = {}) {
    super();
    this.daemon = daemon;
    this.sceneId = sceneId;
    this.source = source;
    this.debounceMs = options.debounceMs ?? 30;
    /** Whether the daemon holds this scene (in the current daemon start). */
    this.opened = false;
    /** The daemon start the scene was opened in. */
    this.generation = 0;
    /** The newest layout version seen (in `generation`). */
    this.layoutVersion = 0;
    /** @type {any} the newest full layout seen */
    this.layout = null;
    /** The buffer version the daemon last answered for (accepted or refused). */
    this.syncedVersion = -1;
    /** The buffer version the scene's model was last built from (accepted). */
    this.acceptedVersion = -1;
    /** The text the scene's model was last built from. */
    this.acceptedText = '';
    /** Whether the last text sent was refused (then the scene shows the last good text). */
    this.refused = false;
    this.dirty = true;
    /** @type {NodeJS.Timeout | null} */
    this.timer = null;
    /** @type {Promise<void> | null} */
    this.inFlight = null;
    this.closed = false;
    /** Whether the daemon stopped since the scene was opened (the restart opens it again). */
    this.needsReopen = false;
    /** Whether a `scene/open` is in flight. */
    this.opening = false;
    /** @type {{documentVersion: number, kind: 'open' | 'reload'}[]} every text sent, in order */
    this.sent = [];
    /** @type {string | null} the format the daemon read the text as (`scene`, `storyboard`, `xib`) */
    this.format = null;
    /** @type {any} the newest `scene/snapshot` of the scene: what a new daemon restores */
    this.snapshot = null;
    /** Whether the scene, opened again in a new daemon, is still to be restored from `snapshot`. */
    this.restorePending = false;
    /** @type {NodeJS.Timeout | null} */
    this.snapshotTimer = null;
    // Every event or layout may change the state: a snapshot is taken soon after.
    this.on('event', () => this.scheduleSnapshot());
  }

  /**
   * Takes the scene's snapshot soon (50 ms after the first change not yet covered, unless a reload
   * caused it) and keeps it,
   * to put the scene back as it was after a restart. Not while a restore is due: the scene is then
   * at its launch state.
   */
  scheduleSnapshot() {
    // What a reload changes is the document's doing, kept by the reload itself: typing costs no
    // snapshots.
    if (this.snapshotTimer || this.closed || this.inFlight) return;
    this.snapshotTimer = setTimeout(async () => {
      this.snapshotTimer = null;
      if (!this.opened || this.restorePending || this.closed || this.daemon.state !== 'running') return;
      const generation = this.generation;
      try {
        const result = await this.request('scene/snapshot');
        if (generation === this.generation && !this.restorePending && result?.snapshot) {
          this.snapshot = result.snapshot;
          this.emit('snapshot', this.snapshot);
        }
      } catch {
        // the daemon went away: the snapshot kept is the last one it gave
      }
    }, 50);
    this.snapshotTimer.unref?.();
  }

  /**
   * Puts the scene, just opened in a new daemon, back in the state of the snapshot kept.
   * @returns {Promise<void>}
   */
  async restore() {
    try {
      await this.request('scene/restore', { snapshot: this.snapshot });
      this.restorePending = false;
      this.emit('restored', this.snapshot);
    } catch (error) {
      if (error instanceof ResponseError) {
        // The document changed so that the state no longer fits (an id gone): launch state.
        this.restorePending = false;
        this.emit('error', new Error(`could not restore the scene's state: ${error.message}`));
      }
    }
  }

  /** The buffer changed: schedule a reload. Returns at once. */
  changed() {
    if (this.closed) return;
    this.dirty = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.pump();
    }, this.debounceMs);
  }

  /** Sends the newest text now (used at open and after a restart). */
  sync() {
    this.dirty = true;
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    this.pump();
  }

  /** The daemon stopped: the scene is gone with it. */
  lost() {
    this.opened = false;
    this.needsReopen = true;
    this.restorePending = this.snapshot !== null;
  }

  /** The daemon restarted: open the scene again from the buffer (unless an open is on its way). */
  reopen() {
    this.needsReopen = false;
    this.opened = false;
    if (this.opening) return;
    this.layoutVersion = 0;
    this.layout = null;
    this.sync();
  }

  pump() {
    if (this.closed || this.inFlight || !this.dirty) return;
    this.dirty = false;
    const text = this.source.getText();
    const documentVersion = this.source.getVersion();
    this.inFlight = this.send(text, documentVersion).finally(() => {
      this.inFlight = null;
      if (this.dirty && !this.timer) this.pump();
      if (!this.dirty && !this.inFlight) this.emit('idle');
    });
  }

  /**
   * @param {string} text
   * @param {number} documentVersion
   */
  async send(text, documentVersion) {
    const kind = this.opened ? 'reload' : 'open';
    this.sent.push({ documentVersion, kind });
    this.opening = kind === 'open';
    try {
      if (this.daemon.state !== 'running') await this.daemon.whenReady();
      const generation = this.daemon.generation;
      if (kind === 'open') {
        // A new scene: its layout versions start again at 1.
        this.generation = generation;
        this.layoutVersion = 0;
        this.layout = null;
      }
      const extra = this.source.getParams ? this.source.getParams() : {};
      const result = await this.daemon.request(kind === 'open' ? 'scene/open' : 'scene/reload', { ...extra, scene: this.sceneId, text });
      if (this.closed) return;
      if (kind === 'open') {
        this.opened = true;
        this.generation = generation;
        if (this.restorePending) await this.restore();
        this.emit('opened', generation);
      }
      this.refused = false;
      this.format = result.format ?? 'scene';
      this.syncedVersion = documentVersion;
      this.acceptedVersion = documentVersion;
      this.acceptedText = text;
      this.noteLayoutVersion(result.layoutVersion);
      this.emit('diagnostics', result.diagnostics ?? [], documentVersion);
      this.emit('synced', { documentVersion, layoutVersion: this.layoutVersion, refused: false });
    } catch (error) {
      if (this.closed) return;
      if (error instanceof ResponseError && error.code === -32010) {
        this.refused = true;
        this.syncedVersion = documentVersion;
        this.emit('diagnostics', error.data?.diagnostics ?? [], documentVersion);
        this.emit('synced', { documentVersion, layoutVersion: this.layoutVersion, refused: true });
      } else if (error instanceof ResponseError && error.code === -32011 && kind === 'open') {
        // The id is taken in this daemon (a scene left from before): take it over.
        await this.daemon.request('scene/close', { scene: this.sceneId }).catch(() => {});
        this.dirty = true;
      } else if (error instanceof ResponseError && error.code === -32011 && kind === 'reload') {
        this.opened = false;
        this.dirty = true;
      } else {
        // The daemon went away (its restart reopens the scene), or something unexpected: report
        // it and wait for the next edit rather than retry in a loop.
        this.emit('error', error);
      }
    } finally {
      this.opening = false;
    }
  }

  /**
   * A result's layout version: newer than what was seen means a layout came (or nothing
   * visible changed).
   * @param {number | undefined} version
   */
  noteLayoutVersion(version) {
    if (typeof version === 'number' && version > this.layoutVersion) {
      this.layoutVersion = version;
      this.emit('layout', { generation: this.generation, version, layout: this.layout });
    }
  }

  /**
   * A `scene/layout` notification for this scene. Stale ones (older than the newest seen) are
   * dropped; a delta is applied to the last full layout.
   * @param {any} params
   */
  onLayout(params) {
    if (this.daemon.generation !== this.generation && this.opened) return;
    if (typeof params.version !== 'number' || params.version <= this.layoutVersion) return;
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

  /** Whether the scene was built from the buffer as it is now (positions in it mean the same). */
  get inStep() {
    return this.opened && !this.refused && !this.dirty && !this.inFlight && this.acceptedVersion === this.source.getVersion();
  }

  /** Resolves when nothing is waiting to be sent or in flight. */
  settled() {
    if (!this.dirty && !this.inFlight && !this.timer) return Promise.resolve();
    return new Promise((resolve) => {
      const check = () => {
        if (!this.dirty && !this.inFlight && !this.timer) {
          this.off('idle', check);
          resolve(undefined);
        }
      };
      this.on('idle', check);
    });
  }

  /**
   * A scene request with this scene's id.
   * @param {string} method
   * @param {object} [params]
   */
  request(method, params = {}) {
    return this.daemon.request(method, { scene: this.sceneId, ...params });
  }

  /** Drops the scene in the daemon. */
  async close() {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.snapshotTimer) clearTimeout(this.snapshotTimer);
    this.timer = null;
    this.snapshotTimer = null;
    if (this.opened && this.daemon.state === 'running') {
      await this.daemon.request('scene/close', { scene: this.sceneId }).catch(() => {});
    }
    this.opened = false;
  }
}

module.exports = { SceneSession };
