import type { Rendition } from '@kora/shared';
import { Settings } from 'lucide-react';
import { useId } from 'react';
import { cx } from '../../lib/cx';
import { formatMegabytesPerMinute } from '../../lib/format';
import type { QualityLevel } from './use-hls-source';
import { usePlayerMenu, VERTICAL_MOVES } from './use-player-menu';
import { playerTexts } from './player-texts';

/** What the viewer picks: Auto (null), a height, or the audio-only rendition. */
export type QualityChoice = number | null | 'audio';

interface QualityMenuProps {
  renditions: Rendition[];
  levels: QualityLevel[];
  /** The locked height, or null for Auto. */
  lockedHeight: number | null;
  /** Sound only (the audio rendition's own playlist): no picture is downloaded. */
  audioOnly: boolean;
  /** What automatic quality plays now. */
  playingHeight: number | null;
  /** Data saver: the highest height Auto may reach; null when off. */
  dataSaverHeight: number | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSelect: (choice: QualityChoice) => void;
}

function renditionName(rendition: Rendition): string {
  return rendition.id === 'audio' ? playerTexts.audioOnly : rendition.id;
}

/**
 * 'Qualité': Auto (adaptive), one rendition, or 'Audio seul', each with what a minute of it costs
 * ('1,4 Mo/min'). With the data saver on, the renditions above 360p are marked (Auto stays below
 * them). While in audio only, every video rendition can be chosen (the picture comes back).
 *
 * Laid out to be read at a glance on a 360 px phone, whose player is 200 px tall: Auto across the
 * top, then the renditions two by two, sharpest first, down to 144p and 'Audio seul' (the cheapest)
 * — never a scrolling list whose cheap end is out of sight.
 */
export function QualityMenu({ renditions, levels, lockedHeight, audioOnly, playingHeight, dataSaverHeight, open, onOpenChange, onSelect }: QualityMenuProps) {
  const menuId = useId();
  const { buttonRef, menuRef, close, onKeyDown } = usePlayerMenu(open, onOpenChange, VERTICAL_MOVES);
  const sorted = [...renditions].sort((a, b) => (b.height ?? 0) - (a.height ?? 0));

  const choose = (choice: QualityChoice) => {
    onSelect(choice);
    close();
  };

  const current = audioOnly ? playerTexts.audio : lockedHeight ? `${lockedHeight}p` : playerTexts.auto;
  return (
    <div className="quality">
      <button
        ref={buttonRef}
        type="button"
        className="player__button"
        // The choice shown on the button is part of its name ('Qualité : Auto'): people who steer by voice say what they see.
        aria-label={playerTexts.qualityNow(current)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => onOpenChange(!open)}
      >
        <Settings size={20} aria-hidden />
        <span className="quality__current" aria-hidden>
          {current}
        </span>
      </button>
      {open && (
        <div ref={menuRef} id={menuId} className="player-menu quality__menu" role="menu" aria-label={playerTexts.quality} onKeyDown={onKeyDown}>
          <button type="button" role="menuitemradio" aria-checked={!audioOnly && lockedHeight === null} className="player-menu__item quality__item quality__item--auto" onClick={() => choose(null)}>
            <span className="quality__name">{playerTexts.auto}</span>{' '}
            <span className="quality__note">
              {[lockedHeight === null && playingHeight && `${playingHeight}p`, dataSaverHeight && playerTexts.autoCap(dataSaverHeight)].filter(Boolean).join(' · ')}
            </span>
          </button>
          {sorted.map((rendition) => {
            const audio = rendition.height === null;
            const playable = audio || audioOnly || levels.some((level) => level.height === rendition.height);
            const checked = audio ? audioOnly : !audioOnly && lockedHeight === rendition.height;
            const aboveSaver = dataSaverHeight !== null && (rendition.height ?? 0) > dataSaverHeight;
            return (
              <button
                key={rendition.id}
                type="button"
                role="menuitemradio"
                aria-checked={checked}
                disabled={!playable}
                className={cx('player-menu__item', 'quality__item', aboveSaver && 'quality__item--above-saver')}
                onClick={() => choose(audio ? 'audio' : rendition.height)}
              >
                    <span className="quality__name">{renditionName(rendition)}</span>{' '}
                <span className="quality__note">
                  {formatMegabytesPerMinute(rendition.megabytesPerMinute)}
                  {aboveSaver && <span className="sr-only"> · {playerTexts.aboveSaver}</span>}
                </span>
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
