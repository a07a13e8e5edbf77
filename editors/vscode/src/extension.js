// @ts-check
'use strict';
/**
 * The popsplit extension: one daemon (`popsplit serve`) for the window, one scene per scene
 * document (see documents.js: `*.popsplit.json`, the `popsplit.files` globs, JSON with a top-level
 * `"popsplit": 1`, Interface Builder storyboards and nibs), kept in step with the typing; a
 * preview panel per document, given back after a window reload; diagnostics on the document;
 * events, log and trace in output channels; delegate questions answered from the settings;
 * restart on crash, with each scene restored to the state it had.
 */

const vscode = require('vscode');
const path = require('path');
const { Daemon } = require('./daemon');
const { SceneSession } = require('./session');
const { PreviewPanel, VIEW_TYPE } = require('./preview');
const { isSceneDocument, documentParams, companionOwner } = require('./documents');
const { toVscodeDiagnostics } = require('./diagnostics');
const { answerQuestion, describeQuestion } = require('./delegate');
const { registerCommands } = require('./commands');

/**
 * @typedef {object} DocumentEntry
 * @property {vscode.TextDocument} document
 * @property {SceneSession} session
 * @property {PreviewPanel | null} preview
 * @property {string | null} highlighted the node outlined for the cursor
 * @property {NodeJS.Timeout | null} cursorTimer
 * @property {vscode.Position | null} cursor
 */

class Controller {
  /** @param {vscode.ExtensionContext} context */
  constructor(context) {
    this.context = context;
    this.log = vscode.window.createOutputChannel('popsplit');
    this.events = vscode.window.createOutputChannel('popsplit events');
    this.traceChannel = vscode.window.createOutputChannel('popsplit trace');
    this.diagnostics = vscode.languages.createDiagnosticCollection('popsplit');
    /** @type {Map<string, DocumentEntry>} by document URI */
    this.entries = new Map();
    /** @type {Map<string, DocumentEntry>} by scene id */
    this.byScene = new Map();
    this.usedSceneIds = new Set();
    this.config = () => vscode.workspace.getConfiguration('popsplit');
    this.daemon = new Daemon({
      command: () => this.executable(),
      cwd: () => vscode.workspace.workspaceFolders?.[0]?.uri.fsPath ?? process.cwd(),
      workspaceFolders: () => (vscode.workspace.workspaceFolders ?? []).map((f) => ({ uri: f.uri.toString(), name: f.name })),
      trace: () => this.traceSetting(),
      onQuestion: (method, params) => this.answer(method, params),
      log: (line) => this.log.appendLine(line),
      restartDelayMs: Number(process.env.POPSPLIT_VSCODE_RESTART_DELAY_MS ?? 500),
    });
    this.daemon.on('notification', (method, params) => this.onNotification(method, params));
    this.daemon.on('ready', () => {
      for (const entry of this.entries.values()) {
        if (entry.session.needsReopen) entry.session.reopen();
      }
    });
    this.daemon.on('crash', (info) => {
      const why = info.error ? info.error.message : info.signal ? `killed by ${info.signal}` : `exit code ${info.code}`;
      for (const entry of this.entries.values()) entry.session.lost();
      if (info.restarting) {
        vscode.window.showWarningMessage(`The popsplit daemon stopped (${why}); restarting it (${info.crashes} of 5 in 3 minutes).`);
      }
    });
    this.daemon.on('gaveUp', (info) => {
      if (info.notFound) {
        vscode.window
          .showErrorMessage(`popsplit could not be started (${info.reason}): set popsplit.path to the popsplit executable, or put popsplit on PATH.`, 'Open Settings', 'Restart')
          .then((choice) => {
            if (choice === 'Open Settings') vscode.commands.executeCommand('workbench.action.openSettings', 'popsplit.path');
            if (choice === 'Restart') vscode.commands.executeCommand('popsplit.restart');
          });
        return;
      }
      vscode.window
        .showErrorMessage(`The popsplit daemon stopped ${info.crashes} times in 3 minutes (${info.reason}); it is not restarted again.`, 'Restart', 'Show Log')
        .then((choice) => {
          if (choice === 'Restart') vscode.commands.executeCommand('popsplit.restart');
          if (choice === 'Show Log') this.log.show(true);
        });
    });
    /** @type {vscode.Disposable[]} */
    const subscriptions = context.subscriptions;
    subscriptions.push(this.log, this.events, this.traceChannel, this.diagnostics);
    subscriptions.push(
      vscode.workspace.onDidOpenTextDocument((document) => this.track(document)),
      vscode.workspace.onDidCloseTextDocument((document) => this.untrack(document)),
      vscode.workspace.onDidChangeTextDocument((event) => this.onChange(event)),
      vscode.workspace.onDidSaveTextDocument((document) => this.onSave(document)),
      vscode.window.onDidChangeTextEditorSelection((event) => this.onSelection(event)),
      vscode.workspace.onDidChangeConfiguration((event) => this.onConfiguration(event)),
    );
    subscriptions.push(
      vscode.window.onDidChangeActiveTextEditor((editor) => this.updateContext(editor)),
      vscode.window.registerWebviewPanelSerializer(VIEW_TYPE, {
        deserializeWebviewPanel: (panel, state) => this.revivePreview(panel, state),
      }),
    );
    registerCommands(this, subscriptions);
    for (const document of vscode.workspace.textDocuments) this.track(document);
    this.updateContext(vscode.window.activeTextEditor);
  }

