import { ACCENT_COLORS, accentPalette, catalogue, type DataSaverCost, type ThemeSettings } from '@kora/shared';
import { Check } from 'lucide-react';
import type { CSSProperties } from 'react';
import { formatNumber } from '../../../lib/format';
import { updateThemeSettings, useThemeSettings } from '../../../lib/theme-settings';
import { ChoiceGroup, SwitchRow } from '../../../components/ui/choice-controls';
import { appearanceTexts } from '../appearance-texts';
import { useDataSaverCost } from '../api/get-data-saver-cost';
import '../appearance.css';

/**
 * The data saver in its cost per hour (the catalogue's mean at the saver's height, rounded up to 5 Mo: a budget), then
 * what it does; what it does alone until the figure comes, or when no video is listed.
 */
function dataSaverDescription(cost: DataSaverCost | undefined): string {
  const what = appearanceTexts.dataSaverDescription(cost?.maxHeight ?? catalogue.dataSaverMaxHeight);
  if (!cost || cost.megabytesPerHour === null) return what;
  return `${appearanceTexts.dataSaverCost(formatNumber(Math.max(5, Math.ceil(cost.megabytesPerHour / 5) * 5)))} ${what}`;
}

/** The choices' labels are read as the settings render (in the page's language), never when the module loads. */
const themeChoices = (): Array<{ value: ThemeSettings['theme']; label: string }> => [
  { value: 'dark', label: appearanceTexts.themes.dark },
  { value: 'light', label: appearanceTexts.themes.light },
  { value: 'system', label: appearanceTexts.themes.system },
];

const layoutChoices = (): Array<{ value: ThemeSettings['layout']; label: string }> => [
  { value: 'comfortable', label: appearanceTexts.layouts.comfortable },
  { value: 'compact', label: appearanceTexts.layouts.compact },
];

/** Theme, accent colour, density, animations, autoplay and data saver; applied at once and kept on this device. */
export function AppearanceSettings() {
  const settings = useThemeSettings();
  const saverCost = useDataSaverCost();
  return (
    <div className="appearance">
      <h2 className="settings__section-title">{appearanceTexts.title}</h2>
      <p className="appearance__intro">{appearanceTexts.intro}</p>

      <ChoiceGroup legend={appearanceTexts.theme} name="theme" value={settings.theme} choices={themeChoices()} onChange={(theme) => updateThemeSettings({ theme })} />

      <fieldset className="choice-group">
        <legend className="choice-group__legend">{appearanceTexts.accentColor}</legend>
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
              <span className="swatch__label">{appearanceTexts.accents[color]}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <ChoiceGroup legend={appearanceTexts.layout} name="layout" value={settings.layout} choices={layoutChoices()} onChange={(layout) => updateThemeSettings({ layout })} />

      <div className="switches">
        <SwitchRow
          label={appearanceTexts.animations}
          description={appearanceTexts.animationsDescription}
          checked={settings.animations}
          onChange={(animations) => updateThemeSettings({ animations })}
        />
        <SwitchRow
          label={appearanceTexts.autoplay}
          description={appearanceTexts.autoplayDescription}
          checked={settings.autoplay}
          onChange={(autoplay) => updateThemeSettings({ autoplay })}
        />
        <SwitchRow
          label={appearanceTexts.dataSaver}
          description={dataSaverDescription(saverCost.data)}
          checked={settings.dataSaver}
          onChange={(dataSaver) => updateThemeSettings({ dataSaver })}
        />
      </div>
    </div>
  );
}
