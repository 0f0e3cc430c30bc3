import { type CreatorEarnings, formatPrice, sponsorshipStatusLabels } from '@kora/shared';
import { Badge } from '../../../../components/ui/badge';
import { formatDate } from '../../../../lib/format';
import { platformShareLine } from '../../earnings-format';
import { creatorEarningsTexts } from './earnings-texts';

/**
 * The sponsorships received, newest first: who, on which video, the amount, Kora's share and the net,
 * the message as plain text (React escapes it; never HTML), when it was paid and when it may be paid out
 * (as of `asOf`, when the figures were read).
 */
export function EarningsSponsorships({ earnings, asOf }: { earnings: CreatorEarnings; asOf: number }) {
  const texts = creatorEarningsTexts.sponsorships;
  if (earnings.sponsorships.length === 0) return <p className="earnings-empty">{texts.empty}</p>;
  return (
    <ul className="earnings-list" role="list">
      {earnings.sponsorships.map((item) => (
        <li key={item.id} className="earnings-item card" data-testid="earnings-sponsorship">
          <p className="earnings-item__head">
            <strong className="earnings-item__amount">{formatPrice(item.amount, item.currency)}</strong>
            <span>{item.sponsorName}</span>
            {item.status !== 'paid' && <Badge variant="danger">{sponsorshipStatusLabels[item.status]}</Badge>}
          </p>
          <p className="earnings-item__video">{item.videoTitle}</p>
          <p className="earnings-item__meta">
            <span>{platformShareLine(earnings.platformSharePercent, item.platformShare, item.currency)}</span>
            <span>{texts.net(formatPrice(item.net, item.currency))}</span>
          </p>
          {item.message && <p className="earnings-item__message">{item.message}</p>}
          <p className="earnings-item__meta">
            <span>{texts.receivedOn(formatDate(item.paidAt))}</span>
            <span>{Date.parse(item.availableAt) > asOf ? texts.availableOn(formatDate(item.availableAt)) : texts.available}</span>
            {!item.showPublicly && <span>{texts.private}</span>}
          </p>
        </li>
      ))}
    </ul>
  );
}
