// @ts-check
'use strict';
/**
 * The language features, asked as VS Code asks them (its `vscode.execute...Provider` commands run
 * the providers the extension registered), answered by the language server: hover, definition,
 * references, document symbols, completion (also on the server's trigger characters), quick
 * fixes applied to the buffer. JSON that is no scene document gets nothing from them.
 */
const test = require('node:test');
const assert = require('assert/strict');
const os = require('os');
const path = require('path');
const { vscode, activate, waitFor, openExample } = require('./helpers');

const fake = vscode.fake;

/**
 * The position just inside the first occurrence of `needle` (after `skip` characters of it).
 * @param {any} document
 * @param {string} needle
 * @param {number} [skip]
 */
function positionOf(document, needle, skip = 1) {
  const offset = document.getText().indexOf(needle);
  assert.ok(offset >= 0, `${needle} is in the document`);
  return document.positionAt(offset + skip);
}

test('the providers are registered from the server\'s capabilities, completion with its trigger characters', async (t) => {
  const { controller, dispose } = activate();
  t.after(dispose);
  await openExample(controller, 'popover-delegate.json');
  const kinds = fake.state.providers.map((p) => p.kind).sort();
  assert.deepEqual(kinds, ['codeAction', 'completion', 'definition', 'documentSymbol', 'hover', 'references']);
  const completion = fake.state.providers.find((p) => p.kind === 'completion');
  assert.deepEqual(completion?.metadata, controller.server.serverCapabilities.completionProvider.triggerCharacters);
  assert.ok(completion?.metadata.includes('"'), 'the server\'s trigger characters');
  const codeAction = fake.state.providers.find((p) => p.kind === 'codeAction');
  assert.equal(codeAction?.metadata[0].providedCodeActionKinds[0].value, 'quickfix');
});

