// @ts-check
'use strict';
/**
 * The popsplit language server as a child process (`popsplit lsp`, protocol.md sections 14 and
 * 14.1): spawns it, initializes it (UTF-16 positions, the `popsplit` extensions: scene
 * notifications, delegate questions), restarts it when it dies (at most 5 times in 3 minutes, then
 * gives up until `restart()`), answers its requests (`popsplit/question` through a callback) and
 * traces the messages as VS Code's language clients do. No dependency on `vscode`: the extension
 * passes settings in as functions.
 */

const childProcess = require('child_process');
const { EventEmitter } = require('events');
const { Connection, ConnectionClosedError, ResponseError } = require('./jsonrpc');

/** Counts crashes in a sliding window: the restart is allowed while fewer than `max` fell in it. */
class RestartPolicy {
  /**
   * @param {{max?: number, windowMs?: number, now?: () => number}} [options]
   */
  constructor(options = {}) {
    this.max = options.max ?? 5;
    this.windowMs = options.windowMs ?? 3 * 60 * 1000;
    this.now = options.now ?? Date.now;
    /** @type {number[]} */
    this.crashes = [];
  }

  /**
   * Records a crash; true when a restart is still allowed (the crash is among the first `max`
   * of the window).
   * @returns {boolean}
   */
  recordCrash() {
    const now = this.now();
    this.crashes = this.crashes.filter((time) => now - time < this.windowMs);
    this.crashes.push(now);
    return this.crashes.length <= this.max;
  }

  /** How many crashes the window holds now. */
  get count() {
    const now = this.now();
    return this.crashes.filter((time) => now - time < this.windowMs).length;
  }

  reset() {
    this.crashes = [];
  }
}

/**
 * @typedef {object} ServerOptions
 * @property {() => string} command the executable (the `popsplit.path` setting, else `popsplit`)
 * @property {() => string} [cwd]
 * @property {() => {uri: string, name: string}[]} [workspaceFolders]
 * @property {() => 'off' | 'messages' | 'verbose'} [trace] the client's trace of the messages
 * @property {(line: string) => void} [traceLine] where the trace goes
 * @property {(params: any) => any} [onQuestion] answers a `popsplit/question`
 * @property {() => boolean} [delegateQuestions] whether the server is to ask them (read at each start)
 * @property {(line: string) => void} [log]
 * @property {number} [restartDelayMs] wait before a restart (default 500)
 * @property {RestartPolicy} [policy]
 * @property {number} [questionTimeoutMs] how long the server waits for a question's answer (default 30000)
 * @property {NodeJS.ProcessEnv} [env]
 */

/**
 * States: `stopped` (not started, or after `stop()`), `starting`, `running`, `restarting` (waiting
 * to restart after a crash), `failed` (gave up after too many crashes, or cannot be started).
 *
 * Events: `ready` (generation: a number that grows with every start), `notification` (method,
 * params), `crash` ({code, signal, error, restarting, crashes}), `gaveUp` ({crashes, reason, notFound}),
 * `state` (state).
 */
class LanguageServer extends EventEmitter {
  /** @param {ServerOptions} options */
  constructor(options) {
    super();
    this.options = options;
    this.policy = options.policy ?? new RestartPolicy();
    this.log = options.log ?? (() => {});
    /** @type {'stopped' | 'starting' | 'running' | 'restarting' | 'failed'} */
    this.state = 'stopped';
    this.generation = 0;
    /** @type {childProcess.ChildProcess | null} */
    this.process = null;
    /** @type {Connection | null} */
    this.connection = null;
    /** @type {Promise<void> | null} */
    this.ready = null;
    /** @type {any} the server's capabilities, as `initialize` answered them */
    this.serverCapabilities = null;
    /** @type {string | null} */
    this.positionEncoding = null;
    /** @type {NodeJS.Timeout | null} */
    this.restartTimer = null;
    /** Whether the running server delegates the delegate's questions (`capabilities.popsplit.delegateQuestions`). */
    this.delegating = true;
    /** @type {Map<number | string, {method: string, at: number}>} requests sent, for the trace's timings */
    this.traced = new Map();
  }

  /** @param {'stopped' | 'starting' | 'running' | 'restarting' | 'failed'} state */
  setState(state) {
    this.state = state;
    this.emit('state', state);
  }

  /**
   * Starts the server when it is not running; resolves once `initialize` is answered.
   * @returns {Promise<void>}
   */
  start() {
    if (this.ready && (this.state === 'starting' || this.state === 'running')) return this.ready;
    this.ready = this.spawn();
    this.ready.catch(() => {});
    return this.ready;
  }

