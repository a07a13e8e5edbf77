// @ts-check
'use strict';
/**
 * Interface Builder storyboards as scenes: followed like scene documents, opened in the language
 * server (which reads the format from the name), loaded again as they are typed in, information
 * and error diagnostics placed in the XML, jumps both ways. Their companion documents: read by the
 * server beside the storyboard; open in the editor, sent to the server (no scene of their own), so
 * the storyboard follows their text as it is typed and their mistakes show on them.
 */
const test = require('node:test');
const assert = require('assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { vscode, activate, waitFor, eventually, workspace, extension } = require('./helpers');

const fake = vscode.fake;
const fixture = path.join(__dirname, 'fixtures', 'SplitStaticMaster.storyboard');

/** A fresh directory under the workspace with the storyboard. */
function storyboardCopy() {
  const dir = fs.mkdtempSync(path.join(workspace, 'storyboard-'));
  const file = path.join(dir, 'SplitStaticMaster.storyboard');
  fs.copyFileSync(fixture, file);
  return { dir, file, companion: `${file}.popsplit.json` };
}

/**
 * The scene's text picture, wide enough for the labels.
 * @param {any} entry
 */
async function picture(entry) {
  const result = await entry.session.request('scene/render', { format: 'text', options: { columns: 120, rows: 45 } });
  return String(result.content);
}

test('which files are followed: storyboards and nibs, not their companion documents', () => {
  const doc = (/** @type {string} */ fileName) => ({ fileName, uri: { scheme: 'file' } });
  assert.equal(extension.isSceneDocument(doc('/w/Main.storyboard')), true);
  assert.equal(extension.isSceneDocument(doc('/w/Cell.XIB')), true);
  assert.equal(extension.isSceneDocument(doc('/w/Main.storyboard.popsplit.json')), false);
  assert.equal(extension.isSceneDocument(doc('/w/Cell.xib.popsplit.json')), false);
  assert.equal(extension.isSceneDocument(doc('/w/scene.popsplit.json')), true);
  assert.equal(extension.isSceneDocument(doc('/w/layout.xml')), false);
  assert.equal(extension.companionOwner('/w/Main.storyboard.popsplit.json'), '/w/Main.storyboard');
  assert.equal(extension.companionOwner('/w/scene.popsplit.json'), null);
  assert.equal(extension.isCompanionName('/w/Main.storyboard.popsplit.json'), true);
  assert.equal(extension.isCompanionName('/w/Cell.xib.popsplit.json'), true);
  assert.equal(extension.isCompanionName('/w/scene.popsplit.json'), false);
  assert.equal(extension.isCompanionName('/w/Main.storyboard'), false);
});

test('package.json: storyboards and nibs are XML; activation for them, not for every XML file', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8'));
  assert.ok(manifest.activationEvents.includes('workspaceContains:**/*.storyboard'));
  assert.ok(manifest.activationEvents.includes('workspaceContains:**/*.xib'));
  assert.ok(!manifest.activationEvents.includes('onLanguage:xml'), 'not every XML file');
  const xml = manifest.contributes.languages.find((/** @type {any} */ l) => l.id === 'xml');
  assert.deepEqual(xml.extensions, ['.storyboard', '.xib']);
  for (const clause of [manifest.contributes.menus['editor/title'][0].when, manifest.contributes.keybindings[0].when]) {
    const patterns = [...clause.matchAll(/resource(?:Filename|Path) =~ \/(.*?)\/(i?)(?= \|\||\)|$)/g)].map((m) => new RegExp(m[1], m[2]));
    const shown = (/** @type {string} */ name) => patterns.some((p) => p.test(name));
    assert.ok(shown('/w/Main.storyboard') && shown('/w/Cell.xib') && shown('/w/scene.popsplit.json'), clause);
    assert.ok(!shown('/w/Main.storyboard.popsplit.json') && !shown('/w/layout.xml'), clause);
  }
});

