import { frenchDate } from '../../mail/french-date.js';
import { formatPrice, paymentMethods, type PaymentMethod } from '@kora/shared';
import { composeMail, type MailRecipient } from '../../mail/compose-mail.js';
import type { Mail } from '../../mail/mailer.js';
import type { PaymentLedgerRow } from '../../db/schema/index.js';

const methodLabel = (method: string) => (method in paymentMethods ? paymentMethods[method as PaymentMethod].label : method);

/** The French receipt of one succeeded payment: amount, currency, plan, period, method, reference. */
export function receiptMail(to: MailRecipient, line: PaymentLedgerRow, planName: string, publicUrl: string): Mail {
  const period = line.periodStart && line.periodEnd ? `du ${frenchDate(line.periodStart)} au ${frenchDate(line.periodEnd)}` : null;
  return composeMail(to, `Reçu de paiement Kora : ${planName}`, [
    'Merci ! Nous avons bien reçu votre paiement.',
    `Montant : ${formatPrice(line.amount, line.currency)} (${line.currency})`,
    `Offre : ${planName}`,
    ...(period ? [`Période : ${period}`] : []),
    `Moyen de paiement : ${methodLabel(line.method)}`,
    `Date : ${frenchDate(line.at)}`,
    `Référence : ${line.providerRef}`,
    { text: 'Votre abonnement et vos reçus sont dans vos paramètres :', link: { label: 'Mes paramètres', href: `${publicUrl}/settings` } },
  ]);
}
