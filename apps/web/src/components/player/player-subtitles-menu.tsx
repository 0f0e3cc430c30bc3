import { SUBTITLE_BACKGROUNDS, SUBTITLE_SIZES, subtitleTrackName } from '@kora/shared';
import { Captions } from 'lucide-react';
import { useEffect, useId, useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { changeSubtitleSettings, subtitleBackgroundNames, subtitleSizeNames, useSubtitleSettings } from './subtitle-settings';
import type { SubtitleTracks } from './use-subtitle-tracks';
import './player-subtitles.css';

interface PlayerSubtitlesMenuProps {
  subtitles: Pick<SubtitleTracks, 'tracks' | 'language' | 'choose'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function Item({ checked, onSelect, testId, children }: { checked: boolean; onSelect: () => void; testId?: string; children: ReactNode }) {
  return (
    <button type="button" role="menuitemradio" aria-checked={checked} className="subtitles__item" data-testid={testId} onClick={onSelect}>
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
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, onOpenChange]);

  if (tracks.length === 0) return null;

  const close = () => {
    onOpenChange(false);
    buttonRef.current?.focus();
  };
  const pick = (next: typeof language) => {
    choose(next);
    close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      return close();
    }
    const moves: Record<string, (index: number, count: number) => number> = {
      ArrowDown: (index, count) => (index + 1) % count,
      ArrowRight: (index, count) => (index + 1) % count,
      ArrowUp: (index, count) => (index - 1 + count) % count,
      ArrowLeft: (index, count) => (index - 1 + count) % count,
      Home: () => 0,
      End: (_index, count) => count - 1,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [])];
    items[move(items.indexOf(document.activeElement as HTMLElement), items.length)]?.focus();
  };
  // Tab past the last choice (or Shift+Tab before the first) leaves the menu: it closes behind the focus.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !menuRef.current?.contains(next) && !buttonRef.current?.contains(next)) onOpenChange(false);
  };

  const current = tracks.find((track) => track.language === language);
  return (
    <div className="subtitles">
      <button
        ref={buttonRef}
        type="button"
        className={cx('player__button', 'subtitles__button', current && 'subtitles__button--on')}
        aria-label="Sous-titres"
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
        {current ? `Sous-titres : ${subtitleTrackName(current)}` : 'Sous-titres désactivés'}
      </span>
      {open && (
        <div ref={menuRef} id={menuId} className="subtitles__menu" role="menu" aria-label="Sous-titres" onKeyDown={onKeyDown} onBlur={onBlur}>
          <div role="group" aria-label="Langue" className="subtitles__languages">
            <Item checked={language === null} testId="subtitles-option-off" onSelect={() => pick(null)}>
              Désactivés
            </Item>
            {tracks.map((track) => (
              <Item key={track.language} checked={language === track.language} testId={`subtitles-option-${track.language}`} onSelect={() => pick(track.language)}>
                {subtitleTrackName(track)}
              </Item>
            ))}
          </div>
          <div role="group" aria-labelledby={sizeId} className="subtitles__setting">
            <span id={sizeId} className="subtitles__heading">
              Taille
            </span>
            {SUBTITLE_SIZES.map((size) => (
              <Item key={size} checked={settings.size === size} onSelect={() => changeSubtitleSettings({ size })}>
                {subtitleSizeNames[size]}
              </Item>
            ))}
          </div>
          <div role="group" aria-labelledby={backgroundId} className="subtitles__setting">
            <span id={backgroundId} className="subtitles__heading">
              Fond
            </span>
            {SUBTITLE_BACKGROUNDS.map((background) => (
              <Item key={background} checked={settings.background === background} onSelect={() => changeSubtitleSettings({ background })}>
                {subtitleBackgroundNames[background]}
              </Item>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
