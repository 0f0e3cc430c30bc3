import { formatPrice, type SponsorshipStats } from '@kora/shared';
import { formatDate } from '../../../lib/format';
import { sponsoringTexts } from '../sponsoring-texts';

/** The messages their sponsors chose to show, newest first; plain text (React escapes it), never HTML. */
export function SponsorshipMessages({ messages }: { messages: SponsorshipStats['messages'] }) {
  if (messages.length === 0) return null;
  return (
    <ul className="sponsorship-messages" role="list" aria-label={sponsoringTexts.messagesLabel} data-testid="sponsorship-messages">
      {messages.map((item) => (
        <li key={item.id} className="sponsorship-message">
          <p className="sponsorship-message__head">
            <strong>{item.sponsorName}</strong>
            <span>{formatPrice(item.amount, item.currency)}</span>
            <time dateTime={item.at}>{formatDate(item.at)}</time>
          </p>
          <p className="sponsorship-message__text">{item.message}</p>
        </li>
      ))}
    </ul>
  );
}
