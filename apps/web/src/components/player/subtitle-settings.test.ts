import { describe, expect, it } from 'vitest';
import { defaultSubtitleSettings, parseSubtitleSettings, readSubtitleSettings, saveSubtitleSettings, SUBTITLE_SETTINGS_KEY } from './subtitle-settings';

const memoryStore = () => {
  const map = new Map<string, string>();
  return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value), map };
};

describe('the subtitle settings of this device', () => {
  it('start at a medium size with an outline when nothing is stored', () => {
    expect(defaultSubtitleSettings).toEqual({ size: 'medium', background: 'shadow' });
    expect(parseSubtitleSettings(null)).toEqual(defaultSubtitleSettings);
    expect(readSubtitleSettings(memoryStore())).toEqual(defaultSubtitleSettings);
    expect(readSubtitleSettings(null)).toEqual(defaultSubtitleSettings);
  });

  it('read back what was saved', () => {
    const store = memoryStore();
    saveSubtitleSettings({ size: 'large', background: 'box' }, store);
    expect(JSON.parse(store.map.get(SUBTITLE_SETTINGS_KEY) ?? '')).toEqual({ size: 'large', background: 'box' });
    expect(readSubtitleSettings(store)).toEqual({ size: 'large', background: 'box' });
  });

  it('keep each valid field and default the others (an older version, a hand edit, garbage)', () => {
    expect(parseSubtitleSettings('{"size":"small"}')).toEqual({ size: 'small', background: 'shadow' });
    expect(parseSubtitleSettings('{"size":"huge","background":"none"}')).toEqual({ size: 'medium', background: 'none' });
    expect(parseSubtitleSettings('{"size":3,"background":["box"]}')).toEqual(defaultSubtitleSettings);
    expect(parseSubtitleSettings('not json')).toEqual(defaultSubtitleSettings);
    expect(parseSubtitleSettings('"large"')).toEqual(defaultSubtitleSettings);
    expect(parseSubtitleSettings('null')).toEqual(defaultSubtitleSettings);
  });

  it('survive a storage that refuses (private browsing, full)', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readSubtitleSettings(refusing)).toEqual(defaultSubtitleSettings);
    expect(() => saveSubtitleSettings({ size: 'small', background: 'none' }, refusing)).not.toThrow();
  });
});