test('hover, definition, references and document symbols answer through the providers', async (t) => {
  const { controller, dispose } = activate();
  t.after(dispose);
  const { document } = await openExample(controller, 'popover-delegate.json');
  const uri = document.uri;

  // Hover on a declared id: what it is and where the layout shows it.
  const hovers = await vscode.commands.executeCommand('vscode.executeHoverProvider', uri, positionOf(document, '"id": "brushButton"', 9));
  assert.equal(hovers.length, 1);
  const text = hovers[0].contents.map((/** @type {any} */ c) => c.value).join('\n');
  assert.match(text, /brushButton/);
  assert.match(text, /frame in portrait: \[/);
  assert.ok(hovers[0].range instanceof vscode.Range || hovers[0].range === undefined);

  // Definition: from a use of the popover's id to its declaration.
  const use = document.getText().indexOf('"brushPopover"', document.getText().indexOf('"presentPopover"'));
  assert.ok(use > 0, 'the document presents brushPopover from an action');
  const definitions = await vscode.commands.executeCommand('vscode.executeDefinitionProvider', uri, document.positionAt(use + 2));
  assert.equal(definitions.length, 1);
  const declaration = positionOf(document, '"id": "brushPopover"', 0);
  const target = definitions[0].targetRange ?? definitions[0].range;
  assert.equal((definitions[0].targetUri ?? definitions[0].uri).toString(), uri.toString());
  assert.equal(target.start.line, declaration.line, 'the declaration\'s line');

  // References: the declaration and every use.
  const references = await vscode.commands.executeCommand('vscode.executeReferenceProvider', uri, document.positionAt(use + 2));
  const uses = document.getText().split('"brushPopover"').length - 1;
  assert.equal(references.length, uses, `every "brushPopover" in the text (${uses})`);
  assert.ok(references.every((/** @type {any} */ r) => r instanceof vscode.Location && r.uri.toString() === uri.toString()));

  // Document symbols: the controller tree, nested, with VS Code's kinds.
  const symbols = await vscode.commands.executeCommand('vscode.executeDocumentSymbolProvider', uri);
  const sketch = symbols.find((/** @type {any} */ s) => s.name === 'sketch');
  assert.ok(sketch instanceof vscode.DocumentSymbol, 'the root controller');
  assert.equal(sketch.kind, vscode.SymbolKind.Class);
  /** @param {any[]} list @returns {string[]} */
  const names = (list) => list.flatMap((s) => [s.name, ...names(s.children ?? [])]);
  assert.ok(names(symbols).includes('brushButton'), names(symbols).join(', '));
  const popover = symbols.find((/** @type {any} */ s) => s.name === 'brushPopover');
  assert.equal(popover?.kind, vscode.SymbolKind.Interface, 'a popover controller');
  assert.equal(popover.selectionRange.start.line, declaration.line);
});

test('completion: keys and values from the server, on its trigger characters too', async (t) => {
  const { controller, dispose } = activate();
  t.after(dispose);
  const { document } = await openExample(controller, 'popover-delegate.json');
  // A new key begun in the root controller (`"`, a trigger character, just typed).
  const at = document.getText().indexOf('"title": "Sketch"');
  fake.edit(document, at, 0, '"": null, ');
  const list = await vscode.commands.executeCommand('vscode.executeCompletionItemProvider', document.uri, document.positionAt(at + 1), '"');
  assert.ok(list instanceof vscode.CompletionList);
  const labels = list.items.map((/** @type {any} */ i) => i.label);
  assert.ok(labels.length > 0, 'items for a key');
  assert.ok(!labels.includes('title'), `the object has a title already: ${labels.join(', ')}`);
  const item = list.items[0];
  assert.ok(item instanceof vscode.CompletionItem);
  assert.equal(typeof item.kind, 'number');
  // Inside the string begun, the item replaces what was typed of it: its range starts at the quote's end.
  assert.ok(item.range instanceof vscode.Range, 'a text edit\'s range');
  assert.equal(item.range.start.character, document.positionAt(at + 1).character);
  assert.equal(typeof item.insertText, 'string');
  fake.edit(document, at, '"": null, '.length, '');

  // A value: the orientations the document's `orientation` takes, asked for without a trigger.
  const orientationAt = document.getText().indexOf('"popsplit": 1') + '"popsplit": 1'.length;
  fake.edit(document, orientationAt, 0, ', "orientation": ""');
  const inside = orientationAt + ', "orientation": "'.length;
  const values = await vscode.commands.executeCommand('vscode.executeCompletionItemProvider', document.uri, document.positionAt(inside));
  const orientations = values.items.map((/** @type {any} */ i) => i.label.replace(/"/g, ''));
  for (const orientation of ['portrait', 'landscapeLeft']) assert.ok(orientations.includes(orientation), orientations.join(', '));
});

test('a quick fix from the server: applied to the buffer, the diagnostic goes', async (t) => {
  const { controller, dispose } = activate();
  t.after(dispose);
  const { document } = await openExample(controller, 'popover-delegate.json');
  const collection = fake.state.collections[0];
  const at = document.getText().indexOf('"title": "Sketch"') + 1;
  fake.edit(document, at, 'title'.length, 'titel');
  const [diagnostic] = await waitFor(() => (collection.get(document.uri)?.length ? collection.get(document.uri) : undefined), 'the diagnostic');
  assert.match(diagnostic.message, /titel/);
  const actions = await vscode.commands.executeCommand('vscode.executeCodeActionProvider', document.uri, diagnostic.range);
  assert.equal(actions.length, 1, 'one quick fix');
  const [action] = actions;
  assert.ok(action instanceof vscode.CodeAction);
  assert.equal(action.kind?.value, 'quickfix');
  assert.match(action.title, /title/);
  assert.equal(action.diagnostics?.[0], diagnostic, 'the fix names the diagnostic it fixes');
  const edits = action.edit.get(document.uri);
  assert.equal(edits.length, 1);
  // Applied as VS Code applies a workspace edit: the buffer changes, the change goes to the server.
  const edit = edits[0];
  const start = document.offsetAt(edit.range.start);
  fake.edit(document, start, document.offsetAt(edit.range.end) - start, edit.newText);
  assert.match(document.getText(), /"title": "Sketch"/);
  await waitFor(() => collection.get(document.uri)?.length === 0, 'the diagnostic to go once fixed');
});

test('JSON that is no scene document gets nothing from the providers', async (t) => {
  const { controller, dispose } = activate();
  t.after(dispose);
  await openExample(controller, 'tabs.json');
  const { document } = fake.openDocument(path.join(os.tmpdir(), 'settings.json'), '{"id": "x", "editor.fontSize": 12}');
  assert.equal(controller.entries.get(document.uri.toString()), undefined);
  assert.deepEqual(await vscode.commands.executeCommand('vscode.executeHoverProvider', document.uri, new vscode.Position(0, 9)), []);
  assert.deepEqual(await vscode.commands.executeCommand('vscode.executeDocumentSymbolProvider', document.uri), []);
  assert.equal((await vscode.commands.executeCommand('vscode.executeCompletionItemProvider', document.uri, new vscode.Position(0, 1))).items.length, 0);
});
