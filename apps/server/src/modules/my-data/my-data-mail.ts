import { composeMail, type MailRecipient } from '../../mail/compose-mail.js';
import { mailDate } from '../../mail/mail-date.js';
import type { Mail } from '../../mail/mailer.js';
import { mailTexts } from '../../mail/mail-texts.js';

/** « Vos données Kora sont prêtes »: the download link, and until when it works. */
export function exportReadyMail(to: MailRecipient, link: string, expiresAt: Date, forSomeoneElse: boolean): Mail {
  const texts = () => mailTexts.exportReady;
  return composeMail(to, () => ({
    subject: forSomeoneElse ? texts().subjectForOther : texts().subject,
    paragraphs: [{ text: texts().ready(forSomeoneElse, mailDate(expiresAt)), link: { label: texts().linkLabel, href: link } }],
  }));
}

/** « Votre compte sera supprimé le … »: said at once, with how to cancel. */
export function deletionMail(to: MailRecipient, effectiveAt: Date, loginUrl: string): Mail {
  return composeMail(to, () => ({
    subject: mailTexts.deletion.subject,
    paragraphs: [mailTexts.deletion.when(mailDate(effectiveAt)), { text: mailTexts.deletion.cancel, link: { label: mailTexts.deletion.linkLabel, href: loginUrl } }],
  }));
}
