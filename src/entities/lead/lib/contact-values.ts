import { DEFAULT_COUNTRY_CODE, phoneDigits } from '@contract';

/** What a lead form without e-mail asks (the brochure request): a name and a phone number. */
export interface PhoneContactValues {
  name: string;
  countryCode: string;
  phone: string;
}

export interface ContactValues extends PhoneContactValues {
  email: string;
}

/** The contact fields of an empty lead form: the phone number's country code preset. */
export const EMPTY_CONTACT: ContactValues = { name: '', email: '', countryCode: DEFAULT_COUNTRY_CODE, phone: '' };

/** The values as they are sent: name and e-mail without the spaces typed around them, the phone's ten digits alone. */
export function trimContact<T extends ContactValues>(values: T): T {
  return { ...values, name: values.name.trim(), email: values.email.trim(), phone: phoneDigits(values.phone.trim()) };
}

/**
 * The consent record a lead form sends (issue 42): the version of the notice it showed (absent while the settings
 * are not read, which the server records as "not recorded") and the "news and offers" checkbox.
 */
export function leadConsent(noticeVersion: number | undefined, marketingConsent: boolean): Record<string, string | undefined> {
  return { noticeVersion: noticeVersion === undefined ? undefined : String(noticeVersion), marketingConsent: String(marketingConsent) };
}
