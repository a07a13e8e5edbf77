// @ts-check
'use strict';
/**
 * LSP's shapes as VS Code's and back (positions in UTF-16 code units on both sides, the encoding
 * negotiated at `initialize`): diagnostics, hovers, locations, document symbols, completion items,
 * code actions. Only what `popsplit lsp` sends (protocol.md section 14) is needed; anything else
 * of LSP's is read where cheap and otherwise left out.
 */

const vscode = require('vscode');

/**
 * @param {{line: number, character: number}} position
 * @returns {vscode.Position}
 */
function toPosition(position) {
  return new vscode.Position(position.line, position.character);
}

/**
 * @param {{start: {line: number, character: number}, end: {line: number, character: number}}} range
 * @returns {vscode.Range}
 */
function toRange(range) {
  return new vscode.Range(range.start.line, range.start.character, range.end.line, range.end.character);
}

/** @param {vscode.Position} position */
function fromPosition(position) {
  return { line: position.line, character: position.character };
}

/** @param {vscode.Range} range */
function fromRange(range) {
  return { start: fromPosition(range.start), end: fromPosition(range.end) };
}

/** LSP's DiagnosticSeverity (1 Error ... 4 Hint) as VS Code's (0 Error ... 3 Hint). */
const SEVERITIES = [vscode.DiagnosticSeverity.Error, vscode.DiagnosticSeverity.Warning, vscode.DiagnosticSeverity.Information, vscode.DiagnosticSeverity.Hint];

/**
 * @param {any} diagnostic an LSP Diagnostic
 * @returns {vscode.Diagnostic}
 */
function toDiagnostic(diagnostic) {
  const severity = SEVERITIES[(diagnostic.severity ?? 1) - 1] ?? vscode.DiagnosticSeverity.Error;
  const result = new vscode.Diagnostic(toRange(diagnostic.range), String(diagnostic.message ?? ''), severity);
  if (diagnostic.code !== undefined && diagnostic.code !== null) result.code = diagnostic.code;
  result.source = diagnostic.source ?? 'popsplit';
  return result;
}

/**
 * A VS Code diagnostic as LSP's (a code action's context).
 * @param {vscode.Diagnostic} diagnostic
 */
function fromDiagnostic(diagnostic) {
  /** @type {any} */
  const result = { range: fromRange(diagnostic.range), message: diagnostic.message, severity: diagnostic.severity + 1 };
  if (diagnostic.source) result.source = diagnostic.source;
  if (typeof diagnostic.code === 'string' || typeof diagnostic.code === 'number') result.code = diagnostic.code;
  return result;
}

/**
 * LSP's markup (MarkupContent, MarkedString, or a list of them) as VS Code's.
 * @param {any} contents
 * @returns {vscode.MarkdownString[]}
 */
function toMarkdown(contents) {
  const list = Array.isArray(contents) ? contents : [contents];
  return list.filter((item) => item !== null && item !== undefined).map((item) => {
    if (typeof item === 'string') return new vscode.MarkdownString(item);
    if (item.kind === 'plaintext') return new vscode.MarkdownString().appendText(String(item.value));
    if (item.kind === 'markdown') return new vscode.MarkdownString(String(item.value));
    // A MarkedString with a language: a code block.
    return new vscode.MarkdownString().appendCodeblock(String(item.value ?? ''), item.language);
  });
}

/**
 * @param {any} hover an LSP Hover, or null
 * @returns {vscode.Hover | undefined}
 */
function toHover(hover) {
  if (!hover || hover.contents === undefined) return undefined;
  return new vscode.Hover(toMarkdown(hover.contents), hover.range ? toRange(hover.range) : undefined);
}

/**
 * @param {any} location an LSP Location
 * @returns {vscode.Location}
 */
function toLocation(location) {
  return new vscode.Location(vscode.Uri.parse(location.uri), toRange(location.range));
}

/**
 * A definition's answer: Location, Location[], LocationLink[] or null.
 * @param {any} result
 * @returns {(vscode.Location | vscode.LocationLink)[] | undefined}
 */
function toDefinition(result) {
  if (!result) return undefined;
  const list = Array.isArray(result) ? result : [result];
  return list.map((item) => {
    if (item.targetUri) {
      return {
        originSelectionRange: item.originSelectionRange ? toRange(item.originSelectionRange) : undefined,
        targetUri: vscode.Uri.parse(item.targetUri),
        targetRange: toRange(item.targetRange),
        targetSelectionRange: toRange(item.targetSelectionRange ?? item.targetRange),
      };
    }
    return toLocation(item);
  });
}

/**
 * LSP's SymbolKind (1 File ... 26 TypeParameter) as VS Code's (0 File ...).
 * @param {number} kind
 */
function toSymbolKind(kind) {
  return typeof kind === 'number' && kind >= 1 && kind <= 26 ? kind - 1 : vscode.SymbolKind.Object;
}

/**
 * Document symbols: nested DocumentSymbols, or flat SymbolInformation.
 * @param {any} result
 * @returns {(vscode.DocumentSymbol | vscode.SymbolInformation)[] | undefined}
 */
