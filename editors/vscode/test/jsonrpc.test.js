// @ts-check
'use strict';
const test = require('node:test');
const assert = require('assert/strict');
const { PassThrough } = require('stream');
const { Connection, FrameReader, frame, ResponseError, ConnectionClosedError } = require('../src/jsonrpc');
const { RestartPolicy } = require('../src/server');
const vscode = require('./fake-vscode');

test('frames are read one byte at a time, header names in any case, lengths in bytes', () => {
  const reader = new FrameReader();
  const body = JSON.stringify({ jsonrpc: '2.0', method: 'x', params: { title: 'Ünïcødé 😀' } });
  const bytes = Buffer.concat([Buffer.from(`content-length: ${Buffer.byteLength(body)}\r\nX-Other: 1\r\n\r\n`), Buffer.from(body), frame({ n: 2 })]);
  const bodies = [];
  for (const byte of bytes) bodies.push(...reader.push(Buffer.from([byte])).bodies);
  assert.deepEqual(bodies.map((b) => JSON.parse(b)), [JSON.parse(body), { n: 2 }]);
  assert.equal(frame({ t: 'é' }).toString('latin1').split('\r\n')[0], 'Content-Length: 10');
});

test('requests resolve, errors reject, server requests are answered, pending fail on close', async () => {
  const toServer = new PassThrough();
  const toClient = new PassThrough();
  const questions = [];
  const connection = new Connection(toClient, toServer, {
    onRequest: async (method, params) => {
      questions.push(method);
      return params.default === true ? false : null;
    },
  });
  const server = new FrameReader();
  /** @type {any[]} */
  const seen = [];
  toServer.on('data', (chunk) => seen.push(...server.push(chunk).bodies.map((b) => JSON.parse(b))));
  const one = connection.request('a', { x: 1 });
  const two = connection.request('b');
  const three = connection.request('c');
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(seen.map((m) => [m.id, m.method]), [[1, 'a'], [2, 'b'], [3, 'c']]);
  toClient.write(frame({ jsonrpc: '2.0', id: 'q1', method: 'popsplit/question', params: { default: true } }));
  toClient.write(frame({ jsonrpc: '2.0', id: 2, error: { code: -32010, message: 'bad', data: { diagnostics: [] } } }));
  toClient.write(frame({ jsonrpc: '2.0', id: 1, result: { ok: true } }));
  assert.deepEqual(await one, { ok: true });
  await assert.rejects(two, (error) => error instanceof ResponseError && error.code === -32010 && Array.isArray(error.data.diagnostics));
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(seen.at(-1), { jsonrpc: '2.0', id: 'q1', result: false });
  toClient.end();
  await assert.rejects(three, (error) => error instanceof ConnectionClosedError);
  assert.deepEqual(questions, ['popsplit/question']);
});

test('a cancelled token sends $/cancelRequest for its request; the answer still settles it', async () => {
  const toServer = new PassThrough();
  const toClient = new PassThrough();
  const connection = new Connection(toClient, toServer);
  const server = new FrameReader();
  /** @type {any[]} */
  const seen = [];
  toServer.on('data', (chunk) => seen.push(...server.push(chunk).bodies.map((b) => JSON.parse(b))));
  const source = new vscode.CancellationTokenSource();
  const asked = connection.request('textDocument/hover', { position: { line: 0, character: 0 } }, source.token);
  source.cancel();
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(seen.map((m) => m.method), ['textDocument/hover', '$/cancelRequest']);
  assert.deepEqual(seen[1].params, { id: seen[0].id });
  toClient.write(frame({ jsonrpc: '2.0', id: seen[0].id, error: { code: -32800, message: 'cancelled' } }));
  await assert.rejects(asked, (error) => error instanceof ResponseError && error.code === -32800);
  // Answered: a later cancel sends nothing.
  const done = new vscode.CancellationTokenSource();
  const answered = connection.request('textDocument/hover', {}, done.token);
  await new Promise((resolve) => setImmediate(resolve));
  toClient.write(frame({ jsonrpc: '2.0', id: seen.at(-1).id, result: null }));
  assert.equal(await answered, null);
  done.cancel();
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(seen.filter((m) => m.method === '$/cancelRequest').length, 1);
  toClient.end();
});

test('the restart policy allows 5 crashes in 3 minutes, then refuses until the window moves', () => {
  let now = 0;
  const policy = new RestartPolicy({ now: () => now });
  for (let i = 0; i < 5; i++) {
    assert.equal(policy.recordCrash(), true, `crash ${i + 1}`);
    now += 10000;
  }
  assert.equal(policy.recordCrash(), false, 'the sixth crash within 3 minutes');
  now += 3 * 60 * 1000;
  assert.equal(policy.recordCrash(), true, 'a crash long after');
  policy.reset();
  assert.equal(policy.count, 0);
});
