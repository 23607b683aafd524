import { DEFAULT_SITE_CONTACT } from '@contract';
import { demoHref, whatsAppHref } from './contact-links';

describe('contact links', () => {
  it('writes a wa.me link to the WhatsApp number whose message greets the institute and names the course, or the courses in general', () => {
    expect(decodeURIComponent(whatsAppHref(DEFAULT_SITE_CONTACT, 'Data Science'))).toBe(
      'https://wa.me/919000012345?text=Hello ITX, I would like to know about the Data Science course.',
    );
    expect(decodeURIComponent(whatsAppHref({ name: 'ITX Skills', whatsapp: '+91 98480 22339' }, null))).toBe(
      'https://wa.me/919848022339?text=Hello ITX Skills, I would like to know about your courses.',
    );
    expect(whatsAppHref(DEFAULT_SITE_CONTACT, 'C++ & Go')).toContain('C%2B%2B%20%26%20Go');
  });

  it('books the demo for the course when there is one', () => {
    expect(demoHref('data-science')).toBe('/enrollnow?course=data-science');
    expect(demoHref(null)).toBe('/enrollnow');
  });
});
