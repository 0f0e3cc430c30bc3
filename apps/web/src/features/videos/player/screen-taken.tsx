import { MonitorSmartphone, Play } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { videosWatchTexts } from '../watch-texts';

/**
 * A newer device of the account took this one's screen (409 screen_taken): the server's French message says
 * where Kora plays now and what the offer allows; « Regarder ici » plays again here, taking the screen back.
 */
export function ScreenTaken({ message, onWatchHere }: { message: string; onWatchHere: () => void }) {
  return (
    <div className="player__failure" role="alert" data-testid="screen-taken">
      <MonitorSmartphone size={28} aria-hidden />
      <p>{message}</p>
      <Button size="sm" onClick={onWatchHere}>
        <Play size={16} aria-hidden /> {videosWatchTexts.watchHere}
      </Button>
    </div>
  );
}
