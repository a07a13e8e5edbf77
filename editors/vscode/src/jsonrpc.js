// @ts-check
'use strict';
/**
 * JSON-RPC 2.0 over LSP's Content-Length framing (protocol.md section 2), with no dependency on
 * `vscode`: the extension uses it over a child process's pipes, the tests over any stream.
 *
 * - Writes only `Content-Length: N\r\n\r\n` + body, N in bytes of UTF-8.
 * - Reads header names in any case, ignores unknown headers, works on bytes and waits for more
 *   when a header or a body is incomplete (a message may arrive one byte at a time).
 * - Outgoing requests are kept in a table id -> handlers; when the connection closes, every
 *   pending one fails.
 * - Requests from the other side (the language server's `popsplit/question`) go to `onRequest`;
 *   its result (or a thrown error) is sent back. Handlers may be asynchronous: reading never waits
 *   for them.
 */

const HEADER_END = Buffer.from('\r\n\r\n', 'latin1');

/** Splits a byte stream into message bodies. */
class FrameReader {
  constructor() {
    /** @type {Buffer} */
    this.buffer = Buffer.alloc(0);
    /** @type {number | null} */
    this.bodyLength = null;
  }

  /**
   * Adds bytes; returns the complete bodies they finish, in order, as strings.
   * @param {Buffer} chunk
   * @returns {{bodies: string[], errors: string[]}}
   */
  push(chunk) {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    /** @type {string[]} */
    const bodies = [];
    /** @type {string[]} */
    const errors = [];
    for (;;) {
      if (this.bodyLength === null) {
        const end = this.buffer.indexOf(HEADER_END);
        if (end < 0) {
          if (this.buffer.length > 65536) {
            errors.push('header section over 64 KiB; dropped');
            this.buffer = Buffer.alloc(0);
          }
          break;
        }
        const header = this.buffer.subarray(0, end).toString('latin1');
        this.buffer = this.buffer.subarray(end + 4);
        let length = null;
        for (const line of header.split('\r\n')) {
          const colon = line.indexOf(':');
          if (colon < 0) continue;
          if (line.slice(0, colon).trim().toLowerCase() === 'content-length') {
            const value = line.slice(colon + 1).trim();
            if (/^\d{1,15}$/.test(value)) length = Number(value);
          }
        }
        if (length === null) {
          errors.push(`a header without Content-Length: ${JSON.stringify(header.slice(0, 200))}`);
          continue;
        }
        this.bodyLength = length;
      }
      if (this.buffer.length < this.bodyLength) break;
      bodies.push(this.buffer.subarray(0, this.bodyLength).toString('utf8'));
      this.buffer = this.buffer.subarray(this.bodyLength);
      this.bodyLength = null;
    }
    return { bodies, errors };
  }
}

/**
 * Frames one message.
 * @param {unknown} message
 * @returns {Buffer}
 */
