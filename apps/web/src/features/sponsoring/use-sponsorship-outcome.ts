import { sponsorMessages } from '@kora/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from '../../lib/router';
import { toast, toastRequestError } from '../../lib/toast';
import { type SponsorshipOutcome, waitForSponsorshipOutcome } from './api/get-sponsorship';
import { sponsoringKeys } from './api/sponsoring-keys';
import { sponsoringTexts } from './sponsoring-texts';

/** The query parameter the payment page comes back with: /video/{id}?parrainage=<sponsorshipId>. */
export const RETURN_PARAM = 'parrainage';

/**
 * The outcome of a sponsorship on its video's page (viewer.md §4, §8): the one the payer comes back
 * with from the mobile-money page (?parrainage=<id>, read once then taken out of the address), or the
 * one a card just paid (`watch(id)`). While it is pending the server is asked again in the background;
 * paid: 'Parrainage envoyé' / 'Merci pour votre soutien au créateur !', the banner read again and
 * `onPaid` (the dialog is cleared); failed: 'Erreur' / "Impossible d'envoyer le parrainage."; still
 * pending after about a minute: said so, and the page stops asking.
 */
export function useSponsorshipOutcome(videoId: string, onPaid: () => void) {
  const [params, setParams] = useSearchParams();
  const returned = params.get(RETURN_PARAM);
  const [watched, setWatched] = useState<{ id: string; since: number } | null>(() => (returned ? { id: returned, since: Date.now() } : null));
  const queryClient = useQueryClient();

  // Read once: a reload or a shared link does not announce it again.
  useEffect(() => {
    if (!returned) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(RETURN_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [returned, setParams]);

  const settle = useEffectEvent((outcome: SponsorshipOutcome) => {
    setWatched(null);
    if (outcome === 'paid') {
      toast({ title: sponsorMessages.sentTitle, description: sponsorMessages.sent });
      void queryClient.invalidateQueries({ queryKey: sponsoringKeys.stats(videoId) });
      onPaid();
    } else if (outcome === 'failed') {
      toast({ title: sponsorMessages.failedTitle, description: sponsorMessages.failedDefault, variant: 'destructive' });
    } else {
      toast({ title: sponsorMessages.pending, description: sponsoringTexts.pendingDescription });
    }
  });
  const fail = useEffectEvent((error: unknown) => {
    setWatched(null);
    toastRequestError(error, sponsorMessages.failedTitle, sponsorMessages.failedDefault);
  });

  useEffect(() => {
    if (!watched) return;
    const controller = new AbortController();
    waitForSponsorshipOutcome(watched.id, watched.since, controller.signal).then(settle, (error: unknown) => {
      if (!controller.signal.aborted) fail(error);
    });
    return () => controller.abort();
  }, [watched]);

  return { watch: (id: string) => setWatched({ id, since: Date.now() }), watching: watched !== null };
}
