import { ACCENT_COLORS, accentPalette, type AccentColor, type ThemeSettings } from '@kora/shared';
import { Check } from 'lucide-react';
import type { CSSProperties } from 'react';
import { updateThemeSettings, useThemeSettings } from '../../../lib/theme-settings';
import { ChoiceGroup, SwitchRow } from './choice-controls';
import '../appearance.css';

const themeChoices: Array<{ value: ThemeSettings['theme']; label: string }> = [
  { value: 'dark', label: 'Sombre' },
  { value: 'light', label: 'Clair' },
  { value: 'system', label: 'Système' },
];

const layoutChoices: Array<{ value: ThemeSettings['layout']; label: string }> = [
  { value: 'comfortable', label: 'Confortable' },
  { value: 'compact', label: 'Compacte' },
];

const accentLabels: Record<AccentColor, string> = {
  purple: 'Violet',
  blue: 'Bleu',
  green: 'Vert',
  red: 'Rouge',
  orange: 'Orange',
  pink: 'Rose',
};

/** Theme, accent colour, density, animations, autoplay and data saver; applied at once and kept on this device. */
export function AppearanceSettings() {
  const settings = useThemeSettings();
  return (
    <div className="appearance">
      <h2 className="settings__section-title">Apparence</h2>
      <p className="appearance__intro">Ces préférences sont enregistrées sur cet appareil et s'appliquent immédiatement.</p>

      <ChoiceGroup legend="Thème" name="theme" value={settings.theme} choices={themeChoices} onChange={(theme) => updateThemeSettings({ theme })} />

      <fieldset className="choice-group">
        <legend className="choice-group__legend">Couleur d'accent</legend>
        <div className="swatches">
          {ACCENT_COLORS.map((color) => (
            <label key={color} className="swatch" style={{ '--swatch': accentPalette[color].primary } as CSSProperties}>
              <input
                type="radio"
                name="accentColor"
                value={color}
                checked={settings.accentColor === color}
                onChange={() => updateThemeSettings({ accentColor: color })}
              />
              <span className="swatch__dot" aria-hidden>
                {settings.accentColor === color && <Check size={16} />}
              </span>
              <span className="swatch__label">{accentLabels[color]}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <ChoiceGroup legend="Disposition" name="layout" value={settings.layout} choices={layoutChoices} onChange={(layout) => updateThemeSettings({ layout })} />

      <div className="switches">
        <SwitchRow
          label="Animations"
          description="Transitions et effets de mouvement dans l'interface."
          checked={settings.animations}
          onChange={(animations) => updateThemeSettings({ animations })}
        />
        <SwitchRow
          label="Lecture automatique"
          description="Lancer la vidéo dès l'ouverture de sa page."
          checked={settings.autoplay}
          onChange={(autoplay) => updateThemeSettings({ autoplay })}
        />
        <SwitchRow
          label="Économiseur de données"
          description="La qualité automatique ne dépasse pas 360p : moins de mégaoctets consommés par minute de vidéo."
          checked={settings.dataSaver}
          onChange={(dataSaver) => updateThemeSettings({ dataSaver })}
        />
      </div>
    </div>
  );
}
