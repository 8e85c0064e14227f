import { type ParsedMail, simpleParser } from "mailparser";
import selfsigned from "selfsigned";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";
import { freePort } from "./free-port.ts";

/** One message as the mail server received it: the SMTP envelope, the parsed mail, the raw bytes. */
export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  /** The connection was encrypted (implicit TLS or STARTTLS) when the message came. */
  secure: boolean;
  /** The user the client logged in as, if it did. */
  user: string | undefined;
  /** When the server had the whole message (before any answer delay). */
  at: number;
  parsed: ParsedMail;
  raw: string;
}

export interface TestSmtpOptions {
  /** Implicit TLS (smtps://) with this key and certificate. */
  tls?: { key: string; cert: string; secure: boolean };
  /** Require this login. */
  auth?: { user: string; password: string };
  /** Wait this long before answering each message's data: a slow or busy mail server. */
  answerDelayMs?: number;
}

export interface TestSmtp {
  port: number;
  /** smtp://127.0.0.1:port (or smtps:// with implicit TLS), with the login when one is required. */
  url: string;
  received: ReceivedMail[];
  /** Logins tried, right or wrong (a password sent at all). */
  logins: number;
  /** Messages the server has whole but has not answered yet (see answerDelayMs). */
  inFlight: number;
  /** From now on, refuse every message at DATA with this answer (`550 ...`); null accepts again. */
  refuseWith(answer: { code: number; message: string } | null): void;
  /** Resolves once at least `count` messages have arrived in all. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Stops listening: a mail server that is down. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

/**
 * A real SMTP server in the test process (the `smtp-server` package): nodemailer talks to it
 * over TCP exactly as it would to a provider's.
 */
export async function startTestSmtp(options: TestSmtpOptions = {}): Promise<TestSmtp> {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let refusal: { code: number; message: string } | null = null;
  let server: SMTPServer | undefined;
  let logins = 0;
  let inFlight = 0;

  const serverOptions: SMTPServerOptions = {
    logger: false,
    banner: "test mail server",
    authOptional: !options.auth,
    allowInsecureAuth: true,
    ...(options.tls
      ? { key: options.tls.key, cert: options.tls.cert, secure: options.tls.secure }
      : { disabledCommands: ["STARTTLS"] }),
    onAuth(auth, _session, callback) {
      logins++;
      if (
        options.auth &&
        auth.username === options.auth.user &&
        auth.password === options.auth.password
      ) {
        callback(null, { user: auth.username });
      } else {
        callback(Object.assign(new Error("Invalid username or password"), { responseCode: 535 }));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        const at = Date.now();
        if (options.answerDelayMs) {
          inFlight++;
          await new Promise((resolve) => setTimeout(resolve, options.answerDelayMs));
          inFlight--;
        }
        if (refusal) {
          callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        simpleParser(raw)
          .then((parsed) => {
            received.push({
              envelope: {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
                to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              },
              secure: session.secure,
              user: typeof session.user === "string" ? session.user : undefined,
              at,
              parsed,
              raw,
            });
            for (const wake of waiters) wake();
            callback(null, "Message queued as test-1");
          })
          .catch(callback);
      });
    },
  };

  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer(serverOptions);
      server.on("error", () => {});
      server.listen(port, "127.0.0.1", () => resolve());
      server.once("error", reject);
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      const closing = server;
      server = undefined;
      closing.close(() => resolve());
    });

  await start();
  const scheme = options.tls?.secure ? "smtps" : "smtp";
  const login = options.auth
    ? `${encodeURIComponent(options.auth.user)}:${encodeURIComponent(options.auth.password)}@`
    : "";
  return {
    port,
    url: `${scheme}://${login}127.0.0.1:${port}`,
    received,
    get logins() {
      return logins;
    },
    get inFlight() {
      return inFlight;
    },
    refuseWith(answer) {
      refusal = answer;
    },
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          cleanup();
          resolve(received);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`expected ${count} messages, got ${received.length}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    stop,
    start,
  };
}

/** A self-signed key and certificate for a test mail server's TLS (trust `cert` as the CA). */
export async function selfSignedPems(): Promise<{ key: string; cert: string }> {
  const pems = await selfsigned.generate([{ name: "commonName", value: "localhost" }], {
    keyType: "ec",
  });
  return { key: pems.private, cert: pems.cert };
}
