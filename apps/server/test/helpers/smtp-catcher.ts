import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface TCaughtMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a random local port that keeps every message it receives. While
 * `refusing` is true it answers every sender with a temporary failure (451), as a server that
 * is overloaded or being configured does.
 */
export async function startSmtpCatcher() {
  const messages: TCaughtMail[] = [];
  const state = { refusing: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!state.refusing) return callback();
      const refusal = Object.assign(new Error('Service not available, try again later'), {
        responseCode: 451,
      });
      callback(refusal);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString(),
        });
        callback();
      });
    },
  });
  // A sender whose connection drops (a server process killed mid-mail) ends only that session.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Refuses (true) or accepts (false) the messages from now on. */
    refuse(refusing: boolean) {
      state.refusing = refusing;
    },
    /** The messages received for `to`. */
    to: (to: string) => messages.filter((message) => message.to.includes(to)),
    /** The link token of the last message to `to`; quoted-printable soft breaks are undone first. */
    lastToken(to: string, path: string): string {
      const mail = messages.filter((message) => message.to.includes(to)).at(-1);
      const text = (mail?.raw ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(text);
      if (!match?.[1]) throw new Error(`no ${path} link received for ${to}`);
      return match[1];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
