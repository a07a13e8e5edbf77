#!/usr/bin/env node
// @ts-check
'use strict';
/**
 * A popsplit slowed on purpose, for the typing test, as an executable `popsplit.path` can name:
 * runs the real one ($POPSPLIT_REAL) with the same arguments, and everything the editor writes
 * reaches it only $POPSPLIT_SLOW_MS milliseconds later (each chunk read is held that long, one
 * after the other), so every reply comes late. Output and log pass through untouched.
 *
 * In the repository it runs the editors' shared wrapper, editors/tests/slow-daemon.py, which
 * does the same; in a copy of the extension folder alone (scripts/vscode-test.sh) it does it
 * itself.
 */
const { spawn } = require('child_process');
const fs = require('fs');
const path = require('path');

const real = process.env.POPSPLIT_REAL;
const delayMs = Number(process.env.POPSPLIT_SLOW_MS ?? 300);
if (!real || !Number.isFinite(delayMs) || delayMs < 0) {
  process.stderr.write('slow-popsplit: set POPSPLIT_REAL (the popsplit to run) and POPSPLIT_SLOW_MS (a delay in ms)\n');
  process.exit(2);
}
const shared = path.resolve(__dirname, '..', '..', 'tests', 'slow-daemon.py');
if (fs.existsSync(shared)) {
  const child = spawn('python3', [shared, String(delayMs / 1000), real, ...process.argv.slice(2)], { stdio: 'inherit' });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  process.on('SIGTERM', () => child.kill('SIGTERM'));
} else {
  const child = spawn(real, process.argv.slice(2), { stdio: ['pipe', 'inherit', 'inherit'] });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  /** @type {Buffer[]} what arrived while the chunk before was held: the next chunk read */
  const waiting = [];
  let busy = false;
  let ended = false;
  const next = () => {
    if (busy) return;
    if (waiting.length === 0) {
      if (ended) child.stdin.end();
      return;
    }
    // As the wrapper's read: everything there is now, held as one chunk.
    const chunk = Buffer.concat(waiting.splice(0));
    busy = true;
    setTimeout(() => {
      busy = false;
      child.stdin.write(chunk);
      next();
    }, delayMs);
  };
  process.stdin.on('data', (chunk) => {
    waiting.push(chunk);
    next();
  });
  process.stdin.on('end', () => {
    ended = true;
    next();
  });
}
