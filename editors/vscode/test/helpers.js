// @ts-check
'use strict';
/**
 * Test support: injects the fake `vscode` module (a require hook), activates the real extension
 * against the real language server (`popsplit lsp` of `$POPSPLIT`, relative to the current
 * directory; default the repository's `.build/debug/popsplit` when the extension sits in it), and
 * waits for conditions.
 *
 * Everything the tests read is inside the extension folder (test/fixtures), so they run in a copy
 * of editors/vscode alone: the scenes are copied into a temporary workspace folder, the server's
 * workspace root.
 */

const Module = require('module');
const path = require('path');
const fs = require('fs');
const os = require('os');
const assert = require('assert/strict');
const vscode = require('./fake-vscode');

const moduleAny = /** @type {any} */ (Module);
const originalLoad = moduleAny._load;
moduleAny._load = function (/** @type {string} */ request, /** @type {any} */ parent, /** @type {boolean} */ isMain) {
  if (request === 'vscode') return vscode;
  return originalLoad.call(this, request, parent, isMain);
};

/** The repository around the extension (benchmarks and screenshots use its examples; tests do not). */
const repo = path.resolve(__dirname, '..', '..', '..');
const extensionDir = path.resolve(__dirname, '..');
const popsplit = process.env.POPSPLIT ? path.resolve(process.env.POPSPLIT) : path.join(repo, '.build', 'debug', 'popsplit');
if (!fs.existsSync(popsplit)) {
  throw new Error(`no popsplit binary at ${popsplit}: set POPSPLIT to popsplit (swift build --product popsplit)`);
}
/** The tests' workspace folder: a fresh temporary directory with the fixtures' scenes in `scenes/`. */
const workspace = fs.mkdtempSync(path.join(os.tmpdir(), 'popsplit-vscode-workspace-'));
const examples = path.join(workspace, 'scenes');
fs.cpSync(path.join(__dirname, 'fixtures', 'scenes'), examples, { recursive: true });
process.on('exit', () => fs.rmSync(workspace, { recursive: true, force: true }));

const extension = require('../src/extension');

/**
 * Activates the extension with fresh fake state and the given settings.
 * @param {Record<string, any>} [settings] by full key
 */
function activate(settings = {}) {
  vscode.fake.reset();
  vscode.fake.state.settings = { 'popsplit.path': popsplit, 'popsplit.delegateAnswers': 'always yes', ...settings };
  vscode.fake.state.workspaceFolders = [{ uri: vscode.Uri.file(workspace).toString() }];
  const context = { subscriptions: /** @type {{dispose(): any}[]} */ ([]), extensionUri: vscode.Uri.file(extensionDir), extensionPath: extensionDir };
  const controller = extension.activate(/** @type {any} */ (context));
  return {
    controller,
    context,
    async dispose() {
      await extension.deactivate();
      for (const subscription of context.subscriptions) subscription.dispose();
    },
  };
}

/**
 * Waits until `condition()` is truthy (polled every 10 ms); fails after `timeoutMs`.
 * @template T
 * @param {() => T} condition
 * @param {string} what
 * @param {number} [timeoutMs]
 * @returns {Promise<T>}
 */
async function waitFor(condition, what, timeoutMs = 10000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = condition();
    if (value) return value;
    if (Date.now() > deadline) assert.fail(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Waits until the promise `condition()` returns is truthy (polled every 50 ms; a rejection counts
 * as not yet); fails after `timeoutMs`.
 * @template T
 * @param {() => Promise<T>} condition
 * @param {string} what
 * @param {number} [timeoutMs]
 * @returns {Promise<T>}
 */
async function eventually(condition, what, timeoutMs = 10000) {
  const deadline = Date.now() + timeoutMs;
  /** @type {unknown} */
  let lastError = null;
  for (;;) {
    // A page between two loads may throw: that is "not yet".
    const value = await condition().catch((error) => {
      lastError = error;
      return undefined;
    });
    if (value) return value;
    if (Date.now() > deadline) assert.fail(`timed out after ${timeoutMs} ms waiting for ${what}${lastError ? ` (last error: ${lastError})` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Opens an example scene (a copy of its text in a buffer named like the file) and waits for its
 * scene to open in the language server.
 * @param {ReturnType<typeof activate>['controller']} controller
 * @param {string} name e.g. `popover-delegate.json`
 * @param {string} [text]
 */
async function openExample(controller, name, text) {
  const file = path.join(examples, name);
  const { document, editor } = vscode.fake.openDocument(file, text);
  const entry = controller.entries.get(document.uri.toString());
  assert.ok(entry, `the extension follows ${name}`);
  await waitFor(() => entry.session.opened, `${name} to open in the language server`);
  return { document, editor, entry };
}

module.exports = { vscode, repo, workspace, extensionDir, popsplit, examples, activate, waitFor, eventually, openExample, extension };