  /**
   * The daemon's executable: `popsplit.path` from the user's (machine) settings only, never a
   * workspace's, so a folder opened cannot choose what runs; else `popsplit` from PATH.
   */
  executable() {
    const inspected = this.config().inspect('path');
    return String(inspected?.globalValue || inspected?.defaultValue || '') || 'popsplit';
  }

  /**
   * Whether the extension follows a document (its name, the `popsplit.files` globs, its content).
   * @param {vscode.TextDocument} document
   */
  isScene(document) {
    const globs = this.config().get('files');
    const folders = (vscode.workspace.workspaceFolders ?? []).map((f) => f.uri.fsPath);
    return isSceneDocument(document, { globs: Array.isArray(globs) ? globs : [], folders });
  }

  /**
   * The `popsplit.isSceneDocument` context key: the editor title's preview button and the
   * keybinding show for scene documents recognised by content or glob too.
   * @param {vscode.TextEditor | undefined} editor
   */
  updateContext(editor) {
    const value = Boolean(editor && this.entries.has(editor.document.uri.toString()));
    vscode.commands.executeCommand('setContext', 'popsplit.isSceneDocument', value).then(undefined, () => {});
  }

  /**
   * A preview panel VS Code gives back after a window reload: its document opened and followed
   * again, the panel showing its preview.
   * @param {vscode.WebviewPanel} panel
   * @param {any} state the webview's state: `{document}`, the document's URI
   */
  async revivePreview(panel, state) {
    const uri = typeof state?.document === 'string' ? vscode.Uri.parse(state.document) : null;
    try {
      if (!uri) throw new Error('the panel does not say which document it showed');
      const document = await vscode.workspace.openTextDocument(uri);
      const entry = this.entries.get(document.uri.toString()) ?? this.track(document);
      if (!entry) throw new Error(`${document.fileName} is no longer a scene document`);
      entry.preview?.dispose();
      entry.preview = new PreviewPanel(entry, (line) => this.log.appendLine(line), undefined, panel);
      return entry.preview;
    } catch (error) {
      this.log.appendLine(`the preview could not come back: ${error instanceof Error ? error.message : error}`);
      panel.dispose();
      return undefined;
    }
  }

  /** @returns {'off' | 'messages' | 'verbose'} */
  traceSetting() {
    const value = this.config().get('trace.server');
    return value === 'messages' || value === 'verbose' ? value : 'off';
  }

