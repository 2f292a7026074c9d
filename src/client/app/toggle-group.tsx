import './toggle-group.css';

interface ToggleGroupProps<K extends string> {
  /** The group's accessible name (「ランキングの種類」). */
  label: string;
  options: readonly { key: K; label: string }[];
  selected: K;
  onSelect: (key: K) => void;
  /** Shown above the buttons as well as naming them; false keeps the name for assistive tech. */
  showLabel?: boolean;
}

/**
 * A row of toggle buttons of which exactly one is on (aria-pressed), in a fieldset whose
 * legend names the choice: ranking types and periods, the badge filter. Plain buttons in the
 * tab order, each its own name. Not tabs: what shows below is one view, chosen or filtered.
 */
export function ToggleGroup<K extends string>({
  label,
  options,
  selected,
  onSelect,
  showLabel = true,
}: ToggleGroupProps<K>) {
  return (
    <fieldset className="toggle-group">
      <legend className={showLabel ? 'toggle-group__label' : 'visually-hidden'}>{label}</legend>
      <div className="toggle-group__options">
        {options.map((option) => (
          <button
            key={option.key}
            type="button"
            className="toggle-group__option"
            aria-pressed={option.key === selected}
            onClick={() => onSelect(option.key)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
