import { escapeHtml } from './escape-html.js';
import type { Mail } from './mailer.js';

/** Who a mail greets. */
export interface MailRecipient {
  email: string;
  firstName: string;
}

/** Paragraphs (each a line of text, or text and a link) as the plain-text and HTML parts of one mail. */
export function composeMail(to: MailRecipient, subject: string, paragraphs: Array<string | { text: string; link: { label: string; href: string } }>): Mail {
  const all = [`Bonjour ${to.firstName},`, ...paragraphs, "L'équipe Kora"];
  return {
    to: to.email,
    subject,
    text: all.map((p) => (typeof p === 'string' ? p : `${p.text}\n${p.link.href}`)).join('\n\n'),
    html: all
      .map((p) => (typeof p === 'string' ? `<p>${escapeHtml(p)}</p>` : `<p>${escapeHtml(p.text)}<br><a href="${escapeHtml(p.link.href)}">${escapeHtml(p.link.label)}</a></p>`))
      .join('\n'),
  };
}