  /**
   * Starts following a scene document.
   * @param {vscode.TextDocument} document
   * @returns {DocumentEntry | undefined}
   */
  track(document) {
    if (!this.isScene(document)) return undefined;
    const key = document.uri.toString();
    const existing = this.entries.get(key);
    if (existing) return existing;
    const sceneId = this.sceneIdFor(document);
    const session = new SceneSession(
      this.daemon,
      sceneId,
      { getText: () => document.getText(), getVersion: () => document.version, getParams: () => documentParams(document) },
      { debounceMs: Number(this.config().get('debounceMs') ?? 30) },
    );
    /** @type {DocumentEntry} */
    const entry = { document, session, preview: null, highlighted: null, cursorTimer: null, cursor: null };
    session.on('diagnostics', (diagnostics, documentVersion) => {
      if (documentVersion !== document.version && session.dirty) return; // a newer text is on its way
      this.diagnostics.set(document.uri, toVscodeDiagnostics(vscode, diagnostics, document));
    });
    session.on('synced', () => {
      // `synced` comes while the reload is still counted in flight: look once it has settled.
      if (entry.cursor) session.settled().then(() => {
        if (session.inStep) this.highlightAt(entry);
      });
    });
    session.on('error', (error) => this.log.appendLine(`${sceneId}: ${error.message}`));
    session.on('restored', () => this.log.appendLine(`${sceneId}: restored to the state it had before the restart`));
    this.entries.set(key, entry);
    this.byScene.set(sceneId, entry);
    this.daemon.start();
    session.sync();
    if (vscode.window.activeTextEditor?.document === document) this.updateContext(vscode.window.activeTextEditor);
    return entry;
  }

  /**
   * A scene id from the file name, unique among this window's documents.
   * @param {vscode.TextDocument} document
   */
  sceneIdFor(document) {
    const base = path.basename(document.fileName).replace(/\.popsplit\.json$|\.json$|\.storyboard$|\.xib$/i, '').replace(/[^A-Za-z0-9._-]/g, '-') || 'scene';
    let id = base;
    for (let n = 2; this.usedSceneIds.has(id); n++) id = `${base}-${n}`;
    this.usedSceneIds.add(id);
    return id;
  }

  /** @param {vscode.TextDocument} document */
  untrack(document) {
    const key = document.uri.toString();
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.byScene.delete(entry.session.sceneId);
    this.usedSceneIds.delete(entry.session.sceneId);
    entry.preview?.dispose();
    if (entry.cursorTimer) clearTimeout(entry.cursorTimer);
    this.diagnostics.delete(document.uri);
    entry.session.close();
  }

  /**
   * The editor's input path: only marks the scene dirty. Never waits on the daemon.
   * @param {vscode.TextDocumentChangeEvent} event
   */
  onChange(event) {
    if (event.contentChanges.length === 0) return;
    const entry = this.entries.get(event.document.uri.toString());
    if (entry) entry.session.changed();
    // A JSON document that becomes a scene document as it is typed (the marker written).
    else if (event.document.languageId === 'json' || event.document.fileName.endsWith('.json')) this.track(event.document);
  }

  /**
   * A storyboard's or nib's companion document saved: its scene is sent again (the daemon reads
   * the companion at each open and reload).
   * @param {vscode.TextDocument} document
   */
  onSave(document) {
    const owner = companionOwner(document.fileName);
    if (!owner) return;
    for (const entry of this.entries.values()) {
      if (entry.document.fileName === owner) entry.session.changed();
    }
  }

  /** @param {vscode.TextEditorSelectionChangeEvent} event */
  onSelection(event) {
    const entry = this.entries.get(event.textEditor.document.uri.toString());
    if (!entry || !entry.preview) return;
    entry.cursor = event.selections[0]?.active ?? null;
    if (entry.cursorTimer) clearTimeout(entry.cursorTimer);
    entry.cursorTimer = setTimeout(() => {
      entry.cursorTimer = null;
      if (entry.session.inStep) this.highlightAt(entry);
      // else: the reload on its way brings the scene in step, then `synced` highlights.
    }, 40);
  }

  /**
   * Cursor -> the node it declares -> outlined in the preview.
   * @param {DocumentEntry} entry
   */
  async highlightAt(entry) {
    const cursor = entry.cursor;
    if (!cursor || !entry.preview) return;
    try {
      const result = await entry.session.request('scene/nodeAt', { position: { line: cursor.line, character: cursor.character } });
      const node = result?.node ?? null;
      if (node === entry.highlighted) return;
      entry.highlighted = node;
      if (node !== null) await entry.preview?.highlight(node);
      else await entry.preview?.highlight(null);
    } catch (error) {
      this.log.appendLine(`highlight: ${error instanceof Error ? error.message : error}`);
    }
  }

