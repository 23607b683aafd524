/** The institute's public facts, used by the footer, contact page, structured data and e-mails. */
export const SITE = {
  name: 'ITX',
  legalName: 'ITX Training Institute',
  tagline: 'Industry-ready IT training in Hyderabad',
  email: 'info@itxhyderabad.in',
  phones: ['+91 90000 12345', '+91 90000 67890'],
  address: {
    street: '3rd Floor, Cyber Heights, Road No. 2, HITEC City',
    locality: 'Hyderabad',
    region: 'Telangana',
    postalCode: '500081',
    country: 'IN',
  },
  openingHours: 'Monday to Saturday, 9:00 am to 7:00 pm',
  mapUrl: 'https://www.openstreetmap.org/search?query=HITEC%20City%2C%20Hyderabad',
  social: [
    { name: 'Instagram', url: 'https://www.instagram.com/itxhyderabad' },
    { name: 'X', url: 'https://x.com/itxhyderabad' },
    { name: 'Threads', url: 'https://www.threads.net/@itxhyderabad' },
    { name: 'Facebook', url: 'https://www.facebook.com/itxhyderabad' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/itxhyderabad' },
  ],
} as const;