function frame(message) {
  const body = Buffer.from(JSON.stringify(message), 'utf8');
  return Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n\r\n`, 'latin1'), body]);
}

/** An error the other side answered with. */
class ResponseError extends Error {
  /**
   * @param {number} code
   * @param {string} message
   * @param {any} [data]
   */
  constructor(code, message, data) {
    super(message);
    this.name = 'ResponseError';
    this.code = code;
    this.data = data;
  }
}

/** The connection closed before the answer came. */
class ConnectionClosedError extends Error {
  /** @param {string} method */
  constructor(method) {
    super(`the popsplit language server went away before answering ${method}`);
    this.name = 'ConnectionClosedError';
  }
}

/**
 * @typedef {object} ConnectionHandlers
 * @property {(method: string, params: any) => void} [onNotification]
 * @property {(method: string, params: any) => any} [onRequest] may return a promise; a thrown
 *   error becomes an error response (code -32603, or the error's `code`)
 * @property {(message: string) => void} [onError] a malformed frame or body
 * @property {() => void} [onClose]
 * @property {(direction: 'send' | 'receive', message: any) => void} [onMessage] every message, for tracing
 */

class Connection {
  /**
   * @param {NodeJS.ReadableStream} input the other side's output
   * @param {NodeJS.WritableStream} output the other side's input
   * @param {ConnectionHandlers} handlers
   */
  constructor(input, output, handlers = {}) {
    this.input = input;
    this.output = output;
    this.handlers = handlers;
    this.reader = new FrameReader();
    this.nextId = 1;
    /** @type {Map<number, {method: string, resolve: (value: any) => void, reject: (error: Error) => void}>} */
    this.pending = new Map();
    this.closed = false;
    /** @param {Buffer} chunk */
    this.onData = (chunk) => this.receive(chunk);
    this.onEnd = () => this.close();
    input.on('data', this.onData);
    input.on('end', this.onEnd);
    input.on('close', this.onEnd);
    input.on('error', this.onEnd);
    output.on('error', () => this.close());
  }

  /**
   * Sends a request; the promise settles with the result or rejects with a ResponseError or a
   * ConnectionClosedError. A cancellation token (VS Code's shape) that fires sends LSP's
   * `$/cancelRequest` for it; the answer still settles the promise.
   * @param {string} method
   * @param {object} [params]
   * @param {{isCancellationRequested: boolean, onCancellationRequested: (listener: () => void) => {dispose(): void}}} [token]
   * @returns {Promise<any>}
   */
  request(method, params, token) {
    if (this.closed) return Promise.reject(new ConnectionClosedError(method));
    const id = this.nextId++;
    const promise = new Promise((resolve, reject) => {
      this.pending.set(id, { method, resolve, reject });
      this.send(params === undefined ? { jsonrpc: '2.0', id, method } : { jsonrpc: '2.0', id, method, params });
    });
    if (token && typeof token.onCancellationRequested === 'function') {
      const cancel = () => {
        if (this.pending.has(id)) this.notify('$/cancelRequest', { id });
      };
      if (token.isCancellationRequested) cancel();
      else {
        const subscription = token.onCancellationRequested(cancel);
        promise.then(() => subscription.dispose(), () => subscription.dispose());
      }
    }
    return promise;
  }

  /**
   * Sends a notification.
   * @param {string} method
   * @param {object} [params]
   */
  notify(method, params) {
    if (this.closed) return;
    this.send(params === undefined ? { jsonrpc: '2.0', method } : { jsonrpc: '2.0', method, params });
  }

  /** @param {any} message */
  send(message) {
    if (this.handlers.onMessage) this.handlers.onMessage('send', message);
    try {
      this.output.write(frame(message));
    } catch (error) {
      this.close();
    }
  }

  /** @param {Buffer} chunk */
  receive(chunk) {
    const { bodies, errors } = this.reader.push(chunk);
    for (const error of errors) this.handlers.onError?.(error);
    for (const body of bodies) {
      let message;
      try {
        message = JSON.parse(body);
      } catch (error) {
        this.handlers.onError?.(`a body that is not JSON: ${body.slice(0, 200)}`);
        continue;
      }
      if (this.handlers.onMessage) this.handlers.onMessage('receive', message);
      this.dispatch(message);
    }
  }

  /** @param {any} message */
  dispatch(message) {
    if (message === null || typeof message !== 'object' || Array.isArray(message)) {
      this.handlers.onError?.('a message that is not an object');
      return;
    }
    if (typeof message.method === 'string') {
      if (message.id === undefined) {
        try {
          this.handlers.onNotification?.(message.method, message.params);
        } catch (error) {
          this.handlers.onError?.(`notification handler for ${message.method} failed: ${error}`);
        }
      } else {
        this.answer(message.id, message.method, message.params);
      }
      return;
    }
    const entry = typeof message.id === 'number' ? this.pending.get(message.id) : undefined;
    if (!entry) {
      if (message.error) this.handlers.onError?.(`error ${message.error.code}: ${message.error.message}`);
      return;
    }
    this.pending.delete(message.id);
    if (message.error) {
      entry.reject(new ResponseError(message.error.code, message.error.message, message.error.data));
    } else {
      entry.resolve(message.result);
    }
  }

  /**
   * Answers a request from the other side.
   * @param {string | number} id
   * @param {string} method
   * @param {any} params
   */
  async answer(id, method, params) {
    try {
      if (!this.handlers.onRequest) throw new ResponseError(-32601, `method not found: ${method}`);
      const result = await this.handlers.onRequest(method, params);
      this.send({ jsonrpc: '2.0', id, result: result === undefined ? null : result });
    } catch (error) {
      const code = error instanceof ResponseError ? error.code : -32603;
      this.send({ jsonrpc: '2.0', id, error: { code, message: String(error && error.message ? error.message : error) } });
    }
  }

  /** Stops reading; every pending request fails. */
  close() {
    if (this.closed) return;
    this.closed = true;
    this.input.removeListener('data', this.onData);
    const pending = [...this.pending.values()];
    this.pending.clear();
    for (const entry of pending) entry.reject(new ConnectionClosedError(entry.method));
    this.handlers.onClose?.();
  }
}

module.exports = { Connection, FrameReader, ResponseError, ConnectionClosedError, frame };
