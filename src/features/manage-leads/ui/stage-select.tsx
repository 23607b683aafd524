import { useLeadStages } from '@/entities/lead';
import { BRAND } from '@/shared/ui/theme';

/** A lead's stage as a native select (a phone's own picker, the keyboard's arrows), with the pipeline's stages. */
export function StageSelect({
  label,
  value,
  onChange,
  disabled = false,
}: {
  label: string;
  value: string;
  onChange: (stageId: string) => void;
  disabled?: boolean;
}) {
  const stages = useLeadStages();
  return (
    <select
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      // Keep a grid's keyboard navigation from swallowing arrow keys while the list is open.
      onKeyDown={(e) => e.stopPropagation()}
      style={{
        // Within its cell or card whatever the longest stage's name.
        maxWidth: '100%',
        font: 'inherit',
        padding: '4px 6px',
        borderRadius: 6,
        border: `1px solid ${BRAND.outline}`,
        background: BRAND.white,
        color: BRAND.ink,
      }}
    >
      {stages.map((st) => (
        <option key={st.id} value={st.id}>
          {st.label}
        </option>
      ))}
    </select>
  );
}
