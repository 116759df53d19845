/**
 * A real SMTP server on 127.0.0.1 for tests: collects what it receives, can be told to refuse, or
 * to take its time before accepting (to catch a second sender during a slow send).
 */
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export async function startSmtp() {
  const received: ReceivedMail[] = [];
  let refuse = false;
  let delayMs = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        if (refuse) return callback(new Error('451 Try again later'));
        setTimeout(() => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        }, delayMs);
      });
    },
  });
  // A client that drops its connection (an app server stopped with mail connections kept open in
  // its pool) is the client's business, as for any SMTP server: not an error thrown in the test.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    setRefusing(value: boolean) {
      refuse = value;
    },
    setDelay(ms: number) {
      delayMs = ms;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A mail server for the tests of one file: started before them with SMTP_URL pointing at it, and
 * stopped after them.
 */
export function smtpForFile() {
  let server: Awaited<ReturnType<typeof startSmtp>> | undefined;
  beforeAll(async () => {
    server = await startSmtp();
    process.env.SMTP_URL = server.url;
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    await server?.close();
  });
  const started = () => {
    if (!server) throw new Error('The mail server starts before the tests (beforeAll).');
    return server;
  };
  return {
    get url() {
      return started().url;
    },
    get received() {
      return started().received;
    },
    setRefusing: (value: boolean) => started().setRefusing(value),
    setDelay: (ms: number) => started().setDelay(ms),
  };
}

/**
 * The plain-text body of a raw message as its reader sees it: the text/plain part found and its
 * transfer encoding (quoted-printable or base64, as nodemailer chose) undone, read as UTF-8.
 */
export function plainTextOf(raw: string): string {
  const part = raw.split(/\r?\n--/).find((chunk) => /content-type:\s*text\/plain/i.test(chunk)) ?? raw;
  const split = part.search(/\r?\n\r?\n/);
  const [headers, body] = [part.slice(0, split), part.slice(split).trim()];
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
