import { sponsorMessages } from '@kora/shared';
import { HandHeart } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { sponsoringTexts } from '../sponsoring-texts';
import '../sponsoring.css';

/**
 * The sponsorship banner's outline, the size of the banner while its figures load (with its button's room when the
 * viewer will be offered it): shown while the panel's own chunk comes, so the similar videos under it do not jump
 * down when it does.
 */
export function SponsorshipSkeleton({ withButton = false }: { withButton?: boolean }) {
  return (
    <div className="sponsorship" aria-hidden>
      <div className="sponsorship__banner card">
        <HandHeart size={22} className="sponsorship__icon" />
        <div className="sponsorship__figures">
          <p className="sponsorship__title">{sponsoringTexts.title}</p>
          <div className="sponsorship__pending-line">
            <Skeleton width="10rem" height="1rem" />
          </div>
        </div>
        {/* The room of « Sponsoriser », for those it will be offered to. */}
        {withButton && (
          <Button disabled tabIndex={-1}>
            {sponsorMessages.dialogTitle}
          </Button>
        )}
      </div>
    </div>
  );
}
