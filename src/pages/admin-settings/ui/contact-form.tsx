import { useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ValidationError } from 'yup';
import {
  siteContactSchema,
  SOCIAL_NETWORKS,
  WEEKDAYS,
  type SiteContactDto,
  type SiteContactInput,
  type SocialNetwork,
  type Weekday,
} from '@contract';
import { useUpdateSiteContactMutation } from '../api/settings-admin-api';
import { useSettingSave } from '../lib/use-setting-save';
import { showToast } from '@/shared/lib/toast';
import { FormColumn, SHRUNK_LABEL } from '@/shared/ui/form-parts';

const NETWORKS = Object.keys(SOCIAL_NETWORKS) as SocialNetwork[];

/** The form's fields as text, one per input (phones one per line, a social link per network: empty leaves it out). */
interface Fields {
  name: string;
  legalName: string;
  tagline: string;
  email: string;
  phones: string;
  whatsapp: string;
  street: string;
  locality: string;
  region: string;
  postalCode: string;
  directions: string;
  latitude: string;
  longitude: string;
  opens: string;
  closes: string;
  grievanceName: string;
  grievanceEmail: string;
  grievancePhone: string;
}

function fieldsOf(c: SiteContactDto): Fields {
  return {
    name: c.name,
    legalName: c.legalName,
    tagline: c.tagline,
    email: c.email,
    phones: c.phones.join('\n'),
    whatsapp: c.whatsapp,
    street: c.address.street,
    locality: c.address.locality,
    region: c.address.region,
    postalCode: c.address.postalCode,
    directions: c.directions,
    latitude: String(c.geo.latitude),
    longitude: String(c.geo.longitude),
    opens: c.officeHours.opens,
    closes: c.officeHours.closes,
    grievanceName: c.grievance.name,
    grievanceEmail: c.grievance.email,
    grievancePhone: c.grievance.phone,
  };
}

/** A number typed in a text field; what is not one stays text, so the schema says what is wrong. */
const numberOf = (text: string): number | string => (text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text);

/**
 * Where a message about `path` (the schema's or the server's) is shown: the field it is about. A social link's
 * index is the one in the list sent (`social`), so its message goes to that network's field.
 */
function fieldOf(path: string, social: readonly { name: SocialNetwork }[]): string | null {
  const link = /^social\[(\d+)\]/.exec(path);
  if (link) {
    const network = social[Number(link[1])]?.name;
    return network ? `social.${network}` : 'social';
  }
  if (path === 'social') return 'social';
  if (path.startsWith('phones')) return 'phones';
  if (path.startsWith('officeHours.days')) return 'days';
  const known: Record<string, string> = {
    'address.street': 'street',
    'address.locality': 'locality',
    'address.region': 'region',
    'address.postalCode': 'postalCode',
    'geo.latitude': 'latitude',
    'geo.longitude': 'longitude',
    'officeHours.opens': 'opens',
    'officeHours.closes': 'closes',
    'grievance.name': 'grievanceName',
    'grievance.email': 'grievanceEmail',
    'grievance.phone': 'grievancePhone',
  };
  if (Object.hasOwn(known, path)) return known[path] ?? null;
  return ['name', 'legalName', 'tagline', 'email', 'whatsapp', 'directions'].includes(path) ? path : null;
}

/**
 * The institute's contact facts and identity (issue 41): what the header, footer, contact page, phone
 * action bar, structured data, e-mails and brochure show. Remounted (key) when the saved version changes.
 */
