/** The slots that make a TextField a native `<select>` whose label stays above it. */
export const NATIVE_SELECT_SLOTS = { select: { native: true }, inputLabel: { shrink: true } } as const;

export interface SelectOptionsProps<T extends string> {
  /** The first, disabled option, shown while nothing is chosen. */
  placeholder: string;
  values: readonly T[];
  /** The text of each option; the value itself when absent. */
  labelOf?: (value: T) => string;
}

/** The `<option>`s of a native select: a disabled placeholder, then one per value. */
export function SelectOptions<T extends string>({ placeholder, values, labelOf }: SelectOptionsProps<T>) {
  return (
    <>
      <option value="" disabled>
        {placeholder}
      </option>
      {values.map((value) => (
        <option key={value} value={value}>
          {labelOf ? labelOf(value) : value}
        </option>
      ))}
    </>
  );
}
