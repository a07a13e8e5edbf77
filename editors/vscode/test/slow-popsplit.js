#!/usr/bin/env node
// @ts-check
'use strict';
/**
 * A popsplit that is slow on purpose, for the typing test: runs the real daemon
 * ($POPSPLIT_REAL) with the same arguments and hands it each incoming message only
 * $POPSPLIT_DELAY_MS milliseconds after the one before, so every request waits its turn behind a
 * daemon that takes that long per message. Output and log pass through untouched.
 */
const { spawn } = require('child_process');
const { FrameReader, frame } = require('../src/jsonrpc');

const real = process.env.POPSPLIT_REAL;
const delayMs = Number(process.env.POPSPLIT_DELAY_MS ?? 50);
if (!real) {
  process.stderr.write('slow-popsplit: set POPSPLIT_REAL\n');
  process.exit(2);
}
const child = spawn(real, process.argv.slice(2), { stdio: ['pipe', 'inherit', 'inherit'] });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
const reader = new FrameReader();
/** @type {Buffer[]} */
const queue = [];
let busy = false;
function next() {
  if (busy || queue.length === 0) return;
  busy = true;
  setTimeout(() => {
    busy = false;
    const message = queue.shift();
    if (message) child.stdin.write(message);
    next();
  }, delayMs);
}
process.stdin.on('data', (chunk) => {
  for (const body of reader.push(chunk).bodies) queue.push(frame(JSON.parse(body)));
  next();
});
process.stdin.on('end', () => {
  const drain = setInterval(() => {
    if (queue.length === 0 && !busy) {
      clearInterval(drain);
      child.stdin.end();
    }
  }, 10);
});
