import { SUBTITLE_BACKGROUNDS, SUBTITLE_SIZES, subtitleTrackName } from '@kora/shared';
import { Captions } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { playerTexts } from './player-texts';
import { changeSubtitleSettings, useSubtitleSettings } from './subtitle-settings';
import type { SubtitleTracks } from './use-subtitle-tracks';
import { GRID_MOVES, usePlayerMenu } from './use-player-menu';
import './player-controls.css';
import './player-subtitles.css';

interface PlayerSubtitlesMenuProps {
  subtitles: Pick<SubtitleTracks, 'tracks' | 'language' | 'choose'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function Item({ checked, onSelect, testId, children }: { checked: boolean; onSelect: () => void; testId?: string; children: ReactNode }) {
  return (
    <button type="button" role="menuitemradio" aria-checked={checked} className="player-menu__item subtitles__item" data-testid={testId} onClick={onSelect}>
      {children}
    </button>
  );
}

/**
 * « Sous-titres » (any player with subtitle tracks; nothing without): « Désactivés » or a language, then this device's
 * « Taille » and « Fond ». Choosing a language closes the menu; a size or a background applies at once and leaves it
 * open. Arrows move between the choices, Tab goes through them (and out, which closes the menu), Escape closes it and
 * gives the focus back to the button.
 *
 * Laid out for a 360 px phone, whose player is 200 px tall: the languages two by two, each setting on one row.
 */
export function PlayerSubtitlesMenu({ subtitles, open, onOpenChange }: PlayerSubtitlesMenuProps) {
  const { tracks, language, choose } = subtitles;
  const settings = useSubtitleSettings();
  const menuId = useId();
  const sizeId = useId();
  const backgroundId = useId();
  const { buttonRef, menuRef, close, onKeyDown, onBlur } = usePlayerMenu(open, onOpenChange, GRID_MOVES);

  if (tracks.length === 0) return null;

  const pick = (next: typeof language) => {
    choose(next);
    close();
  };

  const current = tracks.find((track) => track.language === language);
  return (
    <div className="subtitles">
      <button
        ref={buttonRef}
        type="button"
        className={cx('player__button', 'subtitles__button', current && 'subtitles__button--on')}
        aria-label={playerTexts.subtitles}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-testid="subtitles-button"
        onClick={() => onOpenChange(!open)}
      >
        <Captions size={20} aria-hidden />
      </button>
      {/* What the `c` shortcut or the menu did, said to screen readers (the button's name stays « Sous-titres »). */}
      <span className="sr-only" aria-live="polite">
        {current ? playerTexts.subtitlesOn(subtitleTrackName(current)) : playerTexts.subtitlesOff}
      </span>
      {open && (
        <div ref={menuRef} id={menuId} className="player-menu subtitles__menu" role="menu" aria-label={playerTexts.subtitles} onKeyDown={onKeyDown} onBlur={onBlur}>
          <div role="group" aria-label={playerTexts.subtitlesLanguage} className="subtitles__languages">
            <Item checked={language === null} testId="subtitles-option-off" onSelect={() => pick(null)}>
              {playerTexts.subtitlesOffChoice}
            </Item>
            {tracks.map((track) => (
              <Item key={track.language} checked={language === track.language} testId={`subtitles-option-${track.language}`} onSelect={() => pick(track.language)}>
                {subtitleTrackName(track)}
              </Item>
            ))}
          </div>
          <div role="group" aria-labelledby={sizeId} className="subtitles__setting">
            <span id={sizeId} className="subtitles__heading">
              {playerTexts.subtitlesSize}
            </span>
            {SUBTITLE_SIZES.map((size) => (
              <Item key={size} checked={settings.size === size} onSelect={() => changeSubtitleSettings({ size })}>
                {playerTexts.subtitleSizes[size]}
              </Item>
            ))}
          </div>
          <div role="group" aria-labelledby={backgroundId} className="subtitles__setting">
            <span id={backgroundId} className="subtitles__heading">
              {playerTexts.subtitlesBackground}
            </span>
            {SUBTITLE_BACKGROUNDS.map((background) => (
              <Item key={background} checked={settings.background === background} onSelect={() => changeSubtitleSettings({ background })}>
                {playerTexts.subtitleBackgrounds[background]}
              </Item>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
