import Box from '@mui/material/Box';

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from assistive tech);
 * form-filling bots fill it in, and the server then keeps nothing.
 */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Box aria-hidden sx={{ position: 'absolute', left: '-10000px', top: 'auto', width: '1px', height: '1px', overflow: 'hidden' }}>
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
      </label>
    </Box>
  );
}