export function ContactFactsForm({ contact }: { contact: SiteContactDto }) {
  const [fields, setFields] = useState<Fields>(() => fieldsOf(contact));
  const [days, setDays] = useState<Weekday[]>(contact.officeHours.days);
  const [social, setSocial] = useState<Record<SocialNetwork, string>>(() => {
    const byNetwork = Object.fromEntries(NETWORKS.map((n) => [n, ''])) as Record<SocialNetwork, string>;
    for (const link of contact.social) byNetwork[link.name] = link.url;
    return byNetwork;
  });
  const [save, { isLoading }] = useUpdateSiteContactMutation();
  const { errors, submit: send } = useSettingSave(save, {
    saved: 'Saved: every page now shows these contact facts.',
    failed: 'The contact facts could not be saved. Please try again.',
  });

  const text = (
    name: keyof Fields,
    label: string,
    options: { help?: string; required?: boolean; multiline?: boolean; type?: string } = {},
  ) => (
    <TextField
      id={`contact-${name}`}
      label={label}
      required={options.required ?? true}
      multiline={options.multiline}
      minRows={options.multiline ? 2 : undefined}
      type={options.type}
      value={fields[name]}
      onChange={(e: ChangeEvent<HTMLInputElement>) => setFields((f) => ({ ...f, [name]: e.target.value }))}
      error={errors[name] !== undefined}
      helperText={errors[name] ?? options.help}
      slotProps={options.type === 'time' ? SHRUNK_LABEL : undefined}
    />
  );

  const submit = async () => {
    const links = NETWORKS.filter((n) => social[n].trim() !== '').map((n) => ({ name: n, url: social[n].trim() }));
    const body: SiteContactInput = {
      name: fields.name,
      legalName: fields.legalName,
      tagline: fields.tagline,
      email: fields.email,
      phones: fields.phones
        .split('\n')
        .map((p) => p.trim())
        .filter((p) => p !== ''),
      whatsapp: fields.whatsapp,
      address: { street: fields.street, locality: fields.locality, region: fields.region, postalCode: fields.postalCode, country: 'IN' },
      directions: fields.directions,
      // The schema refuses what is not a number with its own message.
      geo: { latitude: numberOf(fields.latitude) as number, longitude: numberOf(fields.longitude) as number },
      officeHours: { days: WEEKDAYS.filter((d) => days.includes(d)), opens: fields.opens, closes: fields.closes },
      social: links,
      grievance: { name: fields.grievanceName, email: fields.grievanceEmail, phone: fields.grievancePhone },
      ...(contact.version > 0 ? { version: contact.version } : {}),
    };
    const found: Record<string, string> = {};
    try {
      await siteContactSchema.validate(body, { abortEarly: false });
    } catch (caught) {
      if (!(caught instanceof ValidationError)) throw caught;
      for (const e of caught.inner) {
        const field = fieldOf(e.path ?? '', links);
        if (field) found[field] ??= e.message;
      }
    }
    if (Object.keys(found).length > 0) showToast('Please correct the marked fields.', 'error');
    await send(body, found, (path) => fieldOf(path, links));
  };

  const group = (title: string) => (
    <Typography variant="h3" component="h3" sx={{ fontSize: '1.05rem', mt: 1 }}>
      {title}
    </Typography>
  );

  return (
    <FormColumn
      onSubmit={(e) => {
        e?.preventDefault();
        void submit();
      }}
      label="Contact facts"
      gap={2}
    >
      {group('Name')}
      {text('name', 'Short name', { help: 'As in "ITX": page titles, the WhatsApp greeting' })}
      {text('legalName', 'Legal name')}
      {text('tagline', 'Tagline')}
      {group('Phone and e-mail')}
      {text('email', 'Public e-mail', { type: 'email' })}
      {text('phones', 'Phone numbers, one per line', {
        multiline: true,
        help: 'With the country code, for example +91 90000 12345. The first is the main one (Call buttons).',
      })}
      {text('whatsapp', 'WhatsApp number', { help: 'With the country code; the WhatsApp buttons open a chat with it.' })}
      {group('Address')}
      {text('street', 'Street address', {
        help: 'Ending with the area, for example "…, Road No. 2, HITEC City": pages name the campus by it.',
      })}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
        {text('locality', 'City')}
        {text('region', 'State')}
        {text('postalCode', 'PIN code')}
      </Box>
      {text('directions', 'Directions', {
        required: false,
        help: 'How to find the campus, shown on the contact page; leave empty to show none.',
      })}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {text('latitude', 'Map latitude', { help: 'Degrees north, for example 17.4474' })}
        {text('longitude', 'Map longitude', { help: 'Degrees east, for example 78.3762' })}
      </Box>
      {group('Office hours (Hyderabad time)')}
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="body2" color="text.secondary">
          Open on
        </Typography>
        <FormGroup row>
          {WEEKDAYS.map((d) => (
            <FormControlLabel
              key={d}
              label={d}
              control={
                <Checkbox
                  checked={days.includes(d)}
                  onChange={(e) => setDays((was) => (e.target.checked ? [...was, d] : was.filter((x) => x !== d)))}
                />
              }
            />
          ))}
        </FormGroup>
        {errors.days ? <FormHelperText error>{errors.days}</FormHelperText> : null}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: '200px 200px' } }}>
        {text('opens', 'Opens', { type: 'time' })}
        {text('closes', 'Closes', { type: 'time' })}
      </Box>
      {group('Social links')}
      <Typography variant="body2" color="text.secondary">
        The https address of each profile on its own network; leave a network empty to show no link to it.
      </Typography>
      {NETWORKS.map((n) => (
        <TextField
          key={n}
          id={`contact-social-${n}`}
          label={n}
          type="url"
          value={social[n]}
          onChange={(e) => setSocial((s) => ({ ...s, [n]: e.target.value }))}
          error={errors[`social.${n}`] !== undefined}
          helperText={errors[`social.${n}`]}
        />
      ))}
      {errors.social ? <FormHelperText error>{errors.social}</FormHelperText> : null}
      {group('Grievance officer')}
      <Typography variant="body2" color="text.secondary">
        Named on the privacy policy: whom a person writes to about their personal data or a complaint.
      </Typography>
      {text('grievanceName', 'Name or title')}
      {text('grievanceEmail', 'E-mail', { type: 'email' })}
      {text('grievancePhone', 'Phone')}
      <Box>
        <Button type="submit" variant="contained" disabled={isLoading}>
          {isLoading ? 'Saving...' : 'Save contact facts'}
        </Button>
      </Box>
    </FormColumn>
  );
}
