import { useId } from 'react';
import { DISPLAY_MODES } from '../../../../shared/map/constants';
import { useT } from '../../../i18n/use-t';
import { useDisplayModeStore } from '../display-mode-store';

/** Auto or detail (SPEC.md §4), as two radio buttons; the choice is remembered. */
export function DisplayModeSwitch() {
  const t = useT();
  const name = useId();
  const hintId = useId();
  const mode = useDisplayModeStore((state) => state.mode);
  const setMode = useDisplayModeStore((state) => state.setMode);
  return (
    <fieldset className="mode-switch" aria-describedby={hintId}>
      <legend className="map-legend__subtitle">{t('map.legend.displayMode')}</legend>
      <div className="mode-switch__options">
        {DISPLAY_MODES.map((value) => (
          <label key={value} className="mode-switch__option">
            <input
              type="radio"
              name={name}
              value={value}
              checked={mode === value}
              onChange={() => setMode(value)}
            />
            <span>{value === 'auto' ? t('map.legend.modeAuto') : t('map.legend.modeDetail')}</span>
          </label>
        ))}
      </div>
      <p id={hintId} className="mode-switch__hint">
        {mode === 'auto' ? t('map.legend.modeAutoHint') : t('map.legend.modeDetailHint')}
      </p>
    </fieldset>
  );
}
