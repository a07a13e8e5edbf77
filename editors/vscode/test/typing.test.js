// @ts-check
'use strict';
/**
 * Typing: 200 edits in bursts, as a person types (a few keys 5 to 15 ms apart, then a pause). The
 * editor's side (the change handler) must return at once and the event loop must never wait on
 * the language server, also when the server is slowed on purpose ($POPSPLIT_SLOW_MS, default
 * 300: test/slow-popsplit.js, the editors' editors/tests/slow-daemon.py in the repository); the
 * edits go as incremental `didChange`s in order (gathered while the server has not answered the
 * text before), the server's diagnostics come back for the last version, and the scene and the
 * preview end on the last edit.
 */
const test = require('node:test');
const assert = require('assert/strict');
const path = require('path');
const { performance, monitorEventLoopDelay } = require('perf_hooks');
const { vscode, activate, waitFor, openExample, popsplit } = require('./helpers');

const fake = vscode.fake;

/** A small deterministic random generator (mulberry32). */
function random(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// A change handler or timer that waited on the server would take at least one of the slowed
// server's 300 ms; the bounds below leave room for a loaded 2-core machine and no more.

/** How much the slowed server is slowed (milliseconds per chunk of input). */
const SLOW_MS = Number(process.env.POPSPLIT_SLOW_MS ?? 300);

/**
 * @param {import('node:test').TestContext} t
 * @param {{slowMs: number}} options
 */
async function typing(t, { slowMs }) {
  // Slowed, there is no debounce at all: only the wait for the server's answer gathers edits.
  const settings = slowMs
    ? { 'popsplit.path': path.join(__dirname, 'slow-popsplit.js'), 'popsplit.debounceMs': 0 }
    : {};
  process.env.POPSPLIT_REAL = popsplit;
  process.env.POPSPLIT_SLOW_MS = String(slowMs);
  const { controller, dispose } = activate(settings);
  t.after(dispose);
  const { entry, document } = await openExample(controller, 'popover-delegate.json');
  const preview = await vscode.commands.executeCommand('popsplit.openPreview');
  assert.ok(preview, 'the preview panel opened');
  const session = entry.session;
  /** @type {{documentVersion: number, layoutVersion: number, refused: boolean}[]} */
  const synced = [];
  session.on('synced', (s) => synced.push(s));
  const sentBefore = session.sent.length;
  /** @type {number[]} */
  const layouts = [];
  session.on('layout', (l) => layouts.push(l.version));

  // The title of the root controller is typed into, character by character, with a few deletions.
  const anchor = '"title": "Sketch';
  const titleStart = document.getText().indexOf(anchor) + anchor.length;
  let typed = '';
  const next = random(16);
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  loopDelay.enable();
  /** @type {number[]} */
  const handlerMs = [];
  const started = performance.now();
  let idleMs = 0;
  for (let edit = 0; edit < 200; ) {
    const burst = 5 + Math.floor(next() * 20);
    for (let k = 0; k < burst && edit < 200; k++, edit++) {
      const before = performance.now();
      if (typed.length > 0 && next() < 0.15) {
        fake.edit(document, titleStart + typed.length - 1, 1, '');
        typed = typed.slice(0, -1);
      } else {
        const character = String.fromCharCode(97 + Math.floor(next() * 26));
        fake.edit(document, titleStart + typed.length, 0, character);
        typed += character;
      }
      handlerMs.push(performance.now() - before);
      const gap = 5 + Math.floor(next() * 10);
      idleMs += gap;
      await sleep(gap);
    }
    const pause = 60 + Math.floor(next() * 140);
    idleMs += pause;
    await sleep(pause);
  }
  const typingMs = performance.now() - started;
  loopDelay.disable();
  assert.equal(document.version, 201, '200 edits');

  await waitFor(() => session.acceptedVersion === document.version && session.settledNow, 'the last edit to reach the server', 60000);
  await session.settled();

  // The editor never waited: each change handler returned at once, and timers ran on time.
  const slowestHandler = Math.max(...handlerMs);
  assert.ok(slowestHandler < 50, `a change handler took ${slowestHandler.toFixed(2)} ms`);
  const maxLoopDelayMs = loopDelay.max / 1e6;
  assert.ok(maxLoopDelayMs < 150, `the event loop was blocked for ${maxLoopDelayMs.toFixed(1)} ms`);
  // Typing took what its own pauses take (timer slack aside), however slow the server is.
  assert.ok(typingMs < idleMs * 1.5 + 1000, `typing took ${typingMs.toFixed(0)} ms for ${idleMs} ms of pauses`);

  // In order, nothing lost: every didChange is newer than the one before, together they carry the
  // 200 edits, the last is the last edit.
  const sent = session.sent.slice(sentBefore);
  const sentVersions = sent.map((s) => s.documentVersion);
  assert.ok(sent.every((s) => s.kind === 'change'), 'incremental changes only');
  for (let i = 1; i < sentVersions.length; i++) assert.ok(sentVersions[i] > sentVersions[i - 1], `sent in order: ${sentVersions.join(',')}`);
  assert.equal(sent.reduce((sum, s) => sum + s.changes, 0), 200, 'every edit sent once');
  assert.equal(sentVersions.at(-1), 201);
  for (let i = 1; i < synced.length; i++) assert.ok(synced[i].documentVersion > synced[i - 1].documentVersion, 'answers in order');
  assert.ok(synced.every((s) => !s.refused), 'every text typed is a valid document');
  for (let i = 1; i < layouts.length; i++) assert.ok(layouts[i] > layouts[i - 1], `layout versions only grow: ${layouts.join(',')}`);

  // The preview ends on the last edit's layout.
  const last = synced.at(-1);
  assert.equal(last?.documentVersion, 201);
  assert.equal(session.layoutVersion, last?.layoutVersion);
  const current = await session.request('scene/layout');
  assert.equal(current.version, session.layoutVersion, "the server's layout is the session's");
  const root = session.layout.nodes.find((/** @type {any} */ n) => n.id === 'sketch');
  assert.equal(root.attributes.title, `Sketch${typed}`, 'the layout shows the last edit');
  const panel = preview.posted.at(-1);
  assert.deepEqual(panel, { generation: session.generation, version: session.layoutVersion }, 'the preview was last told of the last layout');
  for (let i = 1; i < preview.posted.length; i++) {
    const [a, b] = [preview.posted[i - 1], preview.posted[i]];
    assert.ok(b.generation > a.generation || b.version > a.version, 'the preview is never sent an older layout');
  }
  t.diagnostic(`server slowed by ${slowMs} ms a chunk: ${sent.length} didChanges for 200 edits, ${synced.length} diagnostics, ${layouts.length} layouts, handler max ${slowestHandler.toFixed(2)} ms, event loop max ${maxLoopDelayMs.toFixed(1)} ms`);
  return sent.length;
}

test('typing 200 edits in bursts: the preview ends on the last edit, in order, never blocking', async (t) => {
  const sent = await typing(t, { slowMs: 0 });
  assert.ok(sent < 200, `the debounce gathers the edits of a burst (${sent} didChanges)`);
});

test(`typing with the server slowed on purpose (${SLOW_MS} ms a chunk, no debounce): the editor stays responsive, the last edit arrives`, async (t) => {
  const sent = await typing(t, { slowMs: SLOW_MS });
  // No debounce, but the edits made while the server had not answered the text before go
  // together: far fewer texts to load than keystrokes, none of the 200 edits lost.
  assert.ok(sent < 100, `the edits gathered behind a slow server (${sent} didChanges)`);
});
