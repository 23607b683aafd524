import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from '@testing-library/react';
import { CV_TYPE_MESSAGE } from '@contract';
import { CvField } from './cv-field';

/** What the field reported as chosen, in order. */
const changed = jest.fn<undefined, [File | null]>();

/** The field as the application form holds it: the chosen file and its problem in the form's state. */
function Holder() {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState('');
  return (
    <CvField
      id="apply-cv"
      file={file}
      onChange={(f) => {
        changed(f);
        setFile(f);
      }}
      error={error}
      onError={setError}
      progress={null}
    />
  );
}

describe('CvField: a CV picked in the server form before its code arrived', () => {
  let container: HTMLDivElement;
  let root: Root | null = null;
  beforeEach(() => {
    changed.mockClear();
    container = document.createElement('div');
    container.innerHTML = renderToString(<Holder />);
    document.body.appendChild(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    container.remove();
  });

  /** The browser's picker puts a file in the page's input; no script of the form runs yet. */
  function pickBeforeHydration(file: File) {
    const input = container.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no file input');
    Object.defineProperty(input, 'files', { configurable: true, value: [file] });
  }

  async function hydrate() {
    await act(async () => {
      root = hydrateRoot(container, <Holder />);
      await Promise.resolve();
    });
  }

  it('is taken as the application CV and shown with its size', async () => {
    const cv = new File(['%PDF-1.4 a small CV'], 'ravi-kumar-cv.pdf', { type: 'application/pdf' });
    pickBeforeHydration(cv);
    await hydrate();
    expect(changed.mock.calls).toEqual([[cv]]);
    expect(container.textContent).toContain('ravi-kumar-cv.pdf (19 B)');
    expect(container.textContent).toContain('Choose another file');
  });

  it('is checked like a file picked later: a file of another type is refused with the reason', async () => {
    pickBeforeHydration(new File(['GIF89a'], 'photo.gif', { type: 'image/gif' }));
    await hydrate();
    expect(changed.mock.calls).toEqual([[null]]);
    expect(container.textContent).toContain(CV_TYPE_MESSAGE);
  });

  it('leaves the field empty when nothing was picked', async () => {
    await hydrate();
    expect(changed).not.toHaveBeenCalled();
    expect(container.textContent).toContain('Choose file');
  });
});
