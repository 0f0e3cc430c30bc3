import { HandHeart } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton';
import '../sponsoring.css';

/**
 * The sponsorship banner's outline, the size of the banner while its figures load: shown while the
 * panel's own chunk comes, so the similar videos under it do not jump down when it does.
 */
export function SponsorshipSkeleton() {
  return (
    <div className="sponsorship" aria-hidden>
      <div className="sponsorship__banner card">
        <HandHeart size={22} className="sponsorship__icon" />
        <div className="sponsorship__figures">
          <p className="sponsorship__title">Parrainages</p>
          <div className="sponsorship__pending-line">
            <Skeleton width="10rem" height="1rem" />
          </div>
        </div>
      </div>
    </div>
  );
}
