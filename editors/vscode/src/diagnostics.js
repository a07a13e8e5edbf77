// @ts-check
'use strict';
/**
 * The daemon's diagnostics (protocol.md section 8.11) as VS Code's. With the `utf-16` position
 * encoding asked for at `initialize`, every diagnostic carries LSP's shape (`range`, numeric
 * `severity`, `code`, `source`), used as it is. A daemon without it gives only a 1-based line and a
 * column in code points: the range is then that one character, its column converted to UTF-16.
 */

/**
 * @typedef {{line: number, character: number}} LspPosition
 * @typedef {{start: LspPosition, end: LspPosition}} LspRange
 * @typedef {object} DaemonDiagnostic
 * @property {'error' | 'warning' | number} severity
 * @property {string} [kind]
 * @property {number | null} [line]
 * @property {number | null} [column]
 * @property {string} [path]
 * @property {string} message
 * @property {LspRange} [range]
 * @property {string} [code]
 * @property {string} [source]
 */

/**
 * The zero-based UTF-16 range of a diagnostic in the text it was found in.
 * @param {DaemonDiagnostic} diagnostic
 * @param {(line: number) => string | undefined} lineText the text of a zero-based line
 * @returns {LspRange}
 */
function rangeOf(diagnostic, lineText) {
  if (diagnostic.range) return diagnostic.range;
  if (typeof diagnostic.line !== 'number') {
    return { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
  }
  const line = diagnostic.line - 1;
  const text = lineText(line) ?? '';
  const codePoints = Array.from(text);
  const column = Math.max(0, (diagnostic.column ?? 1) - 1);
  const character = codePoints.slice(0, column).join('').length;
  const width = codePoints[column] ? codePoints[column].length : 0;
  return { start: { line, character }, end: { line, character: character + width } };
}

/**
 * @param {DaemonDiagnostic} diagnostic
 * @returns {'error' | 'warning' | 'information'}
 */
function severityOf(diagnostic) {
  if (typeof diagnostic.severity === 'number') {
    return diagnostic.severity === 1 ? 'error' : diagnostic.severity === 2 ? 'warning' : 'information';
  }
  return diagnostic.severity === 'error' ? 'error' : diagnostic.severity === 'warning' ? 'warning' : 'information';
}

/**
 * Whether a diagnostic is about a storyboard's companion document (its place is in the companion's
 * text).
 * @param {DaemonDiagnostic} diagnostic
 */
function isCompanionProblem(diagnostic) {
  return typeof diagnostic.message === 'string' && diagnostic.message.startsWith('companion document:');
}

/**
 * VS Code diagnostics for a document.
 * @param {typeof import('vscode')} vscode
 * @param {DaemonDiagnostic[]} diagnostics
 * @param {{lineCount: number, lineAt: (line: number) => {text: string}}} document
 */
function toVscodeDiagnostics(vscode, diagnostics, document) {
  /** @param {number} line */
  const lineText = (line) => (line >= 0 && line < document.lineCount ? document.lineAt(line).text : undefined);
  return diagnostics.map((diagnostic) => {
    let range = rangeOf(diagnostic, lineText);
    let message = diagnostic.message;
    if (isCompanionProblem(diagnostic)) {
      // Placed in the companion document's text, not this one's: said in the message, shown at the start.
      const line = diagnostic.range ? diagnostic.range.start.line + 1 : diagnostic.line;
      if (typeof line === 'number') message = `${message} (companion line ${line})`;
      range = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
    }
    const severity = severityOf(diagnostic);
    const result = new vscode.Diagnostic(
      new vscode.Range(range.start.line, range.start.character, range.end.line, range.end.character),
      diagnostic.path && diagnostic.path !== '$' ? `${message} (${diagnostic.path})` : message,
      severity === 'error'
        ? vscode.DiagnosticSeverity.Error
        : severity === 'warning'
          ? vscode.DiagnosticSeverity.Warning
          : vscode.DiagnosticSeverity.Information,
    );
    result.code = diagnostic.code ?? diagnostic.kind;
    result.source = diagnostic.source ?? 'popsplit';
    return result;
  });
}

module.exports = { rangeOf, severityOf, isCompanionProblem, toVscodeDiagnostics };
