/** Who the account e-mails (e-mail and password changes) come from: `MAIL_FROM`. */
export const accountMailFrom = () =>
  process.env['MAIL_FROM'] || 'Switchboard <no-reply@switchboard.local>';
