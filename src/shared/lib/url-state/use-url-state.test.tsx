import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { useUrlState } from './use-url-state';

const KEYS = ['q', 'kind'] as const;

function Filters() {
  const [values, update] = useUrlState(KEYS);
  return (
    <div>
      <output aria-label="values">{`${values.q}|${values.kind}`}</output>
      <button onClick={() => update({ q: 'java', kind: 'weekend' })}>both</button>
      <button onClick={() => update({ q: '' })}>clear</button>
    </div>
  );
}

function mount(entry: string) {
  const router = createMemoryRouter([{ path: '*', element: <Filters /> }], { initialEntries: [entry] });
  render(<RouterProvider router={router} />);
  return router;
}

const shown = () => screen.getByLabelText('values').textContent;

describe('useUrlState', () => {
  it('starts from the address and writes changes back with replace, keeping keys it does not own', async () => {
    const router = mount('/careers?utm_source=mail&q=old');
    expect(shown()).toBe('old|');
    await act(async () => screen.getByRole('button', { name: 'both' }).click());
    expect(shown()).toBe('java|weekend');
    expect(new URLSearchParams(router.state.location.search).toString()).toBe('utm_source=mail&q=java&kind=weekend');
    expect(router.state.historyAction).toBe('REPLACE');
    await act(async () => screen.getByRole('button', { name: 'clear' }).click());
    expect(router.state.location.search).toBe('?utm_source=mail&kind=weekend');
    expect(shown()).toBe('|weekend');
  });

  it('adopts an address it did not write (a link or the back button)', async () => {
    const router = mount('/careers?q=java');
    await act(async () => router.navigate('/careers?kind=online'));
    expect(shown()).toBe('|online');
    await act(async () => router.navigate(-1));
    expect(shown()).toBe('java|');
  });
});
