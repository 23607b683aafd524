import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { FormikProps } from 'formik';
import { COUNTRY_CODES, PHONE_LENGTH } from '@contract';
import { fieldProps } from '@/shared/ui/form-parts';
import type { ContactValues, PhoneContactValues } from '../lib/contact-values';

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
  // The e-mail is a field of T only in the forms that ask for it (`email` true).
  const field = (name: keyof ContactValues, hint?: string) => ({
    ...fieldProps(formik, name as keyof T & string, { id: `${idPrefix}-${name}`, hint }),
    required: true,
    fullWidth: true,
  });
  return (
    <>
      <TextField {...field('name')} label="Full name" autoComplete="name" />
      {email ? (
        <TextField
          {...field('email')}
          value={(formik.values as Partial<ContactValues>).email ?? ''}
          type="email"
          label="Email"
          autoComplete="email"
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
          {...field('phone', `${PHONE_LENGTH} digits, without the country code`)}
          type="text"
          label="Phone number"
          autoComplete="tel-national"
          // A text field: the HTML standard allows `tel-national` (the number without its country code) on
          // text inputs only; `inputMode` still brings up the phone keypad.
          slotProps={{ htmlInput: { inputMode: 'tel', maxLength: PHONE_LENGTH + 4 } }}
        />
      </Box>
    </>
  );
}
