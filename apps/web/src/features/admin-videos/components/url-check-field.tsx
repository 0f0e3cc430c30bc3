import { adminMessages, type UrlCheckResult } from '@kora/shared';
import { SearchCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toastActionError } from '../../../lib/action-error';
import { formatFileSize } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { adminVideosTexts as t } from '../admin-videos-texts';
import { useCheckUrl } from '../api/check-url';

interface UrlCheckFieldProps {
  label: string;
  /** What the URL must serve: a video to import, or an image for a poster. */
  expect: 'video' | 'image';
  name: string;
  value: string;
  /** The form's own error for this field (its validation, the server's answer). */
  error?: string | undefined;
  onChange: (value: string) => void;
  hint?: string;
  disabled?: boolean;
}

/** 'Vidéo trouvée · video/mp4 · 12,3 Mo'. */
function foundText(expect: UrlCheckFieldProps['expect'], result: UrlCheckResult): string {
  return [t.found[expect], result.contentType, result.contentLength !== null && formatFileSize(result.contentLength)].filter(Boolean).join(' · ');
}

/**
 * A URL with 'Vérifier' beside it (live-creators-admin.md §2: add and poster 'with a check'): the
 * server asks the URL and says what it found, or why not — 'URL invalide' (not an image),
 * 'URL inaccessible', not a video, not a public address — under the field and in a toast. The answer
 * holds for the URL it was asked for; typing another one clears it.
 */
export function UrlCheckField({ label, expect, name, value, error, onChange, hint, disabled }: UrlCheckFieldProps) {
  const id = `${useId()}-${name}`;
  const check = useCheckUrl();
  const [answer, setAnswer] = useState<{ url: string; result: UrlCheckResult } | { url: string; missing: true } | null>(null);
  const url = value.trim();
  const current = answer?.url === url ? answer : null;

  const verify = () => {
    if (!url) return setAnswer({ url, missing: true });
    check.mutate(
      { url, expect },
      {
        onSuccess: (result) => {
          setAnswer({ url, result });
          if (!result.ok) toast({ title: result.message ?? adminMessages.urlUnreachable, variant: 'destructive' });
        },
        onError: (failure) => toastActionError(failure, adminMessages.urlUnreachable),
      },
    );
  };

  const shownError = error ?? (current && 'missing' in current ? adminMessages.urlRequired : current && !current.result.ok ? (current.result.message ?? adminMessages.urlUnreachable) : undefined);
  const okText = current && 'result' in current && current.result.ok ? foundText(expect, current.result) : undefined;
  return (
    <Field id={id} label={label} error={shownError} hint={okText ? <span role="status">{okText}</span> : hint}>
      <div className="url-check">
        <Input
          id={id}
          name={name}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://…"
          maxLength={2000}
          value={value}
          disabled={disabled}
          invalid={Boolean(shownError)}
          aria-describedby={shownError ? `${id}-error` : okText || hint ? `${id}-hint` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <Button variant="outline" loading={check.isPending} disabled={disabled} onClick={verify}>
          <SearchCheck size={16} aria-hidden /> {t.check}
        </Button>
      </div>
    </Field>
  );
}
