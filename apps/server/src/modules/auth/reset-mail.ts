import { resetTokenTtlMinutes } from '@kora/shared';
import { composeMail, type MailRecipient } from '../../mail/compose-mail.js';
import type { Mail } from '../../mail/mailer.js';
import { mailTexts } from '../../mail/mail-texts.js';

/** The password-reset message: the link, how long it works, and what to do when one did not ask. */
export function resetPasswordMail(to: MailRecipient, link: string): Mail {
  return composeMail(to, () => ({
    subject: mailTexts.reset.subject,
    paragraphs: [mailTexts.reset.asked, { text: mailTexts.reset.open(resetTokenTtlMinutes / 60), link: { label: mailTexts.reset.linkLabel, href: link } }, mailTexts.reset.notYou],
  }));
}
