import { CONTACT_PHONE, demoHref, whatsAppHref } from './contact-links';

describe('contact links', () => {
  it('writes a wa.me link to the first number whose message names the course, or the courses in general', () => {
    expect(CONTACT_PHONE).toBe('+91 90000 12345');
    expect(decodeURIComponent(whatsAppHref('Data Science'))).toBe(
      'https://wa.me/919000012345?text=Hello ITX, I would like to know about the Data Science course.',
    );
    expect(decodeURIComponent(whatsAppHref(null))).toBe(
      'https://wa.me/919000012345?text=Hello ITX, I would like to know about your courses.',
    );
    expect(whatsAppHref('C++ & Go')).toContain('C%2B%2B%20%26%20Go');
  });

  it('books the demo for the course when there is one', () => {
    expect(demoHref('data-science')).toBe('/enrollnow?course=data-science');
    expect(demoHref(null)).toBe('/enrollnow');
  });
});
