import { liveMessages } from '@kora/shared';
import { Badge } from '../../../components/ui/badge';

/** The red "EN DIRECT" pill of a live on air. */
export function LiveBadge({ className }: { className?: string }) {
  return (
    <Badge variant="live" className={className}>
      <span className="live-dot" aria-hidden /> {liveMessages.liveBadge}
    </Badge>
  );
}
