import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';

/** One e-mail to send. */
export interface Mail {
  readonly from: string;
  readonly to: readonly string[];
  readonly replyTo?: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  /** Files sent with it: text content (a CSV) in UTF-8. */
  readonly attachments?: ReadonlyArray<{
    readonly filename: string;
    readonly contentType: string;
    readonly content: string;
  }>;
}

/** Sends e-mails; answers the message id and, for the outbox, the file written. */
export interface Mailer {
  send(mail: Mail): Promise<{ readonly messageId: string; readonly file?: string }>;
}

/** Where e-mails go without SMTP: real .eml files in this folder (relative to the working dir). */
export const DEFAULT_OUTBOX = '.data/outbox';

/**
 * The product's mailer: with `smtpUrl` (`smtp://user:pass@host:587`), nodemailer's SMTP
 * transport; otherwise nodemailer builds the message and it is written as a real `.eml` file
 * under `outboxDir` (one file per message, named by time and message id), which any mail client
 * opens.
 */
export function createMailer(options: { smtpUrl?: string | null; outboxDir?: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        const info = await transport.sendMail(message(mail));
        return { messageId: String(info.messageId) };
      },
    };
  }
  const dir = resolve(options.outboxDir ?? DEFAULT_OUTBOX);
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(mail) {
      const info = await transport.sendMail(message(mail));
      const messageId = String(info.messageId);
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(dir, `${stamp}-${messageId.replace(/[^\w.-]+/g, '')}.eml`);
      await writeFile(file, info.message as Buffer);
      return { messageId, file };
    },
  };
}

/** The mail as nodemailer takes it. */
const message = ({ attachments, ...mail }: Mail) => ({
  ...mail,
  to: [...mail.to],
  ...(attachments ? { attachments: attachments.map((file) => ({ ...file })) } : {}),
});

let shared: Mailer | null = null;

/** The mailer the server uses: SMTP with `SMTP_URL`, else .eml files in `OUTBOX_DIR`. */
export function defaultMailer(env: NodeJS.ProcessEnv = process.env): Mailer {
  shared ??= createMailer({
    smtpUrl: env['SMTP_URL'] || null,
    outboxDir: env['OUTBOX_DIR'] || DEFAULT_OUTBOX,
  });
  return shared;
}
