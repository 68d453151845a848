import http from 'node:http';
import net from 'node:net';

export interface FuzzRequest {
  /** The class of malformation, for the tally ('json-profundo', 'campo-control'...). */
  label: string;
  method: string;
  /** Path and query string, already encoded as they go on the wire. */
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** Announce the whole body but send only this many bytes, then stop sending (a client cut off). */
  truncateTo?: number;
}

export interface FuzzAnswer {
  /** 0 when the server closed the connection without an answer. */
  status: number;
  ms: number;
  contentType: string;
  /** The answer's first 64 KB. */
  text: string;
}

const MAX_TEXT = 64 * 1024;
/** Beyond this the request is given up on; the suite's own limit (2 s) is far lower. */
const GIVE_UP_MS = 15_000;

/** Sends one request over loopback and reads its answer (the first bytes of it: streams are cut). */
export function send(port: number, request: FuzzRequest): Promise<FuzzAnswer> {
  return request.truncateTo === undefined ? sendHttp(port, request) : sendTruncated(port, request);
}

function sendHttp(port: number, request: FuzzRequest): Promise<FuzzAnswer> {
  const started = performance.now();
  return new Promise((resolve) => {
    // Always a length with a body: Node sends a DELETE's body without one (neither length nor chunks).
    const length =
      request.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(request.body)) };
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.path,
        headers: { ...length, ...request.headers },
      },
      (res) => {
        const contentType = String(res.headers['content-type'] ?? '');
        let text = '';
        const done = () =>
          resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, contentType, text });
        // A stream (job progress) never ends: its headers are the answer.
        if (contentType.startsWith('text/event-stream')) {
          res.destroy();
          return done();
        }
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (text.length < MAX_TEXT) text += chunk;
        });
        res.on('end', done);
        res.on('error', done);
      },
    );
    req.setTimeout(GIVE_UP_MS, () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started, contentType: '', text: '' }));
    req.end(request.body);
  });
}

/** Over a raw socket: Content-Length says the whole body, part of it is sent, then the client stops. */
function sendTruncated(port: number, request: FuzzRequest): Promise<FuzzAnswer> {
  const started = performance.now();
  const body = Buffer.from(request.body ?? '');
  const head = [
    `${request.method} ${request.path} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Connection: close',
    `Content-Length: ${body.length}`,
    ...Object.entries(request.headers ?? {}).map(([k, v]) => `${k}: ${v}`),
    '',
    '',
  ].join('\r\n');
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port, allowHalfOpen: true });
    let raw = '';
    const finish = () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0);
      const [headers = '', text = ''] = raw.split('\r\n\r\n', 2);
      const contentType = /^content-type: (.*)$/im.exec(headers)?.[1] ?? '';
      resolve({ status, ms: performance.now() - started, contentType, text });
    };
    socket.setTimeout(GIVE_UP_MS, () => socket.destroy());
    socket.on('connect', () => {
      socket.write(head);
      socket.write(body.subarray(0, request.truncateTo));
      socket.end();
    });
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (raw += chunk));
    socket.on('close', finish);
    socket.on('error', () => {});
  });
}
