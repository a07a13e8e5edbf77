// @ts-check
'use strict';
/**
 * VS Code's language features for scene documents, each forwarded to the language server:
 * hover, definition, references, document symbols, completion (with the server's trigger
 * characters) and quick fixes. Registered once the server has said what it offers
 * (`initialize`'s capabilities), again after each start. A document the extension does not follow
 * (JSON that is no scene document) gets nothing from them: the selector names JSON and XML, the
 * providers answer only for followed documents.
 */

const vscode = require('vscode');
const convert = require('./convert');

/** JSON and XML documents on disk or not yet saved; which of them are scenes is decided by content. */
const SELECTOR = ['file', 'untitled'].flatMap((scheme) => ['json', 'jsonc', 'xml'].map((language) => ({ scheme, language })));

/**
 * @typedef {object} ProviderHost
 * @property {(uri: vscode.Uri) => import('./extension').DocumentEntry | undefined} followed
 * @property {(line: string) => void} log
 */

/**
 * Runs an LSP request for a followed document; undefined for others, or when it fails (logged).
 * @template T
 * @param {ProviderHost} host
 * @param {vscode.TextDocument} document
 * @param {string} method
 * @param {object} params
 * @param {vscode.CancellationToken} token
 * @param {(result: any) => T} read
 * @returns {Promise<T | undefined>}
 */
async function forward(host, document, method, params, token, read) {
  const entry = host.followed(document.uri);
  if (!entry) return undefined;
  try {
    return read(await entry.session.lspRequest(method, params, token));
  } catch (error) {
    if (!token.isCancellationRequested) host.log(`${method}: ${error instanceof Error ? error.message : error}`);
    return undefined;
  }
}

/**
 * Registers the providers the server's capabilities offer; returns their disposables.
 * @param {ProviderHost} host
 * @param {any} capabilities `initialize`'s answer's
 * @returns {vscode.Disposable[]}
 */
function registerProviders(host, capabilities) {
  /** @type {vscode.Disposable[]} */
  const registered = [];
  const at = (/** @type {vscode.Position} */ position) => ({ position: convert.fromPosition(position) });
  if (capabilities?.hoverProvider) {
    registered.push(vscode.languages.registerHoverProvider(SELECTOR, {
      provideHover: (document, position, token) => forward(host, document, 'textDocument/hover', at(position), token, convert.toHover),
    }));
  }
  if (capabilities?.definitionProvider) {
    registered.push(vscode.languages.registerDefinitionProvider(SELECTOR, {
      provideDefinition: (document, position, token) => forward(host, document, 'textDocument/definition', at(position), token, convert.toDefinition),
    }));
  }
  if (capabilities?.referencesProvider) {
    registered.push(vscode.languages.registerReferenceProvider(SELECTOR, {
      provideReferences: (document, position, context, token) =>
        forward(host, document, 'textDocument/references', { ...at(position), context: { includeDeclaration: context.includeDeclaration } }, token,
          (result) => (Array.isArray(result) ? result.map(convert.toLocation) : undefined)),
    }));
  }
  if (capabilities?.documentSymbolProvider) {
    registered.push(vscode.languages.registerDocumentSymbolProvider(SELECTOR, {
      provideDocumentSymbols: (document, token) => forward(host, document, 'textDocument/documentSymbol', {}, token, convert.toSymbols),
    }, { label: 'popsplit' }));
  }
  if (capabilities?.completionProvider) {
    const triggers = Array.isArray(capabilities.completionProvider.triggerCharacters) ? capabilities.completionProvider.triggerCharacters : [];
    registered.push(vscode.languages.registerCompletionItemProvider(SELECTOR, {
      provideCompletionItems: (document, position, token, context) => {
        /** @type {any} LSP's CompletionContext: 1 invoked, 2 a trigger character, 3 incomplete */
        const lspContext = { triggerKind: context.triggerKind + 1 };
        if (context.triggerCharacter !== undefined) lspContext.triggerCharacter = context.triggerCharacter;
        return forward(host, document, 'textDocument/completion', { ...at(position), context: lspContext }, token, convert.toCompletionList);
      },
    }, ...triggers));
  }
  if (capabilities?.codeActionProvider) {
    registered.push(vscode.languages.registerCodeActionsProvider(SELECTOR, {
      provideCodeActions: (document, range, context, token) => {
        /** @type {any} */
        const lspContext = { diagnostics: context.diagnostics.map(convert.fromDiagnostic), triggerKind: context.triggerKind };
        if (context.only) lspContext.only = [context.only.value];
        return forward(host, document, 'textDocument/codeAction', { range: convert.fromRange(range), context: lspContext }, token,
          (result) => convert.toCodeActions(result, context.diagnostics));
      },
    }, { providedCodeActionKinds: [vscode.CodeActionKind.QuickFix] }));
  }
  return registered;
}

module.exports = { registerProviders, SELECTOR };
