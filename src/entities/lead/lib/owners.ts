import type { AdminAccountDto } from '@contract';

/** The admins a lead may be given to: accounts not disabled, by name. */
export function assignableOwners(admins: readonly AdminAccountDto[]): AdminAccountDto[] {
  return admins.filter((a) => !a.disabled).sort((a, b) => a.name.localeCompare(b.name, 'en-IN'));
}
