import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { FormikProps } from 'formik';
import { COUNTRY_CODES, PHONE_LENGTH } from '@contract';

/** What a lead form without e-mail asks (the brochure request): a name and a phone number. */
export interface PhoneContactValues {
  name: string;
  countryCode: string;
  phone: string;
}

export interface ContactValues extends PhoneContactValues {
  email: string;
}

/**
 * Name, e-mail, country code and phone: the fields every lead form shares, with their messages. `email`
 * false leaves the e-mail out (a form whose values have none).
 */
export function LeadContactFields<T extends PhoneContactValues>({
  formik,
  idPrefix,
  email = true,
}: {
  formik: FormikProps<T>;
  idPrefix: string;
  email?: boolean;
}) {
  const shown = (field: keyof ContactValues): string | undefined => {
    const touched = formik.touched[field as keyof T];
    const error = formik.errors[field as keyof T];
    return touched && typeof error === 'string' ? error : undefined;
  };
  return (
    <>
      <TextField
        id={`${idPrefix}-name`}
        name="name"
        label="Full name"
        required
        fullWidth
        autoComplete="name"
        value={formik.values.name}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={Boolean(shown('name'))}
        helperText={shown('name')}
      />
      {email ? (
        <TextField
          id={`${idPrefix}-email`}
          name="email"
          type="email"
          label="Email"
          required
          fullWidth
          autoComplete="email"
          value={(formik.values as Partial<ContactValues>).email ?? ''}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          error={Boolean(shown('email'))}
          helperText={shown('email')}
        />
      ) : null}
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <TextField
          id={`${idPrefix}-country-code`}
          name="countryCode"
          select
          label="Code"
          sx={{ width: 110, flexShrink: 0 }}
          value={formik.values.countryCode}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          slotProps={{ select: { native: true }, htmlInput: { autoComplete: 'tel-country-code' } }}
        >
          {COUNTRY_CODES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </TextField>
        <TextField
          id={`${idPrefix}-phone`}
          name="phone"
          type="text"
          label="Phone number"
          required
          fullWidth
          autoComplete="tel-national"
          value={formik.values.phone}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          error={Boolean(shown('phone'))}
          helperText={shown('phone') ?? `${PHONE_LENGTH} digits, without the country code`}
          // A text field: the HTML standard allows `tel-national` (the number without its country code) on
          // text inputs only; `inputMode` still brings up the phone keypad.
          slotProps={{ htmlInput: { inputMode: 'tel', maxLength: PHONE_LENGTH + 4 } }}
        />
      </Box>
    </>
  );
}
