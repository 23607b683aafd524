import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { AfterFirstCommit } from './after-first-commit';

describe('AfterFirstCommit', () => {
  it('leaves its children out of the first commit and adds them in the next one', async () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    const seen: string[] = [];
    function Probe() {
      seen.push(container.innerHTML);
      return <footer>footer</footer>;
    }
    await act(async () => {
      root.render(
        <>
          <main>page</main>
          <AfterFirstCommit>
            <Probe />
          </AfterFirstCommit>
        </>,
      );
    });
    // Probe first rendered when the page was already on screen without it.
    expect(seen[0]).toBe('<main>page</main>');
    expect(container.innerHTML).toBe('<main>page</main><footer>footer</footer>');
    act(() => root.unmount());
  });
});
