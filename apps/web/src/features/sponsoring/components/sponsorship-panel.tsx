import { type Currency, sponsorMessages } from '@kora/shared';
import { HandHeart } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSponsorshipStats } from '../api/get-sponsorship-stats';
import { sponsorshipStatsLine } from '../sponsorship-format';
import { sponsoringTexts } from '../sponsoring-texts';
import { useSponsorshipOutcome } from '../use-sponsorship-outcome';
import { SponsorshipMessages } from './sponsorship-messages';
import '../sponsoring.css';

// The dialog (its form, the payment fields, the card forms) is its own chunk, fetched when the button is first pressed.
const loadDialog = () => import('./sponsor-dialog');
const SponsorDialog = lazy(loadDialog);

interface SponsorshipPanelProps {
  videoId: string;
  /** Whether this viewer may sponsor the video: signed in, a free video, someone else's (the app decides). */
  canSponsor: boolean;
}

/**
 * Under a video (viewer.md §2, §3, §4): the sponsorship banner (count and total, other currencies
 * apart), 'Sponsoriser' for those who may, and the messages sponsors chose to show. It also tells the
 * outcome of a sponsorship just paid (back from the operator's page, or by card).
 */
export function SponsorshipPanel({ videoId, canSponsor }: SponsorshipPanelProps) {
  const stats = useSponsorshipStats(videoId);
  // The dialog's chunk is there (the button waits for it after the first press, so the press is not lost).
  const [ready, setReady] = useState(false);
  const [open, setOpen] = useState(false);
  // A new key once paid: the dialog starts again empty (viewer.md §4, cleared on success).
  const [round, setRound] = useState(0);
  const outcome = useSponsorshipOutcome(videoId, () => {
    setOpen(false);
    setRound((value) => value + 1);
  });
  const currency: Currency = stats.data?.currency ?? 'XOF';

  return (
    <section className="sponsorship" aria-labelledby="sponsorship-title">
      <div className="sponsorship__banner card">
        <HandHeart size={22} aria-hidden className="sponsorship__icon" />
        <div className="sponsorship__figures">
          <h2 id="sponsorship-title" className="sponsorship__title">
            {sponsoringTexts.title}
          </h2>
          {stats.data ? (
            <p data-testid="sponsorship-stats" aria-live="polite">
              {sponsorshipStatsLine(stats.data)}
            </p>
          ) : stats.isError ? (
            <p className="sponsorship__muted">{sponsoringTexts.statsFailed}</p>
          ) : (
            <div className="sponsorship__pending-line">
              <Skeleton width="10rem" height="1rem" />
            </div>
          )}
        </div>
        {canSponsor && (
          <Button
            aria-haspopup="dialog"
            loading={open && !ready}
            onPointerEnter={() => void loadDialog()}
            onFocus={() => void loadDialog()}
            onClick={() => {
              setOpen(true);
              loadDialog().then(
                () => setReady(true),
                () => setOpen(false),
              );
            }}
          >
            {sponsorMessages.dialogTitle}
          </Button>
        )}
      </div>
      {stats.data && <SponsorshipMessages messages={stats.data.messages} />}
      {ready && (
        <Suspense fallback={null}>
          <SponsorDialog key={round} open={open} onClose={() => setOpen(false)} videoId={videoId} currency={currency} onCardAccepted={outcome.watch} />
        </Suspense>
      )}
    </section>
  );
}
