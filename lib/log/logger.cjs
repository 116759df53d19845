// @ts-check
// CommonJS, like the cache handler that logs through it too: `next build` loads that with Node as it is.
/**
 * The server's log: one JSON line an event (pino) with its time, level, the request's id when it
 * happens within a request (lib/http/requestGuard.ts sets it), and what happened. LOG_LEVEL picks
 * how much (info by default). No personal data: e-mail addresses and IP addresses in any message,
 * field or error are replaced before the line is written.
 */
const { AsyncLocalStorage } = require('node:async_hooks');
const pino = require('pino');

/** @type {readonly string[]} */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

// One for the process, whichever copy of this module asks (the app's bundle, the cache handler).
const SCOPE = Symbol.for('kinglife.requestScope');
const holder = /** @type {Record<symbol, AsyncLocalStorage<{ requestId: string }>>} */ (
  /** @type {unknown} */ (globalThis)
);
const requestScope = (holder[SCOPE] ??= new AsyncLocalStorage());

/**
 * Runs `work` as part of the request `requestId`: what it logs, now or later, carries the id.
 * @template T @param {string} requestId @param {() => T} work @returns {T}
 */
function withRequestId(requestId, work) {
  return requestScope.run({ requestId }, work);
}

/** @returns {string | undefined} */
function currentRequestId() {
  return requestScope.getStore()?.requestId;
}

const EMAIL = /[^\s@<>"'(),;:[\]]+@[^\s@<>"'(),;:[\]]+\.[a-z]{2,}/gi;
const IPV4 = /(?<![\w.])(?:\d{1,3}\.){3}\d{1,3}(?![\w.])/g;
// Written with '::' or as eight groups, so that a time such as 10:30:00 is not taken for one.
const IPV6 = /(?<![\w.:])(?=[0-9a-f:]*::|(?:[0-9a-f]{1,4}:){7}[0-9a-f]{1,4})[0-9a-f:]{2,39}(?![\w:])/gi;

/** `text` with every e-mail address and IP address replaced. @param {string} text */
function withoutPersonalData(text) {
  return text.replace(EMAIL, '<e-mail>').replace(IPV4, '<ip>').replace(IPV6, '<ip>');
}

/** @param {unknown} value @param {number} depth @returns {unknown} */
function masked(value, depth = 0) {
  if (typeof value === 'string') return withoutPersonalData(value);
  // An error is left to its serializer (below), which masks what it reads of it.
  if (depth > 4 || value === null || typeof value !== 'object' || value instanceof Error) return value;
  if (Array.isArray(value)) return value.map((item) => masked(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, masked(item, depth + 1)]));
}

/**
 * A logger writing to `destination` (standard output by default) at `level` (LOG_LEVEL, else info).
 * @param {import('pino').DestinationStream} [destination] @param {string} [level]
 */
function createLogger(destination, level = process.env.LOG_LEVEL || 'info') {
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        log: (fields) => /** @type {Record<string, unknown>} */ (masked(fields)),
      },
      serializers: { err: (error) => masked(pino.stdSerializers.err(error)) },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
      hooks: {
        logMethod(args, method) {
          const clean = args.map((arg) => (typeof arg === 'string' ? withoutPersonalData(arg) : arg));
          return method.apply(this, /** @type {Parameters<typeof method>} */ (clean));
        },
      },
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

/** @type {import('pino').DestinationStream} */
// Written as it is logged (sync): a line logged just before the process exits is not lost.
let target = pino.destination({ dest: 1, sync: true });
/** The server's logger: standard output, unless `logTo` sent it elsewhere. */
const log = createLogger({ write: (line) => target.write(line) });

/**
 * Sends the server's log to `destination` (a test reading what was logged); returns the undo.
 * @param {import('pino').DestinationStream} destination
 */
function logTo(destination) {
  const before = target;
  target = destination;
  return () => {
    target = before;
  };
}

module.exports = {
  LOG_LEVELS,
  log,
  logTo,
  createLogger,
  withRequestId,
  currentRequestId,
  withoutPersonalData,
};
