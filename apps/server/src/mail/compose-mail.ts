import type { Locale } from '@kora/shared';
import { inLanguageOf } from '../i18n/locale-context.js';
import { escapeHtml } from './escape-html.js';
import type { Mail } from './mailer.js';
import { mailTexts } from './mail-texts.js';

/** Who a mail greets, and the language they chose (null: the language of the moment, else French). */
export interface MailRecipient {
  email: string;
  firstName: string;
  locale?: Locale | null | undefined;
}

type Paragraph = string | { text: string; link: { label: string; href: string } };

/**
 * One mail in its recipient's language: `write` gives the subject and the paragraphs (each a line of text, or text
 * and a link) with the catalogues answering in that language; the greeting and the signature are added, as plain
 * text and HTML parts.
 */
export function composeMail(to: MailRecipient, write: () => { subject: string; paragraphs: Paragraph[] }): Mail {
  return inLanguageOf(to, () => {
    const { subject, paragraphs } = write();
    const all = [mailTexts.greeting(to.firstName), ...paragraphs, mailTexts.signature];
    return {
      to: to.email,
      subject,
      text: all.map((p) => (typeof p === 'string' ? p : `${p.text}\n${p.link.href}`)).join('\n\n'),
      html: all
        .map((p) => (typeof p === 'string' ? `<p>${escapeHtml(p)}</p>` : `<p>${escapeHtml(p.text)}<br><a href="${escapeHtml(p.link.href)}">${escapeHtml(p.link.label)}</a></p>`))
        .join('\n'),
    };
  });
}