test('a storyboard opens as a scene; edits reload it; diagnostics in the XML; jumps; its companion opened is not a scene', async (t) => {
  const { controller, dispose } = activate();
  const { dir, file, companion } = storyboardCopy();
  t.after(async () => {
    await dispose();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const { document, editor } = fake.openDocument(file);
  const entry = controller.entries.get(document.uri.toString());
  assert.ok(entry, 'the extension follows the storyboard');
  await waitFor(() => entry.session.opened, 'the storyboard to open in the language server');
  assert.equal(entry.session.sceneId, 'SplitStaticMaster');
  assert.equal(entry.session.sent[0].kind, 'open');
  assert.match(await picture(entry), /^landscapeRight 1024x768/);
  assert.match(await picture(entry), /Detail view content goes here/);

  // Information diagnostics, placed in the XML.
  const collection = fake.state.collections[0];
  const diagnostics = await waitFor(() => (collection.get(document.uri)?.length ? collection.get(document.uri) : undefined), 'the diagnostics');
  assert.ok(diagnostics.every((/** @type {any} */ d) => d.severity === vscode.DiagnosticSeverity.Information), 'information, every one');
  const lines = document.getText().split('\n');
  const map = diagnostics.find((/** @type {any} */ d) => /mapView/.test(d.message));
  assert.ok(map, 'the diagnostic about the map view');
  assert.equal(map.range.start.line, lines.findIndex((l) => l.includes('<mapView ')));

  // Typing in the XML: the scene follows.
  const layoutVersion = entry.session.layoutVersion;
  const at = document.getText().indexOf('Detail view content goes here');
  fake.edit(document, at, 'Detail view content goes here'.length, 'Hello from VS Code');
  await waitFor(() => entry.session.acceptedVersion === document.version, 'the reload');
  assert.ok(entry.session.layoutVersion > layoutVersion, 'a new layout');
  assert.match(await picture(entry), /Hello from VS Code/);
  assert.equal(entry.session.sent.at(-1)?.kind, 'change');

  // An unclosed element: an error at the end tag that does not match; the scene keeps its last good state.
  const labelLine = document.getText().split('\n').findIndex((l) => l.includes('id="dl1-aa-bbb"'));
  const endTag = document.getText().indexOf('</label>', document.getText().indexOf('id="dl1-aa-bbb"'));
  fake.edit(document, endTag, '</label>'.length, '');
  const errors = await waitFor(() => {
    const found = (collection.get(document.uri) ?? []).filter((/** @type {any} */ d) => d.severity === vscode.DiagnosticSeverity.Error);
    return found.length ? found : undefined;
  }, 'an error');
  assert.equal(errors.length, 1);
  assert.match(errors[0].message, /malformed XML/);
  assert.match(errors[0].message, new RegExp(`label line ${labelLine + 1}\\b`));
  const afterLabel = document.getText().split('\n').findIndex((l, i) => i > labelLine && l.includes('</subviews>'));
  assert.equal(errors[0].range.start.line, afterLabel, 'at </subviews>');
  assert.equal(errors[0].code, 'syntax');
  assert.equal(entry.session.refused, true);
  fake.edit(document, endTag, 0, '</label>');
  await waitFor(() => !entry.session.refused && entry.session.acceptedVersion === document.version, 'the fix accepted');
  assert.ok(!(collection.get(document.uri) ?? []).some((/** @type {any} */ d) => d.severity === vscode.DiagnosticSeverity.Error));

  // Cursor -> node (the preview open): the label, a controller by its storyboardIdentifier.
  await vscode.commands.executeCommand('popsplit.openPreview');
  const text = () => document.getText().split('\n');
  const labelAt = text().findIndex((l) => l.includes('id="dl1-aa-bbb"'));
  editor.selection = new vscode.Selection(new vscode.Position(labelAt, 40), new vscode.Position(labelAt, 40));
  await waitFor(() => entry.highlighted === 'dl1-aa-bbb', 'the label under the cursor');
  const detailAt = text().findIndex((l) => l.includes('storyboardIdentifier="detail"'));
  editor.selection = new vscode.Selection(new vscode.Position(detailAt, 20), new vscode.Position(detailAt, 20));
  await waitFor(() => entry.highlighted === 'detail', 'the controller under the cursor');
  // Node -> source: the page asks to reveal the label; the cursor goes to its element.
  editor.selection = new vscode.Selection(new vscode.Position(0, 0), new vscode.Position(0, 0));
  controller.onNotification('popsplit/sceneNotification', { textDocument: { uri: entry.session.uri }, method: 'preview/reveal', params: { scene: entry.session.sceneId, node: 'dl1-aa-bbb' } });
  await waitFor(() => editor.selection.start.line === labelAt, 'the cursor on the <label> element');
  assert.equal(editor.selection.start.character, document.lineAt(labelAt).text.indexOf('<label'));

  // The companion document is no scene of its own.
  const { document: companionDocument } = fake.openDocument(companion, '{"popsplit": 1,\n "amend": [{"id": "dl1-aa-bbb", "title": "Title from the companion"}]}\n');
  assert.equal(controller.entries.get(companionDocument.uri.toString()), undefined, 'the companion is not a scene of its own');
  assert.ok(controller.companions.get(companionDocument.uri.toString()), 'it goes to the language server');
  await eventually(async () => /Title from the companion/.test(await picture(entry)), "the companion's title in the storyboard's scene");
});

test("a storyboard loads with its companion beside it; the companion open in the editor: its edits reload the storyboard, its mistakes show on it", async (t) => {
  const { controller, dispose } = activate();
  const dir = fs.mkdtempSync(path.join(workspace, 'companion-'));
  t.after(async () => {
    await dispose();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  // MasterDetail.storyboard (examples/storyboards) and its companion, which says the split's
  // delegate implements willHide: in portrait the split shows its master button.
  const file = path.join(dir, 'MasterDetail.storyboard');
  const companion = `${file}.popsplit.json`;
  fs.copyFileSync(path.join(__dirname, 'fixtures', 'MasterDetail.storyboard'), file);
  fs.copyFileSync(path.join(__dirname, 'fixtures', 'MasterDetail.storyboard.popsplit.json'), companion);
  const { document } = fake.openDocument(file);
  const entry = controller.entries.get(document.uri.toString());
  assert.ok(entry, 'the extension follows the storyboard');
  await waitFor(() => entry.session.opened, 'the storyboard to open in the language server');
  await entry.session.request('device/rotate', { orientation: 'portrait' });
  const masterButton = async () => {
    const layout = await entry.session.request('scene/layout');
    return layout.orientation === 'portrait' && layout.nodes.some((/** @type {any} */ n) => n.id === 'Spl-md-A01.masterButton');
  };
  assert.ok(await masterButton(), "the split's master button in portrait: the companion beside the storyboard applies");
  const collection = fake.state.collections[0];
  const diagnostics = await waitFor(() => (collection.get(document.uri)?.length ? collection.get(document.uri) : undefined), "the storyboard's diagnostics");
  const defaulted = () => (collection.get(document.uri) ?? []).find((/** @type {any} */ d) => d.code === 'defaulted' && d.message.includes('Spl-md-A01'));
  assert.ok(diagnostics.length && !defaulted(), 'no defaulted diagnostic about the delegate: the companion says what it does');

  // The companion opened in the editor: sent to the server, no scene of its own.
  const { document: companionDocument } = fake.openDocument(companion);
  assert.equal(controller.entries.get(companionDocument.uri.toString()), undefined, 'no scene of its own');
  const sync = controller.companions.get(companionDocument.uri.toString())?.sync;
  assert.ok(sync, 'the companion goes to the language server');
  assert.equal(sync.sent[0]?.kind, 'open');
  // A scene command in the companion's editor acts on its storyboard's scene.
  const panel = await vscode.commands.executeCommand('popsplit.openPreview');
  assert.ok(panel && panel === entry.preview, "the storyboard's preview");
  assert.equal(controller.entries.size, 1, 'still one scene');

  // Its text, not the file's: the delegate no longer hides the master, no button.
  const willHide = '"implementsWillHide": true';
  const at = companionDocument.getText().indexOf(willHide);
  fake.edit(companionDocument, at, willHide.length, '"implementsWillHide": false');
  await eventually(async () => !(await masterButton()), 'the master button gone');
  assert.equal(sync.sent.at(-1)?.kind, 'change');
  fake.edit(companionDocument, at, '"implementsWillHide": false'.length, willHide);
  await eventually(masterButton, 'the master button back');

  // A mistake in the companion: shown on the companion, not on the storyboard; fixed, it clears.
  const errorsOf = (/** @type {any} */ uri) => (collection.get(uri) ?? []).filter((/** @type {any} */ d) => d.severity === vscode.DiagnosticSeverity.Error);
  const amend = companionDocument.getText().indexOf('"amend"');
  fake.edit(companionDocument, amend, '"amend"'.length, '"amendd"');
  const [error] = await waitFor(() => (errorsOf(companionDocument.uri).length ? errorsOf(companionDocument.uri) : undefined), 'the error on the companion');
  assert.match(error.message, /^companion document: unknown key "amendd"/);
  assert.equal(error.range.start.line, companionDocument.positionAt(amend).line, 'at the misspelt key');
  assert.equal(errorsOf(document.uri).length, 0, 'no error on the storyboard');
  assert.ok(await masterButton(), 'the storyboard keeps its last good scene');
  fake.edit(companionDocument, amend, '"amendd"'.length, '"amend"');
  await waitFor(() => errorsOf(companionDocument.uri).length === 0, 'the error gone');
  await eventually(masterButton, "the split's master button");
  assert.ok(!defaulted(), 'no defaulted diagnostic about the delegate');

  // A new language server (the restart command) has the companion's text too.
  fake.edit(companionDocument, at, willHide.length, '"implementsWillHide": false');
  await eventually(async () => !(await masterButton()), 'the master button gone');
  const firstGeneration = entry.session.generation;
  await vscode.commands.executeCommand('popsplit.restart');
  await waitFor(() => controller.server.state === 'running' && entry.session.opened && entry.session.generation > firstGeneration && !entry.session.restorePending, 'the restart and the reopen');
  assert.equal(sync.openedIn, controller.server.generation, 'the companion opened in the new server');
  assert.equal(sync.sent.filter((m) => m.kind === 'open').length, 2);
  // Portrait (restored when the extension had a snapshot of it, else rotated now).
  await entry.session.request('device/rotate', { orientation: 'portrait' });
  const layout = await entry.session.request('scene/layout');
  assert.equal(layout.orientation, 'portrait');
  assert.ok(layout.nodes.some((/** @type {any} */ n) => n.id === 'Spl-md-A01'), 'the split');
  assert.ok(!layout.nodes.some((/** @type {any} */ n) => n.id === 'Spl-md-A01.masterButton'), "the editor's companion, not the file's");

  // Closed unsaved: the file beside the storyboard applies again.
  fake.closeDocument(companionDocument);
  assert.equal(sync.sent.at(-1)?.kind, 'close');
  assert.equal(controller.companions.size, 0);
  await eventually(masterButton, "the file's companion again: the master button back");
});

test('a companion opened before its storyboard: no server for it alone; the storyboard loads with its text', async (t) => {
  const { controller, dispose } = activate();
  const dir = fs.mkdtempSync(path.join(workspace, 'companion-first-'));
  t.after(async () => {
    await dispose();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const file = path.join(dir, 'MasterDetail.storyboard');
  const companion = `${file}.popsplit.json`;
  fs.copyFileSync(path.join(__dirname, 'fixtures', 'MasterDetail.storyboard'), file);
  fs.copyFileSync(path.join(__dirname, 'fixtures', 'MasterDetail.storyboard.popsplit.json'), companion);
  // The editor's text: the delegate does not hide the master (the file says it does).
  const text = fs.readFileSync(companion, 'utf8').replace('"implementsWillHide": true', '"implementsWillHide": false');
  const { document: companionDocument } = fake.openDocument(companion, text);
  const sync = controller.companions.get(companionDocument.uri.toString())?.sync;
  assert.ok(sync, 'followed as a companion');
  assert.equal(controller.server.state, 'stopped', 'a companion alone starts no server');
  assert.equal(controller.entries.size, 0);
  const { document } = fake.openDocument(file);
  const entry = controller.entries.get(document.uri.toString());
  await waitFor(() => entry?.session.opened, 'the storyboard to open in the language server');
  assert.equal(sync.openedIn, controller.server.generation, 'the companion opened in the server it started');
  await entry.session.request('device/rotate', { orientation: 'portrait' });
  const layout = await entry.session.request('scene/layout');
  assert.equal(layout.orientation, 'portrait');
  assert.ok(layout.nodes.some((/** @type {any} */ n) => n.id === 'Spl-md-A01'), 'the split');
  assert.ok(!layout.nodes.some((/** @type {any} */ n) => n.id === 'Spl-md-A01.masterButton'), "the editor's companion, not the file's");
});

test('a nib is read as XML: JSON under its name is refused as XML; the server tells a storyboard by its root', async (t) => {
  const { controller, dispose } = activate();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'popsplit-xib-'));
  t.after(async () => {
    await dispose();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  // Read by its content the server would take this text as a scene document (it starts with `{`).
  const { document } = fake.openDocument(path.join(dir, 'Detail.xib'), '{"popsplit": 1, "root": {"id": "main", "title": "Main"}}\n');
  const entry = controller.entries.get(document.uri.toString());
  assert.ok(entry, 'the extension follows the nib');
  const collection = fake.state.collections[0];
  const [error] = await waitFor(() => (collection.get(document.uri)?.length ? collection.get(document.uri) : undefined), 'the refusal');
  assert.match(error.message, /malformed XML/);
  assert.equal(entry.session.opened, false);
  // XML now: the storyboard's text, under the nib's name.
  fake.edit(document, 0, document.getText().length, fs.readFileSync(fixture, 'utf8'));
  await waitFor(() => entry.session.opened, 'the scene to open');
  assert.equal(entry.session.sceneId, 'Detail');
  assert.match(await picture(entry), /Detail view content goes here/);
});
