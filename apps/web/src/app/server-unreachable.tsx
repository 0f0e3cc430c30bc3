import { WifiOff } from 'lucide-react';
import { Button } from '../components/ui/button';
import { StatusScreen } from '../components/ui/status-screen';
import { uiTexts } from '../components/ui/ui-texts';
import { appTexts } from './app-texts';

/** The session check failed for another reason than "not signed in" (network down, server error). */
export function ServerUnreachable({ onRetry }: { onRetry: () => void }) {
  return (
    <StatusScreen icon={<WifiOff size={32} aria-hidden />} title={appTexts.unreachableTitle} actions={<Button onClick={onRetry}>{uiTexts.retry}</Button>}>
      {appTexts.unreachable}
    </StatusScreen>
  );
}
