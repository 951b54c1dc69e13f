import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** An e-mail written to the outbox, as a mail client would read it. */
export interface OutboxMail {
  readonly file: string;
  readonly to: string;
  readonly subject: string;
  /** The text, quoted-printable decoded. */
  readonly text: string;
}

const header = (eml: string, name: string) =>
  new RegExp(`^${name}: (.*(?:\\n[ \\t].*)*)`, 'im').exec(eml)?.[1]?.replace(/\n[ \t]+/g, ' ') ??
  '';

/** Undoes quoted-printable: soft line breaks and `=XX` bytes (UTF-8). */
const unquote = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/**
 * The e-mails in the test outbox (`OUTBOX_DIR`, see `startTestApi`) sent to `address`, oldest
 * first.
 */
export async function mailsTo(address: string): Promise<OutboxMail[]> {
  const dir = process.env['OUTBOX_DIR'] ?? '';
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.eml'))
    .sort();
  const mails: OutboxMail[] = [];
  for (const file of files) {
    const eml = (await readFile(join(dir, file), 'utf8')).replace(/\r\n/g, '\n');
    const to = header(eml, 'To');
    if (!to.toLowerCase().includes(address.toLowerCase())) continue;
    const body = eml.slice(eml.indexOf('\n\n') + 2);
    const quoted = /^Content-Transfer-Encoding: quoted-printable/im.test(eml);
    mails.push({
      file,
      to,
      subject: header(eml, 'Subject'),
      text: quoted ? unquote(body) : body,
    });
  }
  return mails;
}
