/** The contact facts an institute that moved would save: every one differs from the seeded samples. */
export function movedContact(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'ITX',
    legalName: 'ITX Skills Private Limited',
    tagline: 'Hands-on IT training in Hyderabad',
    email: 'hello@itx-skills.in',
    phones: ['+91 98480 22338', '+91 40 2345 6789'],
    whatsapp: '+91 98480 22339',
    address: {
      street: '5th Floor, Orbit Tower, Gachibowli',
      locality: 'Hyderabad',
      region: 'Telangana',
      postalCode: '500032',
      country: 'IN',
    },
    directions: 'Opposite the Gachibowli stadium, ten minutes from the bus stop.',
    geo: { latitude: 17.44, longitude: 78.35 },
    officeHours: { days: ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'], opens: '10:00', closes: '18:30' },
    social: [
      { name: 'Instagram', url: 'https://www.instagram.com/itxskills' },
      { name: 'YouTube', url: 'https://www.youtube.com/@itxskills' },
    ],
    grievance: { name: 'Meena Rao, Grievance Officer', email: 'grievance@itx-skills.in', phone: '+91 98480 22340' },
    ...overrides,
  };
}
