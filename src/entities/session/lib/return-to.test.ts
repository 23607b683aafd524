import { returnTarget, returnToState } from './return-to';

describe('returnTarget', () => {
  it('follows an admin address the guard kept, query included', () => {
    expect(returnTarget(returnToState('/admin/leads', '?lead=4b1c'))).toBe('/admin/leads?lead=4b1c');
  });

  it.each([
    [undefined],
    [null],
    ['/admin/leads'],
    [{ returnTo: 'https://evil.example/admin/' }],
    [{ returnTo: '//evil.example/admin/' }],
    [{ returnTo: '/careers' }],
    [{ returnTo: '/admin/login' }],
    [{ returnTo: 42 }],
  ])('lands on the dashboard for %j', (state) => {
    expect(returnTarget(state)).toBe('/admin/home');
  });
});

describe("a Counsellor's first screen", () => {
  it('is My day, unless the guard kept an address', async () => {
    const { MY_DAY_PAGE } = await import('@contract');
    expect(returnTarget(undefined, 'counsellor')).toBe(MY_DAY_PAGE);
    expect(returnTarget(undefined, 'owner')).toBe('/admin/home');
    expect(returnTarget(returnToState('/admin/leads', ''), 'counsellor')).toBe('/admin/leads');
  });
});
