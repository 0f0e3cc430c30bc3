import { Button } from './button';

/** A list's failure in a sentence, with 'Réessayer'. */
export function RetryMessage({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <>
      <p>{text}</p>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Réessayer
      </Button>
    </>
  );
}
