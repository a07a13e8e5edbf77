// @ts-check
'use strict';
/**
 * The popsplit extension: one language server (`popsplit lsp`) for the window; each scene document
 * (see documents.js: `*.popsplit.json`, the `popsplit.files` globs, JSON with a top-level
 * `"popsplit": 1`, Interface Builder storyboards and nibs) opened in it and kept in step with the
 * typing (session.js), its diagnostics shown and its language features forwarded (providers.js);
 * a storyboard's or nib's companion document open in the editor is sent to it too (companion.js:
 * its storyboard loads with the editor's text, its own mistakes are shown on it), with no scene of
 * its own;
 * what LSP has no words for goes through the server's `popsplit` extensions (protocol.md section
 * 14.1): a preview panel per document (given back after a window reload), the commands, the
 * events channel, the delegate's questions, the jumps between the picture and the text, and the
 * restart on crash with each scene restored to the state it had.
 */

const vscode = require('vscode');
const path = require('path');
const { LanguageServer } = require('./server');
const { SceneSession } = require('./session');
const { CompanionSync } = require('./companion');
const { PreviewPanel, VIEW_TYPE } = require('./preview');
const { isSceneDocument, companionOwner, isCompanionName, COMPANION_SUFFIX } = require('./documents');
const { answerQuestion, describeQuestion } = require('./delegate');
const { registerCommands } = require('./commands');
const { registerProviders } = require('./providers');
const convert = require('./convert');

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
    /** @type {Map<string, {document: vscode.TextDocument, sync: CompanionSync}>} companion documents open, by URI */
    this.companions = new Map();
    this.config = () => vscode.workspace.getConfiguration('popsplit');
    this.server = new LanguageServer({
      command: () => this.executable(),
      cwd: () => vscode.workspace.workspaceFolders?.[0]?.uri.fsPath ?? process.cwd(),
      workspaceFolders: () => (vscode.workspace.workspaceFolders ?? []).map((f) => ({ uri: f.uri.toString(), name: f.name })),
      trace: () => this.traceSetting(),
      traceLine: (line) => this.traceChannel.appendLine(line),
      onQuestion: (params) => this.answer(params),
      delegateQuestions: () => this.delegateMode() !== 'defaults',
      log: (line) => this.log.appendLine(line),
      restartDelayMs: Number(process.env.POPSPLIT_VSCODE_RESTART_DELAY_MS ?? 500),
    });
    /** @type {vscode.Disposable[]} the language features, registered per the server's capabilities */
    this.providers = [];
    this.server.on('notification', (method, params) => this.onNotification(method, params));
    this.server.on('ready', () => {
      for (const provider of this.providers) provider.dispose();
      this.providers = registerProviders({ followed: (uri) => this.entries.get(uri.toString()), log: (line) => this.log.appendLine(line) }, this.server.serverCapabilities);
      // The companions first: each storyboard then loads once, with the editor's companion.
      for (const companion of this.companions.values()) companion.sync.open();
      for (const entry of this.entries.values()) entry.session.open();
    });
    this.server.on('crash', (info) => {
      const why = info.error ? info.error.message : info.signal ? `killed by ${info.signal}` : `exit code ${info.code}`;
      for (const entry of this.entries.values()) entry.session.lost();
      for (const companion of this.companions.values()) companion.sync.lost();
      if (info.restarting) {
        vscode.window.showWarningMessage(`The popsplit language server stopped (${why}); restarting it (${info.crashes} of 5 in 3 minutes).`);
      }
    });
    this.server.on('gaveUp', (info) => {
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
        .showErrorMessage(`The popsplit language server stopped ${info.crashes} times in 3 minutes (${info.reason}); it is not restarted again.`, 'Restart', 'Show Log')
        .then((choice) => {
          if (choice === 'Restart') vscode.commands.executeCommand('popsplit.restart');
          if (choice === 'Show Log') this.log.show(true);
        });
    });
    /** @type {vscode.Disposable[]} */
    const subscriptions = context.subscriptions;
    subscriptions.push(this.log, this.events, this.traceChannel, this.diagnostics);
    subscriptions.push({ dispose: () => this.providers.forEach((provider) => provider.dispose()) });
    subscriptions.push(
      vscode.workspace.onDidOpenTextDocument((document) => this.track(document)),
      vscode.workspace.onDidCloseTextDocument((document) => this.untrack(document)),
      vscode.workspace.onDidChangeTextDocument((event) => this.onChange(event)),
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
   * The language server's executable: `popsplit.path` from the user's (machine) settings only, never a
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
   * Starts following a scene document: opens it in the language server.
   * @param {vscode.TextDocument} document
   * @returns {DocumentEntry | undefined}
   */
  track(document) {
    if (this.isCompanion(document)) {
      this.trackCompanion(document);
      return undefined;
    }
    if (!this.isScene(document)) return undefined;
    const key = document.uri.toString();
    const existing = this.entries.get(key);
    if (existing) return existing;
    const session = new SceneSession(
      this.server,
      { uri: key, languageId: document.languageId, getText: () => document.getText(), getVersion: () => document.version },
      { debounceMs: Number(this.config().get('debounceMs') ?? 30) },
    );
    /** @type {DocumentEntry} */
    const entry = { document, session, preview: null, highlighted: null, cursorTimer: null, cursor: null };
    session.on('diagnostics', (diagnostics) => {
      this.diagnostics.set(document.uri, diagnostics.map(convert.toDiagnostic));
      // Once the server holds the buffer as it is, the cursor's node can be looked up.
      if (entry.cursor && session.inStep) this.highlightAt(entry);
    });
    session.on('error', (error) => this.log.appendLine(`${path.basename(document.fileName)}: ${error.message}`));
    session.on('restored', () => this.log.appendLine(`${path.basename(document.fileName)}: restored to the state it had before the restart`));
    this.entries.set(key, entry);
    if (this.server.state === 'running') session.open();
    else this.server.start();
    if (vscode.window.activeTextEditor?.document === document) this.updateContext(vscode.window.activeTextEditor);
    return entry;
  }

  /**
   * Whether a document is a storyboard's or nib's companion document, a file (the server reads its
   * storyboard's companion beside it, by the storyboard's URI).
   * @param {vscode.TextDocument} document
   */
  isCompanion(document) {
    return document.uri.scheme === 'file' && isCompanionName(document.fileName.replace(/\\/g, '/'));
  }

  /**
   * Starts sending a companion document to the language server: its storyboard, when open, loads
   * with the editor's text from now on. No scene, no preview.
   * @param {vscode.TextDocument} document
   */
  trackCompanion(document) {
    const key = document.uri.toString();
    if (this.companions.has(key)) return;
    const sync = new CompanionSync(
      this.server,
      { uri: key, languageId: document.languageId, getText: () => document.getText(), getVersion: () => document.version },
      { debounceMs: Number(this.config().get('debounceMs') ?? 30) },
    );
    this.companions.set(key, { document, sync });
    // Alone it loads nothing: it does not start the server, which opens it when it starts.
    if (this.server.state === 'running') sync.open();
  }

  /** @param {vscode.TextDocument} document */
  untrack(document) {
    const key = document.uri.toString();
    const companion = this.companions.get(key);
    if (companion) {
      this.companions.delete(key);
      // The server publishes the companion's diagnostics again (the file's, or none).
      companion.sync.close();
      return;
    }
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    entry.preview?.dispose();
    if (entry.cursorTimer) clearTimeout(entry.cursorTimer);
    this.diagnostics.delete(document.uri);
    entry.session.close();
  }

  /**
   * The diagnostics the server publishes on a companion document's URI (the companion's own
   * mistakes, found as its storyboard loads): shown on it, whether it is open in the editor or not.
   * @param {any} params publishDiagnostics' params
   * @returns {boolean} whether the URI is a companion's
   */
  onCompanionDiagnostics(params) {
    if (typeof params?.uri !== 'string') return false;
    const open = this.companions.get(params.uri) ?? [...this.companions.entries()].find(([key]) => safeDecode(key) === safeDecode(params.uri))?.[1];
    let uri = open?.document.uri;
    if (!uri) {
      try {
        uri = vscode.Uri.parse(params.uri);
      } catch {
        return false;
      }
      if (uri.scheme !== 'file' || !isCompanionName(uri.path)) return false;
    }
    const diagnostics = Array.isArray(params.diagnostics) ? params.diagnostics : [];
    if (diagnostics.length) this.diagnostics.set(uri, diagnostics.map(convert.toDiagnostic));
    else this.diagnostics.delete(uri);
    return true;
  }

  /**
   * The entry of a URI the server names (as sent, or spelled with other escapes).
   * @param {string | undefined} uri
   */
  entryOfUri(uri) {
    if (typeof uri !== 'string') return undefined;
    const exact = this.entries.get(uri);
    if (exact) return exact;
    const decoded = safeDecode(uri);
    for (const [key, entry] of this.entries) if (safeDecode(key) === decoded) return entry;
    return undefined;
  }

  /**
   * The editor's input path: only queues the edit. Never waits on the server.
   * @param {vscode.TextDocumentChangeEvent} event
   */
  onChange(event) {
    if (event.contentChanges.length === 0) return;
    const entry = this.entries.get(event.document.uri.toString());
    const changes = () => event.contentChanges.map((change) => ({ range: convert.fromRange(change.range), text: change.text }));
    const companion = entry ? undefined : this.companions.get(event.document.uri.toString());
    if (entry) entry.session.changed(changes());
    else if (companion) companion.sync.changed(changes());
    // A JSON document that becomes a scene document as it is typed (the marker written).
    else if (event.document.languageId === 'json' || event.document.fileName.endsWith('.json')) this.track(event.document);
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
      // else: the edits on their way bring the scene in step; their diagnostics highlight.
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
   * @param {DocumentEntry} entry
   * @param {string} node
   */
  async reveal(entry, node) {
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
   * A notification from the server: diagnostics, the scenes' own notifications, messages, traces.
   * @param {string} method
   * @param {any} params
   */
  onNotification(method, params) {
    if (method === 'textDocument/publishDiagnostics') {
      const entry = this.entryOfUri(params?.uri);
      if (entry) entry.session.onDiagnostics(Array.isArray(params.diagnostics) ? params.diagnostics : [], params.version);
      else this.onCompanionDiagnostics(params);
    } else if (method === 'popsplit/sceneNotification') {
      const entry = this.entryOfUri(params?.textDocument?.uri);
      if (entry && typeof params.method === 'string') this.onSceneNotification(entry, params.method, params.params ?? {});
    } else if (method === 'preview/reveal') {
      // The page's alt-click, as this server sends it: unwrapped, naming the scene.
      const entry = [...this.entries.values()].find((e) => e.session.sceneId === params?.scene);
      if (entry && typeof params.node === 'string') this.reveal(entry, params.node);
    } else if (method === 'window/showMessage') {
      const show = params?.type === 1 ? vscode.window.showErrorMessage : params?.type === 2 ? vscode.window.showWarningMessage : vscode.window.showInformationMessage;
      show(`popsplit: ${params?.message}`);
    } else if (method === 'window/logMessage') {
      this.log.appendLine(String(params?.message ?? ''));
    } else if (method === '$/logTrace') {
      this.traceChannel.appendLine(params.verbose ? `${params.message}\n${params.verbose}` : params.message);
    }
  }

  /**
   * One of the daemon's notifications about a document's scene.
   * @param {DocumentEntry} entry
   * @param {string} method
   * @param {any} params
   */
  onSceneNotification(entry, method, params) {
    entry.session.onSceneNotification(method, params);
    if (method === 'scene/event') {
      const args = params.args && Object.keys(params.args).length ? ` ${JSON.stringify(params.args)}` : '';
      this.events.appendLine(`[${params.scene} #${params.seq}] ${params.name}${params.target ? ` -> ${params.target}` : ''}${args}`);
    } else if (method === 'preview/reveal' && typeof params.node === 'string') {
      this.reveal(entry, params.node);
    }
  }

  /**
   * A delegate question (`popsplit/question`), answered as `popsplit.delegateAnswers` says.
   * @param {any} question `{textDocument, method, params}`
   */
  async answer(question) {
    const method = String(question?.method ?? '');
    const params = question?.params ?? {};
    const mode = this.delegateMode();
    const answer = await answerQuestion(method, params, mode, async (items, title) => vscode.window.showQuickPick(items, { title, placeHolder: title, ignoreFocusOut: true }));
    const scene = params.scene ?? this.entryOfUri(question?.textDocument?.uri)?.session.sceneId;
    this.events.appendLine(`[${scene}] question ${describeQuestion(method, params)}: ${answer === null ? `no answer, the default (${JSON.stringify(params.default)}) applies` : JSON.stringify(answer)} (${mode})`);
    return answer;
  }

  /** The `popsplit.delegateAnswers` setting. */
  delegateMode() {
    return String(this.config().get('delegateAnswers') ?? 'ask');
  }

  /** @param {vscode.ConfigurationChangeEvent} event */
  onConfiguration(event) {
    if (event.affectsConfiguration('popsplit.trace.server')) this.server.setTrace(this.traceSetting());
    const delegating = this.delegateMode() !== 'defaults';
    if (event.affectsConfiguration('popsplit.path') && this.server.state !== 'stopped') this.restart();
    // Whether the server delegates its questions is said at `initialize`: a change starts it again
    // (each scene restored as it was).
    else if (event.affectsConfiguration('popsplit.delegateAnswers') && this.server.state === 'running' && this.server.delegating !== delegating) this.restart();
    if (event.affectsConfiguration('popsplit.debounceMs')) {
      for (const entry of this.entries.values()) entry.session.debounceMs = Number(this.config().get('debounceMs') ?? 30);
      for (const companion of this.companions.values()) companion.sync.debounceMs = Number(this.config().get('debounceMs') ?? 30);
    }
    if (event.affectsConfiguration('popsplit.files')) {
      for (const document of vscode.workspace.textDocuments) this.track(document);
      this.updateContext(vscode.window.activeTextEditor);
    }
  }

  /** The restart command. */
  async restart() {
    for (const entry of this.entries.values()) entry.session.lost();
    for (const companion of this.companions.values()) companion.sync.lost();
    this.log.appendLine('restarting the language server');
    await this.server.restart();
  }

  /**
   * The entry of the active editor's document (a companion's: its storyboard's), or of the
   * document given.
   * @param {vscode.Uri} [uri]
   */
  entryFor(uri) {
    if (uri) return this.entries.get(uri.toString());
    const editor = vscode.window.activeTextEditor;
    if (editor) {
      // A companion document has no scene of its own: the commands act on its storyboard's.
      if (this.isCompanion(editor.document)) return this.entryOfUri(editor.document.uri.toString().slice(0, -COMPANION_SUFFIX.length));
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
      entry.session.close();
    }
    this.entries.clear();
    for (const companion of this.companions.values()) companion.sync.close();
    this.companions.clear();
    await this.server.stop();
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

/**
 * A URI with its escapes undone, for comparing two spellings of one.
 * @param {string} uri
 */
function safeDecode(uri) {
  try {
    return decodeURIComponent(uri);
  } catch {
    return uri;
  }
}

module.exports = { activate, deactivate, Controller, isSceneDocument, companionOwner, isCompanionName };