  /** @returns {Promise<void>} */
  async spawn() {
    this.setState('starting');
    const generation = ++this.generation;
    const command = this.options.command() || 'popsplit';
    const args = ['lsp', '--client-process-id', String(process.pid)];
    this.log(`starting ${command} ${args.join(' ')}`);
    /** @type {childProcess.ChildProcess} */
    let child;
    try {
      child = childProcess.spawn(command, args, {
        cwd: this.options.cwd?.() || undefined,
        env: this.options.env ?? process.env,
        stdio: ['pipe', 'pipe', 'pipe'],
      });
    } catch (error) {
      this.onExit(generation, null, null, /** @type {Error} */ (error));
      throw error;
    }
    this.process = child;
    /** @type {Error | null} */
    let spawnError = null;
    child.on('error', (error) => {
      spawnError = error;
      this.log(`cannot run ${command}: ${error.message}`);
      connection.close();
      this.onExit(generation, null, null, error);
    });
    child.on('exit', (code, signal) => this.onExit(generation, code, signal, spawnError));
    let stderrRest = '';
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (/** @type {string} */ text) => {
      const lines = (stderrRest + text).split('\n');
      stderrRest = lines.pop() ?? '';
      for (const line of lines) if (line) this.log(line);
    });
    const connection = new Connection(/** @type {any} */ (child.stdout), /** @type {any} */ (child.stdin), {
      onNotification: (method, params) => this.emit('notification', method, params),
      onRequest: (method, params) => this.onServerRequest(method, params),
      onError: (message) => this.log(`protocol: ${message}`),
      onMessage: (direction, message) => this.trace(direction, message),
    });
    this.connection = connection;
    const folders = this.options.workspaceFolders?.() ?? [];
    /** Whether this start asked the server to delegate the questions. */
    this.delegating = this.options.delegateQuestions?.() ?? true;
    const result = await connection.request('initialize', {
      processId: process.pid,
      clientInfo: { name: 'popsplit-vscode', version: '0.1.0' },
      rootUri: folders[0]?.uri ?? null,
      workspaceFolders: folders.length ? folders : null,
      capabilities: {
        general: { positionEncodings: ['utf-16'] },
        textDocument: {
          synchronization: { dynamicRegistration: false, didSave: false },
          publishDiagnostics: { versionSupport: true, relatedInformation: false },
          hover: { contentFormat: ['markdown', 'plaintext'] },
          completion: { completionItem: { snippetSupport: false, documentationFormat: ['markdown', 'plaintext'] } },
          definition: { linkSupport: true },
          documentSymbol: { hierarchicalDocumentSymbolSupport: true },
          codeAction: { codeActionLiteralSupport: { codeActionKind: { valueSet: ['quickfix'] } } },
        },
        popsplit: {
          sceneNotifications: true,
          layoutMode: 'full',
          delegateQuestions: this.delegating,
          questionTimeoutMs: this.options.questionTimeoutMs ?? 30000,
        },
      },
    });
    if (generation !== this.generation) throw new ConnectionClosedError('initialize');
    connection.notify('initialized', {});
    this.serverCapabilities = result?.capabilities ?? {};
    this.positionEncoding = this.serverCapabilities.positionEncoding ?? 'utf-16';
    this.setState('running');
    this.log(`popsplit ${result?.serverInfo?.version ?? '?'} language server running (pid ${child.pid}, start ${generation})`);
    this.emit('ready', generation);
  }

  /**
   * A request from the server: its delegate questions; the few LSP requests a client answers
   * whatever it supports.
   * @param {string} method
   * @param {any} params
   */
  onServerRequest(method, params) {
    if (method === 'popsplit/question') return this.options.onQuestion ? this.options.onQuestion(params) : null;
    if (method === 'workspace/configuration') return (params?.items ?? []).map(() => null);
    if (method === 'client/registerCapability' || method === 'client/unregisterCapability' || method === 'window/workDoneProgress/create') return null;
    if (method === 'window/showMessageRequest') return null;
    throw new ResponseError(-32601, `method not found: ${method}`);
  }

  /**
   * The trace of one message, as VS Code's language clients write it (`popsplit.trace.server`):
   * `messages` names each, `verbose` adds its params or result.
   * @param {'send' | 'receive'} direction
   * @param {any} message
   */
  trace(direction, message) {
    const level = this.options.trace?.() ?? 'off';
    if (level === 'off' || !this.options.traceLine) return;
    const time = new Date().toISOString().slice(11, 19);
    let line;
    let data;
    if (typeof message.method === 'string' && message.id !== undefined) {
      line = `${direction === 'send' ? 'Sending' : 'Received'} request '${message.method} - (${message.id})'.`;
      this.traced.set(`${direction}:${message.id}`, { method: message.method, at: Date.now() });
      data = message.params;
    } else if (typeof message.method === 'string') {
      line = `${direction === 'send' ? 'Sending' : 'Received'} notification '${message.method}'.`;
      data = message.params;
    } else {
      const asked = this.traced.get(`${direction === 'send' ? 'receive' : 'send'}:${message.id}`);
      this.traced.delete(`${direction === 'send' ? 'receive' : 'send'}:${message.id}`);
      const name = asked ? `'${asked.method} - (${message.id})'` : `(${message.id})`;
      const took = asked ? ` in ${Date.now() - asked.at}ms` : '';
      line = `${direction === 'send' ? 'Sending' : 'Received'} response ${name}${took}.${message.error ? ` Request failed: ${message.error.message} (${message.error.code}).` : ''}`;
      data = message.error ? undefined : message.result;
    }
    let text = `[Trace - ${time}] ${line}`;
    if (level === 'verbose') {
      const label = typeof message.method === 'string' ? 'Params' : 'Result';
      text += data === undefined ? '\nNo parameters provided.' : `\n${label}: ${JSON.stringify(data, null, 4)}`;
      text += '\n';
    }
    this.options.traceLine(text);
  }

  /**
   * @param {number} generation
   * @param {number | null} code
   * @param {NodeJS.Signals | null} signal
   * @param {Error | null} error
   */
  onExit(generation, code, signal, error) {
    if (generation !== this.generation || this.state === 'stopped' || this.state === 'failed' || this.state === 'restarting') {
      return;
    }
    this.connection?.close();
    this.connection = null;
    this.process = null;
    const why = error ? error.message : signal ? `killed by ${signal}` : `exit code ${code}`;
    const errno = /** @type {any} */ (error)?.code;
    if (errno === 'ENOENT' || errno === 'EACCES') {
      // Not a crash: there is nothing to run. Trying again would fail the same way.
      this.log(`cannot start the language server (${why})`);
      this.setState('failed');
      this.emit('gaveUp', { crashes: 0, reason: why, notFound: true });
      return;
    }
    const allowed = this.policy.recordCrash();
    const crashes = this.policy.count;
    this.log(`the language server stopped (${why})`);
    this.emit('crash', { code, signal, error, restarting: allowed, crashes });
    if (!allowed) {
      this.setState('failed');
      this.emit('gaveUp', { crashes, reason: why });
      return;
    }
    this.setState('restarting');
    this.restartTimer = setTimeout(() => {
      this.restartTimer = null;
      this.ready = this.spawn();
      this.ready.catch((e) => this.log(`restart failed: ${e.message}`));
    }, this.options.restartDelayMs ?? 500);
  }

  /**
   * A request; waits for the server to be ready (starting it if needed).
   * @param {string} method
   * @param {object} [params]
   * @param {any} [token] a cancellation token
   * @returns {Promise<any>}
   */
  async request(method, params, token) {
    if (this.state === 'stopped') this.start();
    if (this.state === 'failed') throw new Error('the popsplit language server is stopped after crashing too often: run "popsplit: Restart Language Server"');
    if (this.state !== 'running') await this.whenReady();
    if (!this.connection) throw new ConnectionClosedError(method);
    return this.connection.request(method, params, token);
  }

  /** Resolves when the server runs (after a restart too); rejects when it gives up. */
  whenReady() {
    if (this.state === 'running') return Promise.resolve();
    return new Promise((resolve, reject) => {
      const onReady = () => {
        cleanup();
        resolve(undefined);
      };
      const onGaveUp = () => {
        cleanup();
        reject(new Error('the popsplit language server could not be started'));
      };
      const cleanup = () => {
        this.off('ready', onReady);
        this.off('gaveUp', onGaveUp);
      };
      this.on('ready', onReady);
      this.on('gaveUp', onGaveUp);
    });
  }

  /**
   * A notification, dropped when the server is not running (a restart opens the documents
   * again from their buffers).
   * @param {string} method
   * @param {object} [params]
   */
  notify(method, params) {
    if (this.state === 'running') this.connection?.notify(method, params);
  }

  /** @param {'off' | 'messages' | 'verbose'} value */
  setTrace(value) {
    this.notify('$/setTrace', { value });
  }

  /** The running server's process id, or null. */
  get pid() {
    return this.process?.pid ?? null;
  }

  /**
   * Stops the server: `shutdown`, `exit`, then a kill if it lingers.
   * @returns {Promise<void>}
   */
  async stop() {
    if (this.restartTimer) clearTimeout(this.restartTimer);
    this.restartTimer = null;
    const child = this.process;
    const connection = this.connection;
    const wasRunning = this.state === 'running';
    this.setState('stopped');
    this.generation++;
    this.process = null;
    this.connection = null;
    this.ready = null;
    if (!child) return;
    const exited = new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve(undefined);
      else child.once('exit', () => resolve(undefined));
    });
    if (wasRunning && connection && !connection.closed) {
      try {
        await Promise.race([connection.request('shutdown'), delay(1000)]);
        connection.notify('exit');
      } catch {
        // it went away already
      }
    }
    connection?.close();
    const timer = setTimeout(() => child.kill('SIGKILL'), 1500);
    await exited;
    clearTimeout(timer);
  }

  /**
   * The restart command: stops whatever runs, forgets past crashes and starts again.
   * @returns {Promise<void>}
   */
  async restart() {
    await this.stop();
    this.policy.reset();
    return this.start();
  }
}

/** @param {number} ms */
function delay(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

module.exports = { LanguageServer, RestartPolicy };
