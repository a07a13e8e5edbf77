// @ts-check
'use strict';
/**
 * Interface Builder storyboards as scenes: followed like scene documents (their companion documents
 * not), opened in the language server (which reads the format from the name), loaded again as
 * they are typed in, information and error diagnostics placed in the XML, jumps both ways.
 */
const test = require('node:test');
const assert = require('assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { vscode, activate, waitFor, workspace, extension } = require('./helpers');

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

test('a storyboard opens as a scene; edits reload it; diagnostics in the XML; jumps; its companion is not a scene', async (t) => {
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