function toSymbols(result) {
  if (!Array.isArray(result)) return undefined;
  /** @param {any} symbol @returns {vscode.DocumentSymbol | vscode.SymbolInformation} */
  const convert = (symbol) => {
    if (symbol.location) {
      return new vscode.SymbolInformation(symbol.name, toSymbolKind(symbol.kind), symbol.containerName ?? '', toLocation(symbol.location));
    }
    const converted = new vscode.DocumentSymbol(symbol.name, symbol.detail ?? '', toSymbolKind(symbol.kind), toRange(symbol.range), toRange(symbol.selectionRange ?? symbol.range));
    converted.children = /** @type {vscode.DocumentSymbol[]} */ ((symbol.children ?? []).map(convert));
    return converted;
  };
  return result.map(convert);
}

/**
 * LSP's CompletionItemKind (1 Text ... 25 TypeParameter) as VS Code's (0 Text ...).
 * @param {number | undefined} kind
 */
function toCompletionKind(kind) {
  return typeof kind === 'number' && kind >= 1 && kind <= 25 ? kind - 1 : undefined;
}

/**
 * A completion answer: CompletionItem[] or CompletionList.
 * @param {any} result
 * @returns {vscode.CompletionList | undefined}
 */
function toCompletionList(result) {
  if (!result) return undefined;
  const items = Array.isArray(result) ? result : result.items ?? [];
  const list = new vscode.CompletionList(items.map(toCompletionItem), Array.isArray(result) ? false : Boolean(result.isIncomplete));
  return list;
}

/**
 * @param {any} item an LSP CompletionItem
 * @returns {vscode.CompletionItem}
 */
function toCompletionItem(item) {
  const result = new vscode.CompletionItem(String(item.label), toCompletionKind(item.kind));
  if (item.detail) result.detail = item.detail;
  if (item.documentation) result.documentation = toMarkdown(item.documentation)[0];
  if (item.sortText) result.sortText = item.sortText;
  if (item.filterText) result.filterText = item.filterText;
  if (item.preselect) result.preselect = true;
  const snippet = item.insertTextFormat === 2;
  /** @param {string} text */
  const insert = (text) => (snippet ? new vscode.SnippetString(text) : text);
  if (item.textEdit) {
    result.insertText = insert(item.textEdit.newText);
    result.range = item.textEdit.range
      ? toRange(item.textEdit.range)
      : { inserting: toRange(item.textEdit.insert), replacing: toRange(item.textEdit.replace) };
  } else if (typeof item.insertText === 'string') {
    result.insertText = insert(item.insertText);
  }
  if (Array.isArray(item.additionalTextEdits)) {
    result.additionalTextEdits = item.additionalTextEdits.map((/** @type {any} */ edit) => new vscode.TextEdit(toRange(edit.range), edit.newText));
  }
  return result;
}

/**
 * LSP's WorkspaceEdit (`changes` or `documentChanges` of text edits) as VS Code's.
 * @param {any} edit
 * @returns {vscode.WorkspaceEdit}
 */
function toWorkspaceEdit(edit) {
  const result = new vscode.WorkspaceEdit();
  for (const [uri, edits] of Object.entries(edit?.changes ?? {})) {
    for (const change of /** @type {any[]} */ (edits)) result.replace(vscode.Uri.parse(uri), toRange(change.range), change.newText);
  }
  for (const documentEdit of edit?.documentChanges ?? []) {
    if (!documentEdit.textDocument || !Array.isArray(documentEdit.edits)) continue; // file operations: not sent by popsplit
    for (const change of documentEdit.edits) result.replace(vscode.Uri.parse(documentEdit.textDocument.uri), toRange(change.range), change.newText);
  }
  return result;
}

/**
 * Code actions: LSP CodeActions (or bare Commands, which are left out: popsplit sends none).
 * @param {any} result
 * @param {readonly vscode.Diagnostic[]} diagnostics the context's, matched by range and message
 * @returns {vscode.CodeAction[] | undefined}
 */
function toCodeActions(result, diagnostics) {
  if (!Array.isArray(result)) return undefined;
  return result.filter((action) => typeof action.command !== 'string').map((action) => {
    const kind = typeof action.kind === 'string' ? vscode.CodeActionKind.Empty.append(action.kind) : undefined;
    const converted = new vscode.CodeAction(String(action.title), kind);
    if (action.edit) converted.edit = toWorkspaceEdit(action.edit);
    if (action.isPreferred) converted.isPreferred = true;
    if (Array.isArray(action.diagnostics)) {
      converted.diagnostics = action.diagnostics.map((/** @type {any} */ d) => {
        const same = diagnostics.find((ours) => ours.message === d.message && ours.range.start.line === d.range.start.line && ours.range.start.character === d.range.start.character);
        return same ?? toDiagnostic(d);
      });
    }
    return converted;
  });
}

module.exports = {
  toPosition,
  toRange,
  fromPosition,
  fromRange,
  toDiagnostic,
  fromDiagnostic,
  toMarkdown,
  toHover,
  toLocation,
  toDefinition,
  toSymbols,
  toCompletionList,
  toCompletionItem,
  toWorkspaceEdit,
  toCodeActions,
};
