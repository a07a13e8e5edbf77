// @ts-check
'use strict';
/**
 * A minimal stand-in for the `vscode` module: only the API the extension uses, shaped as VS Code's
 * (classes, enums with VS Code's numbering, provider registration and the built-in
 * `vscode.execute...Provider` commands that run the providers), with state the tests can look at
 * (output channel lines, messages shown, webview HTML and posted messages, diagnostics, providers)
 * and hooks they can set (quick pick answers, settings). Everything else the
 * extension touches is real: the language server process, its pipes, timers, the file system.
 */

const fs = require('fs');
const nodePath = require('path');
const { pathToFileURL, fileURLToPath } = require('url');

class Disposable {
  /** @param {() => void} [fn] */
  constructor(fn) {
    this.fn = fn;
  }
  dispose() {
    this.fn?.();
    this.fn = undefined;
  }
}

/** @template T */
class EventEmitter {
  constructor() {
    /** @type {Set<(value: T) => void>} */
    this.listeners = new Set();
    /** @param {(value: T) => void} listener */
    this.event = (listener) => {
      this.listeners.add(listener);
      return new Disposable(() => this.listeners.delete(listener));
    };
  }
  /** @param {T} value */
  fire(value) {
    for (const listener of [...this.listeners]) listener(value);
  }
  dispose() {
    this.listeners.clear();
  }
}