  /**
   * Preview -> source: the declaration of a node, selected in its editor.
   * @param {string} sceneId
   * @param {string} node
   */
  async reveal(sceneId, node) {
    const entry = this.byScene.get(sceneId);
    if (!entry) return;
    try {
      const result = await entry.session.request('scene/locate', { node });
      if (!result?.range) return;
      const { start, end } = result.range;
      const range = new vscode.Range(start.line, start.character, end.line, end.character);
      const visible = vscode.window.visibleTextEditors.find((editor) => editor.document === entry.document);
      // The cursor at the declaration's `{`, the whole object brought into view.
      const editor = await vscode.window.showTextDocument(entry.document, {
        viewColumn: visible?.viewColumn ?? vscode.ViewColumn.One,
        selection: new vscode.Selection(range.start, range.start),
        preserveFocus: false,
      });
      editor.revealRange(range, vscode.TextEditorRevealType.InCenterIfOutsideViewport);
    } catch (error) {
      this.log.appendLine(`reveal ${node}: ${error instanceof Error ? error.message : error}`);
    }
  }

  /**
   * @param {string} method
   * @param {any} params
   */
  onNotification(method, params) {
    if (method === 'scene/layout') {
      this.byScene.get(params?.scene)?.session.onLayout(params);
    } else if (method === 'scene/event') {
      const args = params.args && Object.keys(params.args).length ? ` ${JSON.stringify(params.args)}` : '';
      this.events.appendLine(`[${params.scene} #${params.seq}] ${params.name}${params.target ? ` -> ${params.target}` : ''}${args}`);
      this.byScene.get(params?.scene)?.session.emit('event', params);
    } else if (method === '$/logTrace') {
      this.traceChannel.appendLine(params.verbose ? `${params.message}\n${params.verbose}` : params.message);
    } else if (method === 'preview/reveal') {
      this.reveal(params.scene, params.node);
    }
  }

  /**
   * @param {string} method
   * @param {any} params
   */
  async answer(method, params) {
    const mode = String(this.config().get('delegateAnswers') ?? 'ask');
    const answer = await answerQuestion(method, params, mode, async (items, title) => vscode.window.showQuickPick(items, { title, placeHolder: title, ignoreFocusOut: true }));
    this.events.appendLine(`[${params?.scene}] question ${describeQuestion(method, params)}: ${answer === null ? `no answer, the default (${JSON.stringify(params?.default)}) applies` : JSON.stringify(answer)} (${mode})`);
    return answer;
  }

  /** @param {vscode.ConfigurationChangeEvent} event */
  onConfiguration(event) {
    if (event.affectsConfiguration('popsplit.trace.server')) this.daemon.setTrace(this.traceSetting());
    if (event.affectsConfiguration('popsplit.path') && this.daemon.state !== 'stopped') this.restart();
    if (event.affectsConfiguration('popsplit.files')) {
      for (const document of vscode.workspace.textDocuments) this.track(document);
      this.updateContext(vscode.window.activeTextEditor);
    }
  }

  /** The restart command. */
  async restart() {
    for (const entry of this.entries.values()) entry.session.lost();
    this.log.appendLine('restarting the daemon');
    await this.daemon.restart();
  }

  /**
   * The entry of the active editor's document (or of the document given).
   * @param {vscode.Uri} [uri]
   */
  entryFor(uri) {
    if (uri) return this.entries.get(uri.toString());
    const editor = vscode.window.activeTextEditor;
    if (editor) {
      const entry = this.entries.get(editor.document.uri.toString()) ?? this.track(editor.document);
      if (entry) return entry;
    }
    if (this.entries.size === 1) return [...this.entries.values()][0];
    return undefined;
  }

  /**
   * Create-or-show the preview of a document.
   * @param {DocumentEntry} entry
   */
  showPreview(entry) {
    if (entry.preview && !entry.preview.disposed) {
      entry.preview.reveal();
      return entry.preview;
    }
    entry.preview = new PreviewPanel(entry, (line) => this.log.appendLine(line));
    return entry.preview;
  }

  async dispose() {
    for (const entry of this.entries.values()) {
      entry.preview?.dispose();
      if (entry.cursorTimer) clearTimeout(entry.cursorTimer);
      await entry.session.close();
    }
    this.entries.clear();
    await this.daemon.stop();
  }
}

/** @type {Controller | null} */
let controller = null;

/** @param {vscode.ExtensionContext} context */
function activate(context) {
  controller = new Controller(context);
  return controller;
}

async function deactivate() {
  const current = controller;
  controller = null;
  await current?.dispose();
}

module.exports = { activate, deactivate, Controller, isSceneDocument, documentParams, companionOwner };
