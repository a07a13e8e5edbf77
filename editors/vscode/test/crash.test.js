// @ts-check
'use strict';
const test = require('node:test');
const assert = require('assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { vscode, activate, waitFor, openExample, popsplit, examples } = require('./helpers');

const fake = vscode.fake;
process.env.POPSPLIT_VSCODE_RESTART_DELAY_MS = '100';

test('the language server killed mid-session: the extension says so, restarts it, reopens the document in the state it had, the preview comes back', async (t) => {
  const { controller, dispose } = activate();
  t.after(dispose);
  const { entry, document } = await openExample(controller, 'popover-delegate.json');
  const preview = await vscode.commands.executeCommand('popsplit.openPreview');
  assert.ok(preview.mode === 'page' || preview.mode === 'svg', `the preview started (${preview.mode})`);
  await vscode.commands.executeCommand('popsplit.presentPopover', { popover: 'brushPopover', anchor: 'brushButton' });
  await vscode.commands.executeCommand('popsplit.rotate', 'landscapeLeft');
  // The snapshot kept: the rotation and the popover.
  await waitFor(() => entry.session.snapshot?.orientation === 'landscapeLeft'
    && entry.session.snapshot.presentations.some((/** @type {any} */ p) => p.popover === 'brushPopover'), 'the snapshot of the state');
  const firstPid = controller.server.pid;
  const firstGeneration = entry.session.generation;
  const htmlBefore = preview.panel.webview.htmlHistory.length;
  const urlBefore = preview.url;
  assert.ok(firstPid);

  process.kill(/** @type {number} */ (firstPid), 'SIGKILL');
  const warning = await waitFor(() => fake.state.messages.find((m) => m.kind === 'warning'), 'the crash to be reported');
  assert.match(warning.message, /The popsplit language server stopped \(killed by SIGKILL\); restarting it \(1 of 5 in 3 minutes\)/);
  assert.ok(fake.channel('popsplit')?.lines.some((l) => l.includes('the language server stopped (killed by SIGKILL)')));
  // Typing while it is down: the edit is kept and reaches the new server (didOpen with the buffer).
  const at = document.getText().indexOf('"title": "Sketch') + '"title": "Sketch'.length;
  fake.edit(document, at, 0, ' again');

  await waitFor(() => controller.server.state === 'running' && entry.session.opened && entry.session.generation > firstGeneration, 'the restart and the reopen');
  assert.notEqual(controller.server.pid, firstPid);
  await waitFor(() => entry.session.acceptedVersion === document.version, 'the edit made while down');
  assert.deepEqual(entry.session.sent.at(-1), { documentVersion: document.version, kind: 'open', changes: 0 }, 'opened again in the new server');
  const root = entry.session.layout.nodes.find((/** @type {any} */ n) => n.id === 'sketch');
  assert.equal(root.attributes.title, 'Sketch again');
  // The scene is back in the state it had: rotated, the popover presented before the crash showing.
  await waitFor(() => entry.session.layout?.orientation === 'landscapeLeft' && entry.session.layout.nodes.some((/** @type {any} */ n) => n.id === 'brushPopover'), 'the state restored');
  const snapshot = await entry.session.request('scene/snapshot');
  assert.equal(snapshot.snapshot.orientation, 'landscapeLeft');
  assert.ok(fake.channel('popsplit')?.lines.some((l) => l.includes('popover-delegate.json: restored to the state it had before the restart')));

  // The preview came back: started again on the new server, its status on the new layouts.
  await waitFor(() => preview.starts === 2 && preview.panel.webview.htmlHistory.length > htmlBefore, 'the preview to start again');
  if (preview.mode === 'page') assert.notEqual(preview.url, urlBefore, 'a new page on the new server');
  await waitFor(() => preview.posted.at(-1)?.generation === entry.session.generation, 'the preview to follow the new server');
  assert.deepEqual(preview.posted.at(-1), { generation: entry.session.generation, version: entry.session.layoutVersion });
  // Commands work again.
  const rotated = await vscode.commands.executeCommand('popsplit.rotate', 'portrait');
  assert.equal(rotated.rotated, true);
});

test('a language server that keeps dying: 5 restarts in 3 minutes, then it gives up; the restart command starts it again', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'popsplit-vscode-'));
  const dying = path.join(dir, 'dying-popsplit');
  fs.writeFileSync(dying, '#!/bin/sh\necho "dying on purpose" >&2\nexit 3\n', { mode: 0o755 });
  const { controller, dispose } = activate({ 'popsplit.path': dying });
  t.after(dispose);
  const { document } = fake.openDocument(path.join(examples, 'tabs.json'));
  const entry = controller.entries.get(document.uri.toString());
  assert.ok(entry);
  const gaveUp = await waitFor(() => fake.state.messages.find((m) => m.kind === 'error'), 'the extension to give up', 20000);
  assert.match(gaveUp.message, /stopped 6 times in 3 minutes \(exit code 3\); it is not restarted again/);
  assert.deepEqual(gaveUp.items, ['Restart', 'Show Log']);
  const warnings = fake.state.messages.filter((m) => m.kind === 'warning').map((m) => m.message);
  assert.equal(warnings.length, 5, warnings.join('\n'));
  assert.match(warnings[4], /restarting it \(5 of 5 in 3 minutes\)/);
  assert.equal(controller.server.state, 'failed');
  assert.ok(fake.channel('popsplit')?.lines.includes('dying on purpose'), 'the server\'s stderr is in the log');
  await new Promise((resolve) => setTimeout(resolve, 300));
  assert.equal(fake.state.messages.filter((m) => m.kind === 'warning').length, 5, 'no restart after giving up');

  fake.state.settings['popsplit.path'] = popsplit;
  await vscode.commands.executeCommand('popsplit.restart');
  assert.equal(controller.server.state, 'running');
  await waitFor(() => entry.session.opened, 'the document to open after the restart command');
  const result = await vscode.commands.executeCommand('popsplit.rotate', 'landscapeLeft');
  assert.equal(result.rotated, true);
});

test('no popsplit at popsplit.path: one error that says what to set, no restarts', async (t) => {
  const { controller, dispose } = activate({ 'popsplit.path': path.join(os.tmpdir(), 'no-such-dir', 'popsplit') });
  t.after(dispose);
  fake.openDocument(path.join(examples, 'tabs.json'));
  const error = await waitFor(() => fake.state.messages.find((m) => m.kind === 'error'), 'the error');
  assert.match(error.message, /popsplit could not be started \(spawn .*no-such-dir\/popsplit ENOENT\): set popsplit.path/);
  assert.deepEqual(error.items, ['Open Settings', 'Restart']);
  await new Promise((resolve) => setTimeout(resolve, 300));
  assert.equal(fake.state.messages.length, 1, 'no restarts, no other message');
  assert.equal(controller.server.state, 'failed');
});
