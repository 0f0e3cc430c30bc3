import type { SubtitleLanguage } from '@kora/shared';
import { Captions } from 'lucide-react';
import { Badge } from '../ui/badge';
import { subtitleLanguagesSummary } from './subtitle-languages';
import { subtitlesTexts } from './subtitles-texts';

/**
 * A video's subtitle languages in a list: « FR · WO » (the full names in its title and as its accessible name), or
 * « Sans sous-titres ». data-testid="subtitle-languages", data-languages="fr wo".
 */
export function SubtitleLanguagesBadge({ languages }: { languages: readonly SubtitleLanguage[] }) {
  const summary = subtitleLanguagesSummary(languages);
  if (!summary) {
    return (
      <Badge variant="outline" data-testid="subtitle-languages" data-languages="">
        {subtitlesTexts.none}
      </Badge>
    );
  }
  return (
    <Badge variant="outline" role="img" aria-label={summary.description} title={summary.description} data-testid="subtitle-languages" data-languages={languages.join(' ')}>
      <Captions size={14} aria-hidden />
      {summary.codes}
    </Badge>
  );
}
