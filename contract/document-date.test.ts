import { formatDocumentDate, SITE } from './site';

describe('formatDocumentDate', () => {
  it('writes a calendar day as a document date, the same in every time zone', () => {
    expect(formatDocumentDate('2025-07-09')).toBe('July 9, 2025');
    expect(formatDocumentDate('2026-01-31')).toBe('January 31, 2026');
  });

  it("dates the privacy policy from the site's data", () => {
    expect(SITE.privacyPolicyEffective).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
