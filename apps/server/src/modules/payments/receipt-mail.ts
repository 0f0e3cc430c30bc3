import { formatPrice, paymentMethods, type PaymentMethod } from '@kora/shared';
import type { PaymentLedgerRow } from '../../db/schema/index.js';
import { composeMail, type MailRecipient } from '../../mail/compose-mail.js';
import { mailDate } from '../../mail/mail-date.js';
import type { Mail } from '../../mail/mailer.js';
import { mailTexts } from '../../mail/mail-texts.js';

const methodLabel = (method: string) => (method in paymentMethods ? paymentMethods[method as PaymentMethod].label : method);

/** The receipt of one succeeded payment: amount, currency, plan, period, method, reference. */
export function receiptMail(to: MailRecipient, line: PaymentLedgerRow, planName: string, publicUrl: string): Mail {
  return composeMail(to, () => {
    const t = mailTexts.receipt;
    return {
      subject: t.subject(planName),
      paragraphs: [
        t.thanks,
        t.amount(formatPrice(line.amount, line.currency), line.currency),
        t.plan(planName),
        ...(line.periodStart && line.periodEnd ? [t.period(mailDate(line.periodStart), mailDate(line.periodEnd))] : []),
        t.method(methodLabel(line.method)),
        t.date(mailDate(line.at)),
        t.reference(line.providerRef),
        { text: t.settings, link: { label: t.settingsLabel, href: `${publicUrl}/settings` } },
      ],
    };
  });
}
