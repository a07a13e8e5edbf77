// @ts-check
'use strict';
/**
 * Headless Chromium driven through the DevTools protocol over a pipe (`--remote-debugging-pipe`:
 * Chromium reads commands on descriptor 3 and writes replies and events on descriptor 4, each a
 * JSON text ended by a NUL byte), so no WebSocket client is needed.
 */

const { spawn } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { EventEmitter } = require('events');

/** The Chromium executable: $CHROMIUM, else Debian's. */
function chromiumPath() {
  for (const candidate of [process.env.CHROMIUM, '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  throw new Error('no Chromium: install Debian\'s chromium (scripts/setup.sh does) or set CHROMIUM');
}

class Browser extends EventEmitter {
  /** @param {import('child_process').ChildProcess} child @param {string} profile */
  constructor(child, profile) {
    super();
    this.child = child;
    this.profile = profile;
    this.nextId = 1;
    /** @type {Map<number, {resolve: (v: any) => void, reject: (e: Error) => void, method: string}>} */
    this.pending = new Map();
    this.buffer = '';
    const input = /** @type {NodeJS.ReadableStream} */ (child.stdio[4]);
    input.setEncoding('utf8');
    input.on('data', (/** @type {string} */ text) => {
      this.buffer += text;
      let end;
      while ((end = this.buffer.indexOf('\0')) >= 0) {
        const message = JSON.parse(this.buffer.slice(0, end));
        this.buffer = this.buffer.slice(end + 1);
        if (message.id !== undefined) {
          const waiting = this.pending.get(message.id);
          this.pending.delete(message.id);
          if (message.error) waiting?.reject(new Error(`${waiting.method}: ${message.error.message}`));
          else waiting?.resolve(message.result);
        } else {
          this.emit('event', message);
          this.emit(message.method, message.params, message.sessionId);
        }
      }
    });
  }

  /** @param {{headless?: boolean}} [options] */
  static async launch(options = {}) {
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'popsplit-chromium-'));
    const args = [
      '--headless=new',
      '--remote-debugging-pipe',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-extensions',
      '--mute-audio',
      `--user-data-dir=${profile}`,
      'about:blank',
    ];
    // Its own process group, so that closing ends its helper processes too.
    const child = spawn(chromiumPath(), args, { stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'], detached: true });
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    const browser = new Browser(child, profile);
    browser.stderr = () => stderr;
    await browser.send('Browser.getVersion');
    return browser;
  }

  /**
   * @param {string} method
   * @param {object} [params]
   * @param {string} [sessionId]
   * @returns {Promise<any>}
   */
  send(method, params = {}, sessionId) {
    const id = this.nextId++;
    const output = /** @type {NodeJS.WritableStream} */ (this.child.stdio[3]);
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, method });
      output.write(JSON.stringify(sessionId ? { id, method, params, sessionId } : { id, method, params }) + '\0');
    });
  }

  /** A new page (tab) with a flat session. */
  async newPage() {
    const { targetId } = await this.send('Target.createTarget', { url: 'about:blank' });
    const { sessionId } = await this.send('Target.attachToTarget', { targetId, flatten: true });
    return new Page(this, sessionId, targetId);
  }

  async close() {
    try {
      await Promise.race([this.send('Browser.close'), new Promise((r) => setTimeout(r, 2000))]);
    } catch {
      // already gone
    }
    if (this.child.exitCode === null && this.child.signalCode === null) {
      const exited = new Promise((resolve) => this.child.once('exit', resolve));
      this.child.kill('SIGKILL');
      await exited;
    }
    try {
      if (this.child.pid) process.kill(-this.child.pid, 'SIGKILL');
    } catch {
      // the group is gone already
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    fs.rmSync(this.profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  }
}

class Page {
  /**
   * @param {Browser} browser
   * @param {string} sessionId
   * @param {string} targetId
   */
  constructor(browser, sessionId, targetId) {
    this.browser = browser;
    this.sessionId = sessionId;
    this.targetId = targetId;
  }

  /**
   * @param {string} method
   * @param {object} [params]
   */
  send(method, params = {}) {
    return this.browser.send(method, params, this.sessionId);
  }

  /**
   * Listens to an event of this page.
   * @param {string} method
   * @param {(params: any) => void} listener
   */
  on(method, listener) {
    this.browser.on(method, (params, sessionId) => {
      if (sessionId === this.sessionId) listener(params);
    });
  }

  /**
   * Evaluates an expression in the main frame (or in the context given); returns its value.
   * @param {string} expression
   * @param {number} [contextId]
   */
  async evaluate(expression, contextId) {
    const result = await this.send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true, ...(contextId ? { contextId } : {}) });
    if (result.exceptionDetails) throw new Error(`evaluate: ${result.exceptionDetails.exception?.description ?? result.exceptionDetails.text}`);
    return result.result.value;
  }
}

module.exports = { Browser, Page, chromiumPath };
