// A real SMTP server (smtp-server from npm) on a loopback port, started in-process by a test:
// every message it receives is parsed with mailparser and kept in `messages`.
import { afterAll, beforeAll } from "vitest";
import { SMTPServer } from "smtp-server";
import { simpleParser, type ParsedMail } from "mailparser";
import type { AddressInfo } from "node:net";

export type ReceivedMail = { envelopeTo: string[]; mail: ParsedMail; raw: string };

export type SmtpServer = {
  url: string;
  messages: ReceivedMail[];
  close: () => Promise<void>;
  next: () => Promise<ReceivedMail>;
};

export async function startSmtpServer(): Promise<SmtpServer> {
  const messages: ReceivedMail[] = [];
  const waiting: ((m: ReceivedMail) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        simpleParser(raw)
          .then((mail) => {
            const received = {
              envelopeTo: session.envelope.rcptTo.map((r) => r.address),
              mail,
              raw,
            };
            messages.push(received);
            waiting.shift()?.(received);
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  let seen = 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** The next message not yet returned by next(). */
    next: () => {
      const already = messages[seen];
      if (already) {
        seen++;
        return Promise.resolve(already);
      }
      return new Promise((resolve) =>
        waiting.push((m) => ((seen = messages.indexOf(m) + 1), resolve(m))),
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A server for the whole test file: started before its tests with SMTP_URL pointing at it, and
 * stopped after them. `mailsTo` lists what one address received.
 */
export function smtpForThisFile(): SmtpServer & { mailsTo: (email: string) => ReceivedMail[] } {
  let server: SmtpServer | undefined;
  const started = () => {
    if (!server) throw new Error("the SMTP server starts in beforeAll: use it inside a test");
    return server;
  };
  beforeAll(async () => {
    server = await startSmtpServer();
    process.env.SMTP_URL = server.url;
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    await server?.close();
  });
  return {
    get url() {
      return started().url;
    },
    get messages() {
      return started().messages;
    },
    next: () => started().next(),
    close: () => started().close(),
    mailsTo: (email) => started().messages.filter((m) => m.envelopeTo.includes(email)),
  };
}
