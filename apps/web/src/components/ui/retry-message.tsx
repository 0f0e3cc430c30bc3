import { Button } from './button';
import { uiTexts } from './ui-texts';

/** A list's failure in a sentence, with 'Réessayer'. */
export function RetryMessage({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <>
      <p>{text}</p>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {uiTexts.retry}
      </Button>
    </>
  );
}
