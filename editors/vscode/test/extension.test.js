// @ts-check
'use strict';
const test = require('node:test');
const assert = require('assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { vscode, activate, waitFor, openExample, examples } = require('./helpers');

const fake = vscode.fake;

test('an example opens: the language server runs, the events stream to the output channel, no problems', async (t) => {
  const { controller, dispose } = activate();
  t.after(dispose);
  const { entry, document } = await openExample(controller, 'popover-delegate.json');
  assert.equal(controller.server.state, 'running');
  assert.equal(entry.session.sent[0].kind, 'open', 'textDocument/didOpen');
  assert.equal(entry.session.sceneId, 'popover-delegate');
  assert.ok(entry.session.layoutVersion >= 1);
  assert.ok(entry.session.layout.nodes.some((/** @type {any} */ n) => n.id === 'brushButton'));
  const events = fake.channel('popsplit events');
  await waitFor(() => events?.lines.some((l) => l.includes('viewDidAppear: -> sketch')), 'the launch events in the events channel');
  assert.match(events?.lines[0] ?? '', /^\[popover-delegate #1\] application:didFinishLaunchingWithOptions:/);
  assert.deepEqual(fake.state.collections[0].get(document.uri) ?? [], []);
  // Only scene documents are followed.
  const other = fake.openDocument(path.join(os.tmpdir(), 'package.json'), '{}').document;
  assert.equal(controller.entries.get(other.uri.toString()), undefined);
});

test('a broken edit becomes a diagnostic at the right range (UTF-16 columns), a fix clears it', async (t) => {
  const { controller, dispose } = activate();
  t.after(dispose);
  // A title with characters beyond U+FFFF before the problem on the same line.
  const original = fs.readFileSync(path.join(examples, 'popover-delegate.json'), 'utf8');
  const text = original.replace('"title": "Sketch",', '"title": "Sketch 😀😀", "type": "plain",');
  const { entry, document } = await openExample(controller, 'popover-delegate.json', text);
  assert.equal(controller.server.positionEncoding, 'utf-16', 'the server answers positionEncoding utf-16');
  const collection = fake.state.collections[0];
  const offset = document.getText().indexOf('"type": "plain"') + '"type'.length;
  // Typing a mistake: "type" -> "typee" (an unknown key), sent as an incremental change.
  fake.edit(document, offset, 0, 'e');
  const diagnostics = await waitFor(() => collection.get(document.uri)?.length ? collection.get(document.uri) : undefined, 'a diagnostic');
  assert.equal(diagnostics.length, 1);
  const [diagnostic] = diagnostics;
  const line = document.getText().split('\n').findIndex((l) => l.includes('"typee"'));
  const character = document.lineAt(line).text.indexOf('"typee"');
  assert.deepEqual([diagnostic.range.start.line, diagnostic.range.start.character], [line, character], 'the opening quote of the key, in UTF-16 code units');
  assert.equal(diagnostic.range.end.line, line);
  assert.ok(diagnostic.range.end.character > character, 'a range, not a point');
  assert.equal(diagnostic.severity, vscode.DiagnosticSeverity.Error);
  assert.equal(diagnostic.code, 'unknownKey');
  assert.equal(diagnostic.source, 'popsplit');
  assert.match(diagnostic.message, /unknown key "typee"/);
  // The scene keeps its last good state meanwhile.
  assert.equal(entry.session.refused, true);
  assert.equal(entry.session.opened, true);
  assert.deepEqual(entry.session.sent.at(-1), { documentVersion: document.version, kind: 'change', changes: 1 });
  fake.edit(document, offset, 1, '');
  await waitFor(() => collection.get(document.uri)?.length === 0, 'the diagnostic to clear');
  assert.equal(entry.session.refused, false);
});

test('a document invalid from the start shows its problems, then opens once fixed', async (t) => {
  const { controller, dispose } = activate();
  t.after(dispose);
  const text = '{"popsplit": 1,\n "root": {"id": "main", "titel": "Main"}}\n';
  const { document } = fake.openDocument(path.join(examples, 'broken.popsplit.json'), text);
  const entry = controller.entries.get(document.uri.toString());
  assert.ok(entry);
  const collection = fake.state.collections[0];
  const diagnostics = await waitFor(() => collection.get(document.uri)?.length ? collection.get(document.uri) : undefined, 'the diagnostic');
  assert.deepEqual([diagnostics[0].range.start.line, diagnostics[0].range.start.character], [1, text.split('\n')[1].indexOf('"titel"')]);
  assert.equal(entry.session.opened, false);
  const at = text.indexOf('titel');
  fake.edit(document, at, 5, 'title');
  await waitFor(() => entry.session.opened, 'the scene to open once the document is fixed');
  assert.deepEqual(collection.get(document.uri), []);
});

test('commands: rotate, background and foreground, keyboard, present and dismiss a popover, reset, export SVG', async (t) => {
  const { controller, dispose } = activate();
  t.after(dispose);
  const { entry } = await openExample(controller, 'popover-keyboard.json');
  const run = (/** @type {string} */ name, /** @type {any[]} */ ...args) => vscode.commands.executeCommand(name, ...args);
  const events = fake.channel('popsplit events');

  fake.state.quickPickAnswer = (items) => (items.includes('landscapeLeft') ? 'landscapeLeft' : undefined);
  const rotated = await run('popsplit.rotate');
  assert.equal(rotated.rotated, true);
  assert.equal(rotated.to, 'landscapeLeft');
  assert.equal(entry.session.layout.orientation, 'landscapeLeft', 'the layout notification reached the session');
  assert.ok(events?.lines.some((l) => l.includes('willRotateToInterfaceOrientation:duration:')));

  assert.equal((await run('popsplit.enterBackground')).backgrounded, true);
  assert.ok(events?.lines.some((l) => l.includes('applicationDidEnterBackground:')));
  assert.equal((await run('popsplit.enterForeground')).backgrounded, false);

  assert.equal((await run('popsplit.showKeyboard')).keyboard, true);
  assert.ok(entry.session.layout.nodes.some((/** @type {any} */ n) => n.id === 'keyboard'));
  assert.equal((await run('popsplit.hideKeyboard')).keyboard, false);

  const document = JSON.parse(entry.document.getText());
  const popover = document.popovers[0].id;
  // Present through the quick picks: the popover, then an anchor (the one whose action presents it comes first).
  fake.state.quickPicks = [];
  fake.state.quickPickAnswer = (items) => (typeof items[0] === 'string' ? popover : items[0]);
  const presented = await run('popsplit.presentPopover');
  assert.equal(presented?.presented, true, 'popover/present answered');
  assert.equal(fake.state.quickPicks.length, 2);
  assert.ok(entry.session.layout.nodes.some((/** @type {any} */ n) => n.id === popover && n.kind === 'popover'));
  const dismissed = await run('popsplit.dismissPopover');
  assert.equal(dismissed.dismissed, true);
  assert.ok(!entry.session.layout.nodes.some((/** @type {any} */ n) => n.kind === 'popover'));

  const snapshotBefore = await entry.session.request('scene/snapshot');
  assert.equal(snapshotBefore.snapshot.orientation, 'landscapeLeft');
  await run('popsplit.reset');
  const snapshotAfter = await entry.session.request('scene/snapshot');
  assert.equal(snapshotAfter.snapshot.orientation, document.orientation ?? 'portrait', 'reset goes back to the launch state');
  // A method that is not about the document's scene is refused by the server.
  await assert.rejects(entry.session.request('scene/list'), (/** @type {any} */ error) => error.code === -32602);

  const target = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'popsplit-vscode-')), 'out.svg');
  fake.state.saveDialogAnswer = () => vscode.Uri.file(target);
  await run('popsplit.exportSvg');
  const svg = fs.readFileSync(target, 'utf8');
  assert.match(svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  assert.match(svg, /data-orientation="portrait"/);
});

test('popsplit.tapNode: a quick pick of the layout\'s node ids taps the node (the master shows); an argument too; an unknown id shows the suggestion', async (t) => {
  const { controller, dispose } = activate();
  t.after(dispose);
  const { entry } = await openExample(controller, 'split-mail.json');
  const run = (/** @type {string} */ name, /** @type {any[]} */ ...args) => vscode.commands.executeCommand(name, ...args);
  const has = (/** @type {string} */ id) => entry.session.layout.nodes.some((/** @type {any} */ n) => n.id === id);
  assert.equal(entry.session.layout.orientation, 'portrait');
  assert.ok(!has('mailboxes'), 'portrait: the master hides');

  const ids = entry.session.layout.nodes.map((/** @type {any} */ n) => n.id);
  fake.state.quickPicks = [];
  fake.state.messages = [];
  fake.state.quickPickAnswer = (items) => items.find((/** @type {any} */ i) => i.label === 'mailSplit.masterButton');
  const tapped = await run('popsplit.tapNode');
  assert.equal(fake.state.quickPicks.length, 1);
  const labels = fake.state.quickPicks[0].items.map((/** @type {any} */ i) => i.label);
  assert.deepEqual(labels, ids, 'the layout\'s node ids, in its order');
  assert.ok(labels.includes('mailSplit.masterButton'));
  assert.deepEqual(tapped.hit, { id: 'mailSplit.masterButton', kind: 'barButtonItem' });
  assert.equal(tapped.action, 'toggleMaster');
  assert.equal(tapped.masterShown, true);
  assert.ok(fake.state.messages.some((m) => m.kind === 'status' && m.message === 'popsplit: tap on mailSplit.masterButton: mailSplit.masterButton (barButtonItem), action toggleMaster'),
    JSON.stringify(fake.state.messages));
  // The daemon acted: the master shows, in the layout and in the scene's snapshot.
  await waitFor(() => has('mailboxes'), 'the master in the layout');
  assert.deepEqual((await entry.session.request('scene/snapshot')).snapshot.splitMasterShown, ['mailSplit']);

  // Called with an argument: no quick pick. A tap outside the master (on the detail) hides it.
  fake.state.quickPicks = [];
  const hidden = await run('popsplit.tapNode', { node: 'bodyText' });
  assert.equal(fake.state.quickPicks.length, 0);
  assert.equal(hidden.action, 'hideMaster');
  assert.deepEqual((await entry.session.request('scene/snapshot')).snapshot.splitMasterShown, []);
  const again = await run('popsplit.tapNode', { node: 'mailSplit.masterButton', offset: [10, 10] });
  assert.equal(again.masterShown, true, 'at an offset');

  // An unknown id: the daemon's message, with the closest id suggested.
  fake.state.messages = [];
  assert.equal(await run('popsplit.tapNode', { node: 'mailsplit.masterbutton' }), undefined);
  assert.deepEqual(fake.state.messages.filter((m) => m.kind === 'error').map((m) => m.message),
    ["popsplit: unknown layout node id 'mailsplit.masterbutton' (did you mean 'mailSplit.masterButton'?)"]);
});

test('delegate questions are answered as popsplit.delegateAnswers says', async (t) => {
  for (const [setting, pick, expectDismissed] of /** @type {[string, string | undefined, boolean][]} */ ([
    ['always yes', undefined, true],
    ['always no', undefined, false],
    ['ask', 'No', false],
    ['ask', 'Yes', true],
  ])) {
    await t.test(`${setting}${pick ? ` (${pick})` : ''}`, async () => {
      const { controller, dispose } = activate({ 'popsplit.delegateAnswers': setting });
      try {
        const { entry } = await openExample(controller, 'popover-delegate.json');
        fake.state.quickPickAnswer = (items) => (items.includes('Yes') ? pick : undefined);
        await vscode.commands.executeCommand('popsplit.presentPopover', { popover: 'brushPopover', anchor: 'brushButton' });
        assert.ok(entry.session.layout.nodes.some((/** @type {any} */ n) => n.id === 'brushPopover'));
        // A tap outside the popover, on the canvas: the server asks the delegate's question (popsplit/question).
        const tap = await entry.session.request('touch/tap', { point: [300, 300] });
        assert.equal(tap.dismissed, expectDismissed);
        assert.equal(entry.session.layout.nodes.some((/** @type {any} */ n) => n.id === 'brushPopover'), !expectDismissed);
        const events = fake.channel('popsplit events')?.lines ?? [];
        assert.ok(events.some((l) => l.includes('question popoverControllerShouldDismissPopover:') && l.includes(`: ${expectDismissed} (${setting})`)), events.join('\n'));
        if (setting === 'ask') {
          const asked = fake.state.quickPicks.find((q) => q.items.includes('Yes'));
          assert.ok(asked, 'a quick pick asked');
          assert.match(asked.options.title, /popoverControllerShouldDismissPopover:.*brushPopover/);
        } else {
          assert.equal(fake.state.quickPicks.length, 0);
        }
      } finally {
        await dispose();
      }
    });
  }
});

test('popsplit.delegateAnswers "defaults": the server is not asked to delegate, the defaults apply; changing the setting starts the server again, the scene as it was', async (t) => {
  const { controller, dispose } = activate({ 'popsplit.delegateAnswers': 'defaults' });
  t.after(dispose);
  const { entry } = await openExample(controller, 'popover-delegate.json');
  assert.equal(controller.server.delegating, false, 'initialize said delegateQuestions: false');
  await vscode.commands.executeCommand('popsplit.presentPopover', { popover: 'brushPopover', anchor: 'brushButton' });
  // popoverControllerShouldDismissPopover: defaults to YES: the tap outside dismisses, nobody asked.
  const tap = await entry.session.request('touch/tap', { point: [300, 300] });
  assert.equal(tap.dismissed, true);
  assert.ok(!(fake.channel('popsplit events')?.lines ?? []).some((l) => l.includes('question')), 'no question reached the editor');
  assert.equal(fake.state.quickPicks.length, 0);
  // Asking from now on: the server starts again, delegating; the scene comes back as it was.
  await vscode.commands.executeCommand('popsplit.presentPopover', { popover: 'brushPopover', anchor: 'brushButton' });
  await waitFor(() => entry.session.snapshot?.presentations?.some((/** @type {any} */ p) => p.popover === 'brushPopover'), 'the snapshot with the popover');
  const pid = controller.server.pid;
  fake.setSetting('popsplit.delegateAnswers', 'always no');
  await waitFor(() => controller.server.pid !== pid && controller.server.state === 'running' && entry.session.opened && !entry.session.restorePending, 'the server started again');
  assert.equal(controller.server.delegating, true);
  await waitFor(() => entry.session.layout?.nodes.some((/** @type {any} */ n) => n.id === 'brushPopover'), 'the popover back');
  const refused = await entry.session.request('touch/tap', { point: [300, 300] });
  assert.equal(refused.dismissed, false, 'answered NO by the editor');
  assert.ok(fake.channel('popsplit events')?.lines.some((l) => l.includes('question popoverControllerShouldDismissPopover:') && l.endsWith(': false (always no)')));
});

test('popsplit.trace.server: the messages traced in the trace channel as VS Code\'s language clients trace them', async (t) => {
  const { dispose, controller } = activate({ 'popsplit.trace.server': 'off' });
  t.after(dispose);
  const { entry } = await openExample(controller, 'tabs.json');
  const trace = fake.channel('popsplit trace');
  assert.equal(trace?.lines.length, 0);
  fake.setSetting('popsplit.trace.server', 'messages');
  await entry.session.request('scene/layout');
  await waitFor(() => trace?.lines.some((l) => /^\[Trace - [\d:]+\] Sending request 'popsplit\/request - \(\d+\)'\.$/.test(l)), 'a traced request');
  assert.ok(trace?.lines.some((l) => /Received response 'popsplit\/request - \(\d+\)' in \d+ms\.$/.test(l)), trace?.lines.join('\n'));
  assert.ok(!trace?.lines.some((l) => l.startsWith('Params:')), 'messages: no JSON text');
  fake.setSetting('popsplit.trace.server', 'verbose');
  await entry.session.request('scene/layout');
  await waitFor(() => trace?.lines.some((l) => l.includes('"method": "scene/layout"')), 'a verbose trace with the params');
  fake.setSetting('popsplit.trace.server', 'off');
  await entry.session.request('scene/layout');
  const count = trace?.lines.length;
  await entry.session.request('scene/layout');
  assert.equal(trace?.lines.length, count, 'off: no more traces');
});

test('popsplit.trace.server set before the start: the trace starts with initialize', async (t) => {
  const { controller, dispose } = activate({ 'popsplit.trace.server': 'messages' });
  t.after(dispose);
  await openExample(controller, 'tabs.json');
  const trace = fake.channel('popsplit trace');
  assert.match(trace?.lines[0] ?? '', /Sending request 'initialize - \(1\)'\.$/);
  assert.ok(trace?.lines.some((l) => l.endsWith("Sending notification 'textDocument/didOpen'.")));
  assert.ok(trace?.lines.some((l) => l.endsWith("Received notification 'textDocument/publishDiagnostics'.")));
  assert.ok(trace?.lines.some((l) => l.endsWith("Received notification 'popsplit/sceneNotification'.")));
});

test('the cursor finds its node (scene/nodeAt); preview/reveal puts the cursor on the declaration (scene/locate)', async (t) => {
  const { controller, dispose } = activate();
  t.after(dispose);
  const { entry, document, editor } = await openExample(controller, 'popover-delegate.json');
  const preview = await vscode.commands.executeCommand('popsplit.openPreview');
  const lines = document.getText().split('\n');
  const colourLine = lines.findIndex((l) => l.includes('"id": "colorWell"'));
  editor.selection = new vscode.Selection(new vscode.Position(colourLine, 20), new vscode.Position(colourLine, 20));
  await waitFor(() => entry.highlighted === 'colorWell', 'the node under the cursor');
  // Between the views of the tools bar: the tools view itself (the innermost object with an id).
  const toolsLine = lines.findIndex((l) => l.includes('"id": "tools"'));
  editor.selection = new vscode.Selection(new vscode.Position(toolsLine + 1, 0), new vscode.Position(toolsLine + 1, 0));
  await waitFor(() => entry.highlighted === 'tools', 'the enclosing node');
  if (preview.mode === 'svg') {
    await waitFor(() => preview.panel.webview.posted.some((/** @type {any} */ m) => m.type === 'svg' && /data-id="tools"[^>]*>(?:(?!<g data-id).)*#FF9500/s.test(m.content)), 'the outline drawn in the SVG');
  }
  // While the buffer is ahead of the scene, the cursor waits for the reload (positions would be off).
  fake.edit(document, 0, 0, '\n\n');
  editor.selection = new vscode.Selection(new vscode.Position(colourLine + 2, 20), new vscode.Position(colourLine + 2, 20));
  await waitFor(() => entry.highlighted === 'colorWell', 'the node under the cursor once the reload landed');

  // The page asks to reveal a node: the editor's cursor goes to the `{` of its declaration.
  editor.selection = new vscode.Selection(new vscode.Position(0, 0), new vscode.Position(0, 0));
  controller.onNotification('popsplit/sceneNotification', { textDocument: { uri: entry.session.uri }, method: 'preview/reveal', params: { scene: entry.session.sceneId, node: 'unsavedNote' } });
  const noteLine = document.getText().split('\n').findIndex((l) => l.includes('"id": "unsavedNote"'));
  await waitFor(() => editor.selection.start.line === noteLine, 'the cursor on the declaration');
  assert.equal(editor.selection.start.character, document.lineAt(noteLine).text.indexOf('{"id": "unsavedNote"'));
  const revealed = editor.revealed.at(-1);
  assert.ok(revealed && revealed.start.line === noteLine && revealed.end.line === noteLine, 'the whole declaration revealed');
});

test('package.json: every contributed command is registered and every registered one contributed; the settings the code reads exist', async (t) => {
  const manifest = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8'));
  const { dispose } = activate();
  t.after(dispose);
  const contributed = manifest.contributes.commands.map((/** @type {any} */ c) => c.command).sort();
  assert.deepEqual([...fake.state.commands.keys()].sort(), contributed);
  const settings = manifest.contributes.configuration.properties;
  assert.deepEqual(settings['popsplit.delegateAnswers'].enum, ['always yes', 'always no', 'ask', 'defaults']);
  assert.deepEqual(settings['popsplit.trace.server'].enum, ['off', 'messages', 'verbose']);
  assert.equal(settings['popsplit.path'].type, 'string');
  const sources = fs.readdirSync(path.join(__dirname, '..', 'src')).map((f) => fs.readFileSync(path.join(__dirname, '..', 'src', f), 'utf8')).join('\n');
  for (const [, key] of sources.matchAll(/config\(\)\.get\('([^']+)'/g)) assert.ok(settings[`popsplit.${key}`], `popsplit.${key} is contributed`);
  assert.ok(manifest.activationEvents.includes('workspaceContains:**/*.popsplit.json'));
  assert.equal(manifest.main, './src/extension.js');
  assert.ok(!('dependencies' in manifest) && !('devDependencies' in manifest), 'no npm dependencies');
});

test('one preview per document: the command shows the panel it made; closing the panel lets a new one be made', async (t) => {
  const { controller, dispose } = activate();
  t.after(dispose);
  const { entry } = await openExample(controller, 'tabs.json');
  const first = await vscode.commands.executeCommand('popsplit.openPreview');
  const again = await vscode.commands.executeCommand('popsplit.openPreview');
  assert.equal(again, first);
  assert.equal(fake.state.panels.length, 1);
  assert.equal(first.panel.reveals, 1);
  assert.equal(first.panel.title, 'Preview tabs.json');
  const other = await openExample(controller, 'split-mail.json');
  const second = await vscode.commands.executeCommand('popsplit.openPreview');
  assert.notEqual(second, first);
  assert.equal(other.entry.preview, second);
  assert.equal(fake.state.panels.length, 2);
  first.panel.dispose();
  assert.equal(entry.preview, null);
  fake.state.activeEditor = fake.state.editors.find((e) => e.document === entry.document);
  const third = await vscode.commands.executeCommand('popsplit.openPreview');
  assert.notEqual(third, first);
  assert.equal(fake.state.panels.length, 3);
});

test('scene documents by content and by the popsplit.files globs: a mail.json with "popsplit": 1 is followed, other JSON is not', async (t) => {
  const { controller, dispose } = activate();
  t.after(dispose);
  const scene = fs.readFileSync(path.join(examples, 'tabs.json'), 'utf8');
  // By content: any name, anywhere.
  const mail = fake.openDocument(path.join(examples, 'mail.json'), scene).document;
  const entry = controller.entries.get(mail.uri.toString());
  assert.ok(entry, 'mail.json with a top-level "popsplit": 1 is a scene document');
  await waitFor(() => entry.session.opened, 'mail.json to open in the language server');
  assert.equal(fake.state.context['popsplit.isSceneDocument'], true, 'the preview button shows for it');
  // Not: JSON without the marker, or with it below the top level; a companion document.
  for (const [name, text] of [
    ['settings.json', '{"editor.fontSize": 12}'],
    ['nested.json', '{"config": {"popsplit": 1}, "root": {}}'],
    ['version-two.json', '{"popsplit": 12, "root": {}}'],
    ['Main.storyboard.popsplit.json', '{"popsplit": 1, "amend": []}'],
  ]) {
    const other = fake.openDocument(path.join(examples, name), text).document;
    assert.equal(controller.entries.get(other.uri.toString()), undefined, `${name} is not followed`);
  }
  assert.equal(fake.state.context['popsplit.isSceneDocument'], false);
  // A new JSON file becomes a scene document as the marker is typed.
  const typed = fake.openDocument(path.join(examples, 'new.json'), '{\n}\n').document;
  assert.equal(controller.entries.get(typed.uri.toString()), undefined);
  fake.edit(typed, 2, 0, '  "popsplit": 1,\n  "root": {"id": "r", "kind": "plain"}\n');
  assert.ok(controller.entries.get(typed.uri.toString()), 'followed once the marker is there');
  // By glob: a document without the marker (still being written) under a folder the setting names.
  const draft = fake.openDocument(path.join(examples, 'drafts', 'login.json'), '{"root": {"id": "login", "kind": "plain"}}').document;
  assert.equal(controller.entries.get(draft.uri.toString()), undefined);
  fake.setSetting('popsplit.files', ['scenes/drafts/*.json']);
  assert.ok(controller.entries.get(draft.uri.toString()), 'followed by the glob once set');
  const documents = require('../src/documents');
  assert.equal(documents.hasSceneMarker('{\n  "$schema": "x",\n  "popsplit": 1,\n'), true, 'a document being typed');
  assert.equal(documents.hasSceneMarker('[{"popsplit": 1}]'), false);
  assert.equal(documents.hasSceneMarker('{"title": "\\"popsplit\\": 1"}'), false, 'inside a string');
  assert.ok(documents.globToRegExp('**/*.scene.json').test('a/b/c.scene.json') && documents.globToRegExp('**/*.scene.json').test('c.scene.json'));
  assert.ok(documents.globToRegExp('docs/{first,second}/*.json').test('docs/second/x.json'));
  assert.ok(!documents.globToRegExp('docs/*.json').test('docs/a/x.json'));
});

test('popsplit.path is read from the user\'s settings only: a workspace cannot choose the language server', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'popsplit-vscode-'));
  const chosen = path.join(dir, 'workspace-popsplit');
  const ran = path.join(dir, 'ran');
  fs.writeFileSync(chosen, `#!/bin/sh\ntouch '${ran}'\nexit 3\n`, { mode: 0o755 });
  const { controller, dispose } = activate();
  t.after(dispose);
  fake.state.workspaceSettings['popsplit.path'] = chosen;
  const { entry } = await openExample(controller, 'tabs.json');
  assert.ok(entry.session.opened);
  assert.equal(controller.executable(), fake.state.settings['popsplit.path']);
  assert.ok(!fs.existsSync(ran), 'the workspace\'s executable never ran');
  assert.deepEqual(fake.state.messages, []);
});

test('a window reload: the preview panel comes back for its document (WebviewPanelSerializer)', async (t) => {
  const first = activate();
  const { entry } = await openExample(first.controller, 'popover-delegate.json');
  const preview = await vscode.commands.executeCommand('popsplit.openPreview');
  await preview.started;
  assert.ok(fake.state.serializers.has('popsplit.preview'));
  // What the webview's script keeps as its state (the webview test checks the page sets it).
  assert.match(preview.panel.webview.html, new RegExp(`data-document="${entry.document.uri.toString().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`));
  preview.panel.webview.state = { document: entry.document.uri.toString() };
  const panels = [...fake.state.panels];
  await first.dispose();
  // The window again: the extension activated anew, VS Code hands it the panel.
  const documents = [...fake.state.documents];
  const second = activate();
  t.after(second.dispose);
  fake.state.documents = documents;
  const [revived] = await fake.reviveWebviewPanels(panels);
  assert.ok(revived, 'the serializer made a preview');
  assert.equal(revived.panel, fake.state.panels.at(-1), 'on the panel VS Code gave back');
  await waitFor(() => revived.entry.session.opened, 'the document followed again');
  await waitFor(() => revived.mode === 'page' || revived.mode === 'svg', 'the preview started again');
  assert.equal(revived.entry.document.uri.toString(), entry.document.uri.toString());
  assert.equal(second.controller.entries.get(entry.document.uri.toString())?.preview, revived);
  if (revived.mode === 'page') assert.match(revived.panel.webview.html, /<iframe id="page" src="http:\/\/127\.0\.0\.1:/, 'the page in the panel');
  // A panel whose state names nothing: closed, not an empty preview.
  const stray = vscode.window.createWebviewPanel('popsplit.preview', 'Preview ?', {}, {});
  assert.equal(await fake.state.serializers.get('popsplit.preview').deserializeWebviewPanel(stray, undefined), undefined);
  assert.equal(stray.disposed, true);
});