class Uri {
  /**
   * @param {string} scheme
   * @param {string} authority
   * @param {string} path
   * @param {string} query
   * @param {string} fragment
   */
  constructor(scheme, authority, path, query, fragment) {
    this.scheme = scheme;
    this.authority = authority;
    this.path = path;
    this.query = query;
    this.fragment = fragment;
  }
  /** @param {string} value */
  static parse(value) {
    const url = new URL(value);
    return new Uri(url.protocol.replace(/:$/, ''), url.host, decodeURIComponent(url.pathname), url.search.replace(/^\?/, ''), url.hash.replace(/^#/, ''));
  }
  /** @param {string} path */
  static file(path) {
    return new Uri('file', '', nodePath.resolve(path), '', '');
  }
  /**
   * @param {Uri} base
   * @param {...string} parts
   */
  static joinPath(base, ...parts) {
    return new Uri(base.scheme, base.authority, nodePath.posix.join(base.path, ...parts), '', '');
  }
  get fsPath() {
    return this.path;
  }
  /** @param {boolean} [skipEncoding] */
  toString(skipEncoding) {
    if (this.scheme === 'file') return pathToFileURL(this.path).toString();
    const path = skipEncoding ? this.path : encodeURI(this.path);
    return `${this.scheme}://${this.authority}${path}${this.query ? `?${this.query}` : ''}${this.fragment ? `#${this.fragment}` : ''}`;
  }
}

class Position {
  /**
   * @param {number} line
   * @param {number} character
   */
  constructor(line, character) {
    this.line = line;
    this.character = character;
  }
}

class Range {
  /**
   * @param {number | Position} a
   * @param {number | Position} b
   * @param {number} [c]
   * @param {number} [d]
   */
  constructor(a, b, c, d) {
    if (a instanceof Position && b instanceof Position) {
      this.start = a;
      this.end = b;
    } else {
      this.start = new Position(/** @type {number} */ (a), /** @type {number} */ (b));
      this.end = new Position(/** @type {number} */ (c), /** @type {number} */ (d));
    }
  }
}

class Selection extends Range {
  /**
   * @param {Position} anchor
   * @param {Position} active
   */
  constructor(anchor, active) {
    super(anchor, active);
    this.anchor = anchor;
    this.active = active;
  }
}

const DiagnosticSeverity = { Error: 0, Warning: 1, Information: 2, Hint: 3 };
const ViewColumn = { Active: -1, Beside: -2, One: 1, Two: 2, Three: 3 };
const TextEditorRevealType = { Default: 0, InCenter: 1, InCenterIfOutsideViewport: 2, AtTop: 3 };

class Diagnostic {
  /**
   * @param {Range} range
   * @param {string} message
   * @param {number} [severity]
   */
  constructor(range, message, severity) {
    this.range = range;
    this.message = message;
    this.severity = severity ?? DiagnosticSeverity.Error;
    /** @type {string | undefined} */
    this.code = undefined;
    /** @type {string | undefined} */
    this.source = undefined;
  }
}

class MarkdownString {
  /** @param {string} [value] */
  constructor(value = '') {
    this.value = value;
    this.isTrusted = false;
  }
  /** @param {string} value */
  appendText(value) {
    this.value += value.replace(/[\\`*_{}[\]()#+\-.!|<>]/g, '\\$&');
    return this;
  }
  /** @param {string} value */
  appendMarkdown(value) {
    this.value += value;
    return this;
  }
  /**
   * @param {string} value
   * @param {string} [language]
   */
  appendCodeblock(value, language = '') {
    this.value += `\n\`\`\`${language}\n${value}\n\`\`\`\n`;
    return this;
  }
}

class Hover {
  /**
   * @param {MarkdownString | MarkdownString[]} contents
   * @param {Range} [range]
   */
  constructor(contents, range) {
    this.contents = Array.isArray(contents) ? contents : [contents];
    this.range = range;
  }
}

class Location {
  /**
   * @param {Uri} uri
   * @param {Range | Position} rangeOrPosition
   */
  constructor(uri, rangeOrPosition) {
    this.uri = uri;
    this.range = rangeOrPosition instanceof Position ? new Range(rangeOrPosition, rangeOrPosition) : rangeOrPosition;
  }
}

/** VS Code's SymbolKind: LSP's minus one. */
const SymbolKind = { File: 0, Module: 1, Namespace: 2, Package: 3, Class: 4, Method: 5, Property: 6, Field: 7, Constructor: 8, Enum: 9, Interface: 10, Function: 11, Variable: 12, Constant: 13, String: 14, Number: 15, Boolean: 16, Array: 17, Object: 18, Key: 19, Null: 20, EnumMember: 21, Struct: 22, Event: 23, Operator: 24, TypeParameter: 25 };

class DocumentSymbol {
  /**
   * @param {string} name
   * @param {string} detail
   * @param {number} kind
   * @param {Range} range
   * @param {Range} selectionRange
   */
  constructor(name, detail, kind, range, selectionRange) {
    this.name = name;
    this.detail = detail;
    this.kind = kind;
    this.range = range;
    this.selectionRange = selectionRange;
    /** @type {DocumentSymbol[]} */
    this.children = [];
  }
}

class SymbolInformation {
  /**
   * @param {string} name
   * @param {number} kind
   * @param {string} containerName
   * @param {Location} location
   */
  constructor(name, kind, containerName, location) {
    this.name = name;
    this.kind = kind;
    this.containerName = containerName;
    this.location = location;
  }
}

/** VS Code's CompletionItemKind: LSP's minus one. */
const CompletionItemKind = { Text: 0, Method: 1, Function: 2, Constructor: 3, Field: 4, Variable: 5, Class: 6, Interface: 7, Module: 8, Property: 9, Unit: 10, Value: 11, Enum: 12, Keyword: 13, Snippet: 14, Color: 15, File: 16, Reference: 17, Folder: 18, EnumMember: 19, Constant: 20, Struct: 21, Event: 22, Operator: 23, TypeParameter: 24 };
const CompletionTriggerKind = { Invoke: 0, TriggerCharacter: 1, TriggerForIncompleteCompletions: 2 };
const CodeActionTriggerKind = { Invoke: 1, Automatic: 2 };

class SnippetString {
  /** @param {string} [value] */
  constructor(value = '') {
    this.value = value;
  }
}

class CompletionItem {
  /**
   * @param {string} label
   * @param {number} [kind]
   */
  constructor(label, kind) {
    this.label = label;
    this.kind = kind;
    /** @type {string | SnippetString | undefined} */
    this.insertText = undefined;
    /** @type {Range | {inserting: Range, replacing: Range} | undefined} */
    this.range = undefined;
    /** @type {string | undefined} */
    this.detail = undefined;
    /** @type {MarkdownString | string | undefined} */
    this.documentation = undefined;
  }
}

class CompletionList {
  /**
   * @param {CompletionItem[]} [items]
   * @param {boolean} [isIncomplete]
   */
  constructor(items = [], isIncomplete = false) {
    this.items = items;
    this.isIncomplete = isIncomplete;
  }
}

class TextEdit {
  /**
   * @param {Range} range
   * @param {string} newText
   */
  constructor(range, newText) {
    this.range = range;
    this.newText = newText;
  }
  /**
   * @param {Range} range
   * @param {string} newText
   */
  static replace(range, newText) {
    return new TextEdit(range, newText);
  }
}

class WorkspaceEdit {
  constructor() {
    /** @type {Map<string, {uri: Uri, edits: TextEdit[]}>} */
    this.byUri = new Map();
  }
  /**
   * @param {Uri} uri
   * @param {Range} range
   * @param {string} newText
   */
  replace(uri, range, newText) {
    const key = uri.toString();
    if (!this.byUri.has(key)) this.byUri.set(key, { uri, edits: [] });
    this.byUri.get(key)?.edits.push(new TextEdit(range, newText));
  }
  /** @param {Uri} uri */
  get(uri) {
    return this.byUri.get(uri.toString())?.edits ?? [];
  }
  get size() {
    return this.byUri.size;
  }
  /** @returns {[Uri, TextEdit[]][]} */
  entries() {
    return [...this.byUri.values()].map((e) => [e.uri, e.edits]);
  }
}

class CodeActionKind {
  /** @param {string} value */
  constructor(value) {
    this.value = value;
  }
  /** @param {string} part */
  append(part) {
    return new CodeActionKind(this.value ? `${this.value}.${part}` : part);
  }
  /** @param {CodeActionKind} other */
  contains(other) {
    return this.value === '' || other.value === this.value || other.value.startsWith(`${this.value}.`);
  }
}
CodeActionKind.Empty = new CodeActionKind('');
CodeActionKind.QuickFix = new CodeActionKind('quickfix');
CodeActionKind.Refactor = new CodeActionKind('refactor');

class CodeAction {
  /**
   * @param {string} title
   * @param {CodeActionKind} [kind]
   */
  constructor(title, kind) {
    this.title = title;
    this.kind = kind;
    /** @type {WorkspaceEdit | undefined} */
    this.edit = undefined;
    /** @type {Diagnostic[] | undefined} */
    this.diagnostics = undefined;
    this.isPreferred = undefined;
  }
}

/** A token that is never cancelled unless a test cancels its source. */
class CancellationTokenSource {
  constructor() {
    /** @type {EventEmitter<void>} */
    const emitter = new EventEmitter();
    this.emitter = emitter;
    this.token = { isCancellationRequested: false, onCancellationRequested: emitter.event };
  }
  cancel() {
    if (this.token.isCancellationRequested) return;
    this.token.isCancellationRequested = true;
    this.emitter.fire(undefined);
  }
  dispose() {}
}

class TextDocument {
  /**
   * @param {Uri} uri
   * @param {string} text
   */
  constructor(uri, text) {
    this.uri = uri;
    this.fileName = uri.fsPath;
    // As VS Code's languages: JSON, and XML for storyboards and nibs (the extension's contribution).
    this.languageId = /\.(storyboard|xib)$/i.test(uri.fsPath) ? 'xml' : /\.json$/i.test(uri.fsPath) ? 'json' : 'plaintext';
    this.version = 1;
    this.text = text;
    this.isClosed = false;
  }
  getText() {
    return this.text;
  }
  get lines() {
    return this.text.split('\n');
  }
  get lineCount() {
    return this.lines.length;
  }
  /** @param {number} line */
  lineAt(line) {
    return { text: this.lines[line] ?? '', lineNumber: line };
  }
  /** @param {number} offset */
  positionAt(offset) {
    const before = this.text.slice(0, offset).split('\n');
    return new Position(before.length - 1, before[before.length - 1].length);
  }
  /** @param {Position} position */
  offsetAt(position) {
    const lines = this.lines;
    let offset = 0;
    for (let i = 0; i < position.line; i++) offset += lines[i].length + 1;
    return offset + position.character;
  }
}

class TextEditor {
  /**
   * @param {TextDocument} document
   * @param {number} viewColumn
   */
  constructor(document, viewColumn) {
    this.document = document;
    this.viewColumn = viewColumn;
    this.selectionValue = new Selection(new Position(0, 0), new Position(0, 0));
    /** @type {Range[]} */
    this.revealed = [];
  }
  get selection() {
    return this.selectionValue;
  }
  set selection(value) {
    this.selectionValue = value;
    state.selectionEmitter.fire({ textEditor: this, selections: [value], kind: 2 });
  }
  get selections() {
    return [this.selectionValue];
  }
  /** @param {Range} range */
  revealRange(range) {
    this.revealed.push(range);
  }
}

class Webview {
  constructor() {
    this.htmlValue = '';
    /** @type {string[]} every HTML set, in order */
    this.htmlHistory = [];
    this.cspSource = 'https://file+.vscode-resource.vscode-cdn.net';
    /** @type {any[]} */
    this.posted = [];
    /** @type {EventEmitter<any>} */
    this.receiveEmitter = new EventEmitter();
    this.onDidReceiveMessage = this.receiveEmitter.event;
    /** @type {((message: any) => void) | null} a test may carry messages to a real page */
    this.bridge = null;
    /** @type {((html: string) => void) | null} */
    this.onHtml = null;
    this.options = {};
    /** @type {any} what the page last gave `acquireVsCodeApi().setState` (VS Code keeps it over a reload) */
    this.state = undefined;
  }
  get html() {
    return this.htmlValue;
  }
  set html(value) {
    this.htmlValue = value;
    this.htmlHistory.push(value);
    this.onHtml?.(value);
  }
  /** @param {any} message */
  postMessage(message) {
    this.posted.push(message);
    this.bridge?.(message);
    return Promise.resolve(true);
  }
  /** @param {Uri} uri */
  asWebviewUri(uri) {
    return uri;
  }
}

class WebviewPanel {
  /**
   * @param {string} viewType
   * @param {string} title
   * @param {any} showOptions
   * @param {any} options
   */
  constructor(viewType, title, showOptions, options) {
    this.viewType = viewType;
    this.title = title;
    this.showOptions = showOptions;
    this.options = options;
    this.webview = new Webview();
    this.visible = true;
    this.reveals = 0;
    this.disposeEmitter = new EventEmitter();
    this.onDidDispose = this.disposeEmitter.event;
    this.onDidChangeViewState = new EventEmitter().event;
    this.disposed = false;
  }
  reveal() {
    this.reveals++;
  }
  dispose() {
    if (this.disposed) return;
    this.disposed = true;
    this.disposeEmitter.fire(undefined);
  }
}

class OutputChannel {
  /** @param {string} name */
  constructor(name) {
    this.name = name;
    /** @type {string[]} */
    this.lines = [];
    this.partial = '';
  }
  /** @param {string} text */
  appendLine(text) {
    this.lines.push(...String(text).split('\n'));
  }
  /** @param {string} text */
  append(text) {
    this.partial += text;
  }
  show() {}
  clear() {
    this.lines = [];
  }
  dispose() {}
}

class DiagnosticCollection {
  /** @param {string} name */
  constructor(name) {
    this.name = name;
    /** @type {Map<string, Diagnostic[]>} */
    this.map = new Map();
  }
  /**
   * @param {Uri} uri
   * @param {Diagnostic[]} diagnostics
   */
  set(uri, diagnostics) {
    this.map.set(uri.toString(), diagnostics);
    state.diagnosticsChanges++;
  }
  /** @param {Uri} uri */
  get(uri) {
    return this.map.get(uri.toString());
  }
  /** @param {Uri} uri */
  delete(uri) {
    this.map.delete(uri.toString());
  }
  clear() {
    this.map.clear();
  }
  dispose() {}
}

/** Everything a test may look at or set; `reset()` starts afresh. */
const state = {
  /** @type {Record<string, any>} the user's settings by full key (`popsplit.path`) */
  settings: {},
  /** @type {Record<string, any>} the workspace's settings (they win over the user's, except where VS Code refuses them) */
  workspaceSettings: {},
  /** @type {Record<string, any>} context keys set with `setContext` */
  context: {},
  /** @type {Map<string, any>} webview panel serializers by view type */
  serializers: new Map(),
  /** @type {Map<string, OutputChannel>} */
  channels: new Map(),
  /** @type {WebviewPanel[]} */
  panels: [],
  /** @type {{kind: string, message: string, items: string[]}[]} */
  messages: [],
  /** @type {{items: any[], options: any}[]} */
  quickPicks: [],
  /** @type {(items: any[], options: any) => any} */
  quickPickAnswer: () => undefined,
  /** @type {(options: any) => any} */
  saveDialogAnswer: () => undefined,
  /** @type {Map<string, (...args: any[]) => any>} */
  commands: new Map(),
  /** @type {TextDocument[]} */
  documents: [],
  /** @type {TextEditor[]} */
  editors: [],
  /** @type {TextEditor | undefined} */
  activeEditor: undefined,
  /** @type {DiagnosticCollection[]} */
  collections: [],
  /** @type {{kind: string, selector: any, provider: any, metadata: any[]}[]} language feature providers registered */
  providers: [],
  /** @type {string[]} */
  externalUris: [],
  /** @type {(uri: Uri) => Uri | Promise<Uri>} what `env.asExternalUri` answers (a local window: the URI itself) */
  externalUriMap: (uri) => uri,
  diagnosticsChanges: 0,
  /** @type {{uri: string, document?: any}[]} */
  workspaceFolders: [],
  openEmitter: new EventEmitter(),
  closeEmitter: new EventEmitter(),
  changeEmitter: new EventEmitter(),
  saveEmitter: new EventEmitter(),
  configEmitter: new EventEmitter(),
  selectionEmitter: new EventEmitter(),
  activeEditorEmitter: new EventEmitter(),
};

function reset() {
  state.settings = {};
  state.workspaceSettings = {};
  state.context = {};
  state.serializers = new Map();
  state.channels = new Map();
  state.panels = [];
  state.messages = [];
  state.quickPicks = [];
  state.quickPickAnswer = () => undefined;
  state.saveDialogAnswer = () => undefined;
  state.commands = new Map();
  state.documents = [];
  state.editors = [];
  state.activeEditor = undefined;
  state.collections = [];
  state.providers = [];
  state.externalUris = [];
  state.externalUriMap = (uri) => uri;
  state.diagnosticsChanges = 0;
  state.workspaceFolders = [];
  for (const emitter of [state.openEmitter, state.closeEmitter, state.changeEmitter, state.saveEmitter, state.configEmitter, state.selectionEmitter, state.activeEditorEmitter]) {
    emitter.listeners.clear();
  }
}

/** @param {string} kind */
const showMessage = (kind) => (/** @type {string} */ message, /** @type {any[]} */ ...items) => {
  state.messages.push({ kind, message, items: items.filter((i) => typeof i === 'string') });
  return Promise.resolve(undefined);
};

const window = {
  /** @param {string} name */
  createOutputChannel(name) {
    const channel = new OutputChannel(name);
    state.channels.set(name, channel);
    return channel;
  },
  /**
   * @param {string} viewType
   * @param {string} title
   * @param {any} showOptions
   * @param {any} options
   */
  createWebviewPanel(viewType, title, showOptions, options) {
    const panel = new WebviewPanel(viewType, title, showOptions, options);
    state.panels.push(panel);
    return panel;
  },
  /**
   * @param {any[]} items
   * @param {any} options
   */
  showQuickPick(items, options) {
    state.quickPicks.push({ items, options });
    return Promise.resolve(state.quickPickAnswer(items, options));
  },
  showInformationMessage: showMessage('information'),
  showWarningMessage: showMessage('warning'),
  showErrorMessage: showMessage('error'),
  /**
   * @param {string} message
   * @param {number} [_timeout]
   */
  setStatusBarMessage(message, _timeout) {
    state.messages.push({ kind: 'status', message, items: [] });
    return { dispose() {} };
  },
  /** @param {any} options */
  showSaveDialog(options) {
    return Promise.resolve(state.saveDialogAnswer(options));
  },
  /**
   * @param {TextDocument} document
   * @param {any} [options]
   */
  showTextDocument(document, options) {
    let editor = state.editors.find((e) => e.document === document);
    if (!editor) {
      editor = new TextEditor(document, options?.viewColumn ?? 1);
      state.editors.push(editor);
    }
    if (state.activeEditor !== editor) {
      state.activeEditor = editor;
      state.activeEditorEmitter.fire(editor);
    }
    if (options?.selection) editor.selection = new Selection(options.selection.start, options.selection.end);
    return Promise.resolve(editor);
  },
  get activeTextEditor() {
    return state.activeEditor;
  },
  get visibleTextEditors() {
    return state.editors;
  },
  onDidChangeTextEditorSelection: state.selectionEmitter.event,
  /**
   * @param {string} viewType
   * @param {any} serializer
   */
  registerWebviewPanelSerializer(viewType, serializer) {
    state.serializers.set(viewType, serializer);
    return new Disposable(() => state.serializers.delete(viewType));
  },
  onDidChangeActiveTextEditor: state.activeEditorEmitter.event,
};

const workspace = {
  /** @param {string} section */
  getConfiguration(section) {
    return {
      /**
       * @param {string} key
       * @param {any} [fallback]
       */
      get(key, fallback) {
        const full = `${section}.${key}`;
        if (full in state.workspaceSettings) return state.workspaceSettings[full];
        return full in state.settings ? state.settings[full] : fallback;
      },
      /** @param {string} key */
      inspect(key) {
        const full = `${section}.${key}`;
        return { key: full, defaultValue: undefined, globalValue: state.settings[full], workspaceValue: state.workspaceSettings[full] };
      },
    };
  },
  onDidChangeConfiguration: state.configEmitter.event,
  onDidOpenTextDocument: state.openEmitter.event,
  onDidCloseTextDocument: state.closeEmitter.event,
  onDidChangeTextDocument: state.changeEmitter.event,
  onDidSaveTextDocument: state.saveEmitter.event,
  get textDocuments() {
    return state.documents;
  },
  /**
   * The document of a URI, opened (from its file) when no editor has it.
   * @param {Uri} uri
   */
  openTextDocument(uri) {
    const existing = state.documents.find((d) => d.uri.toString() === uri.toString() && !d.isClosed);
    if (existing) return Promise.resolve(existing);
    const document = new TextDocument(Uri.file(uri.fsPath), fs.readFileSync(uri.fsPath, 'utf8'));
    state.documents.push(document);
    state.openEmitter.fire(document);
    return Promise.resolve(document);
  },
  get workspaceFolders() {
    return state.workspaceFolders.length
      ? state.workspaceFolders.map((f, index) => ({ uri: Uri.parse(f.uri), name: nodePath.basename(fileURLToPath(f.uri)), index }))
      : undefined;
  },
  fs: {
    /**
     * @param {Uri} uri
     * @param {Uint8Array} bytes
     */
    writeFile(uri, bytes) {
      fs.writeFileSync(uri.fsPath, bytes);
      return Promise.resolve();
    },
  },
};

/**
 * How well a document selector matches a document, as `languages.match` scores it: 10 for an
 * exact language, 5 for `*`, 0 when a filter's language, scheme or pattern does not match.
 * @param {any} selector
 * @param {TextDocument} document
 */
function match(selector, document) {
  const filters = Array.isArray(selector) ? selector : [selector];
  let best = 0;
  for (const filter of filters) {
    const languageFilter = typeof filter === 'string' ? filter : filter.language;
    let score = 10;
    if (languageFilter !== undefined) {
      if (languageFilter === '*') score = 5;
      else if (languageFilter !== document.languageId) continue;
    }
    if (typeof filter === 'object' && filter.scheme !== undefined && filter.scheme !== document.uri.scheme) continue;
    if (typeof filter === 'object' && filter.pattern !== undefined) {
      const pattern = typeof filter.pattern === 'string' ? filter.pattern : filter.pattern.pattern;
      if (!globMatches(pattern, document.uri.fsPath)) continue;
    }
    best = Math.max(best, score);
  }
  return best;
}

/**
 * @param {string} glob `**`, `*` and `?`
 * @param {string} path
 */
function globMatches(glob, path) {
  const source = glob.replace(/[.+^$()|[\]\\{}]/g, '\\$&').replace(/\*\*\//g, '(?:.*/)?').replace(/\*\*/g, '.*').replace(/\*/g, '[^/]*').replace(/\?/g, '[^/]');
  return new RegExp(`(^|/)${source}$`).test(path);
}

/**
 * @param {string} kind
 * @returns {(selector: any, provider: any, ...metadata: any[]) => Disposable}
 */
const register = (kind) => (selector, provider, ...metadata) => {
  const registration = { kind, selector, provider, metadata };
  state.providers.push(registration);
  return new Disposable(() => {
    state.providers = state.providers.filter((r) => r !== registration);
  });
};

const languages = {
  /** @param {string} name */
  createDiagnosticCollection(name) {
    const collection = new DiagnosticCollection(name);
    state.collections.push(collection);
    return collection;
  },
  match,
  registerHoverProvider: register('hover'),
  registerDefinitionProvider: register('definition'),
  registerReferenceProvider: register('references'),
  registerDocumentSymbolProvider: register('documentSymbol'),
  registerCompletionItemProvider: register('completion'),
  registerCodeActionsProvider: register('codeAction'),
};

/**
 * The providers of a kind that match a document, best first, as VS Code asks them.
 * @param {string} kind
 * @param {Uri} uri
 */
function providersFor(kind, uri) {
  const document = state.documents.find((d) => d.uri.toString() === uri.toString() && !d.isClosed);
  if (!document) throw new Error(`no open document ${uri.toString()}`);
  const matching = state.providers.filter((r) => r.kind === kind && match(r.selector, document) > 0);
  return { document, matching };
}

/**
 * VS Code's built-in commands that run the registered providers (`vscode.executeHoverProvider`
 * ...): arguments and results as VS Code's, results of every matching provider gathered.
 * @type {Record<string, (...args: any[]) => Promise<any>>}
 */
const builtinCommands = {
  async 'vscode.executeHoverProvider'(/** @type {Uri} */ uri, /** @type {Position} */ position) {
    const { document, matching } = providersFor('hover', uri);
    const token = new CancellationTokenSource().token;
    const results = await Promise.all(matching.map((r) => r.provider.provideHover(document, position, token)));
    return results.filter(Boolean);
  },
  async 'vscode.executeDefinitionProvider'(/** @type {Uri} */ uri, /** @type {Position} */ position) {
    const { document, matching } = providersFor('definition', uri);
    const token = new CancellationTokenSource().token;
    const results = await Promise.all(matching.map((r) => r.provider.provideDefinition(document, position, token)));
    return results.flatMap((r) => (r ? (Array.isArray(r) ? r : [r]) : []));
  },
  async 'vscode.executeReferenceProvider'(/** @type {Uri} */ uri, /** @type {Position} */ position) {
    const { document, matching } = providersFor('references', uri);
    const token = new CancellationTokenSource().token;
    const results = await Promise.all(matching.map((r) => r.provider.provideReferences(document, position, { includeDeclaration: true }, token)));
    return results.flatMap((r) => r ?? []);
  },
  async 'vscode.executeDocumentSymbolProvider'(/** @type {Uri} */ uri) {
    const { document, matching } = providersFor('documentSymbol', uri);
    const token = new CancellationTokenSource().token;
    const results = await Promise.all(matching.map((r) => r.provider.provideDocumentSymbols(document, token)));
    return results.flatMap((r) => r ?? []);
  },
  async 'vscode.executeCompletionItemProvider'(/** @type {Uri} */ uri, /** @type {Position} */ position, /** @type {string} */ triggerCharacter) {
    const { document, matching } = providersFor('completion', uri);
    const token = new CancellationTokenSource().token;
    // As VS Code: a trigger character asks only the providers registered with it.
    const asked = triggerCharacter === undefined ? matching : matching.filter((r) => r.metadata.includes(triggerCharacter));
    const context = triggerCharacter === undefined
      ? { triggerKind: CompletionTriggerKind.Invoke, triggerCharacter: undefined }
      : { triggerKind: CompletionTriggerKind.TriggerCharacter, triggerCharacter };
    const results = await Promise.all(asked.map((r) => r.provider.provideCompletionItems(document, position, token, context)));
    const items = results.flatMap((r) => (!r ? [] : Array.isArray(r) ? r : r.items));
    return new CompletionList(items, results.some((r) => r && !Array.isArray(r) && r.isIncomplete));
  },
  async 'vscode.executeCodeActionProvider'(/** @type {Uri} */ uri, /** @type {Range} */ range, /** @type {string} */ kind) {
    const { document, matching } = providersFor('codeAction', uri);
    const token = new CancellationTokenSource().token;
    const diagnostics = state.collections.flatMap((c) => c.get(uri) ?? []).filter((d) => d.range.start.line <= range.end.line && d.range.end.line >= range.start.line);
    const context = { diagnostics, only: kind ? new CodeActionKind(kind) : undefined, triggerKind: CodeActionTriggerKind.Invoke };
    const results = await Promise.all(matching.map((r) => r.provider.provideCodeActions(document, range, context, token)));
    return results.flatMap((r) => r ?? []);
  },
};

const commands = {
  /**
   * @param {string} name
   * @param {(...args: any[]) => any} handler
   */
  registerCommand(name, handler) {
    state.commands.set(name, handler);
    return new Disposable(() => state.commands.delete(name));
  },
  /**
   * @param {string} name
   * @param {...any} args
   */
  executeCommand(name, ...args) {
    if (name === 'setContext') {
      state.context[args[0]] = args[1];
      return Promise.resolve(undefined);
    }
    if (builtinCommands[name]) return builtinCommands[name](...args);
    const handler = state.commands.get(name);
    if (!handler) return Promise.reject(new Error(`command '${name}' not found`));
    return Promise.resolve(handler(...args));
  },
};

const env = {
  /** @param {Uri} uri */
  asExternalUri(uri) {
    state.externalUris.push(uri.toString(true));
    return Promise.resolve(state.externalUriMap(uri));
  },
};

// ---- Test helpers (not part of VS Code's API) ----

/**
 * Opens a document as VS Code does when the user opens a file, and shows it in an editor.
 * @param {string} path
 * @param {string} [text] the buffer (default: the file's content)
 */
function openDocument(path, text) {
  const document = new TextDocument(Uri.file(path), text ?? fs.readFileSync(path, 'utf8'));
  state.documents.push(document);
  state.openEmitter.fire(document);
  const editor = new TextEditor(document, 1);
  state.editors.push(editor);
  state.activeEditor = editor;
  state.activeEditorEmitter.fire(editor);
  return { document, editor };
}

/**
 * Closes a document as VS Code does when its last editor closes: gone from the workspace's
 * documents and the editors; fires onDidCloseTextDocument.
 * @param {TextDocument} document
 */
function closeDocument(document) {
  state.documents = state.documents.filter((d) => d !== document);
  const editors = state.editors.filter((e) => e.document === document);
  state.editors = state.editors.filter((e) => e.document !== document);
  if (state.activeEditor && editors.includes(state.activeEditor)) {
    state.activeEditor = state.editors.at(-1);
    state.activeEditorEmitter.fire(state.activeEditor);
  }
  state.closeEmitter.fire(document);
}

/**
 * A window reload as VS Code does it for the extension's preview panels: every panel of a type
 * with a serializer is made again (a new panel, the old one's webview state) and handed to the
 * serializer of the extension activated again. Returns what the serializers returned.
 * @param {any[]} panels the panels open before the reload
 */
async function reviveWebviewPanels(panels) {
  const revived = [];
  for (const old of panels) {
    const serializer = state.serializers.get(old.viewType);
    if (!serializer) continue;
    const panel = window.createWebviewPanel(old.viewType, old.title, old.showOptions, {});
    revived.push(await serializer.deserializeWebviewPanel(panel, old.webview.state));
  }
  return revived;
}

/**
 * Replaces a span of a document as typing does; fires onDidChangeTextDocument.
 * @param {TextDocument} document
 * @param {number} offset
 * @param {number} deleteCount
 * @param {string} insert
 */
function edit(document, offset, deleteCount, insert) {
  const start = document.positionAt(offset);
  const end = document.positionAt(offset + deleteCount);
  document.text = document.text.slice(0, offset) + insert + document.text.slice(offset + deleteCount);
  document.version++;
  state.changeEmitter.fire({ document, contentChanges: [{ range: new Range(start, end), rangeOffset: offset, rangeLength: deleteCount, text: insert }], reason: undefined });
}

/**
 * Saves a document as VS Code does: its text to its file; fires onDidSaveTextDocument.
 * @param {TextDocument} document
 */
function save(document) {
  fs.writeFileSync(document.uri.fsPath, document.text);
  state.saveEmitter.fire(document);
}

/**
 * Changes a setting; fires onDidChangeConfiguration.
 * @param {string} key the full key (`popsplit.trace.server`)
 * @param {any} value
 */
function setSetting(key, value) {
  state.settings[key] = value;
  state.configEmitter.fire({ affectsConfiguration: (/** @type {string} */ section) => key === section || key.startsWith(`${section}.`) });
}

/** @param {string} name */
function channel(name) {
  return state.channels.get(name);
}

module.exports = {
  Disposable,
  EventEmitter,
  Uri,
  Position,
  Range,
  Selection,
  Diagnostic,
  DiagnosticSeverity,
  MarkdownString,
  Hover,
  Location,
  SymbolKind,
  DocumentSymbol,
  SymbolInformation,
  CompletionItemKind,
  CompletionTriggerKind,
  CompletionItem,
  CompletionList,
  SnippetString,
  TextEdit,
  WorkspaceEdit,
  CodeActionKind,
  CodeAction,
  CodeActionTriggerKind,
  CancellationTokenSource,
  ViewColumn,
  TextEditorRevealType,
  window,
  workspace,
  languages,
  commands,
  env,
  // test helpers
  fake: { state, reset, openDocument, closeDocument, edit, save, setSetting, channel, reviveWebviewPanels, TextDocument, TextEditor },
};
