import { useState } from 'react';
import { CV_TYPE_MESSAGE } from '@contract';
import { serverMarkupPerTest } from '@/shared/lib/test';
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
  const markup = serverMarkupPerTest(() => <Holder />);
  const { hydrate } = markup;
  beforeEach(() => changed.mockClear());

  /** The browser's picker puts a file in the page's input; no script of the form runs yet. */
  function pickBeforeHydration(file: File) {
    const input = markup.container.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no file input');
    Object.defineProperty(input, 'files', { configurable: true, value: [file] });
  }

  it('is taken as the application CV and shown with its size', async () => {
    const cv = new File(['%PDF-1.4 a small CV'], 'ravi-kumar-cv.pdf', { type: 'application/pdf' });
    pickBeforeHydration(cv);
    await hydrate();
    expect(changed.mock.calls).toEqual([[cv]]);
    expect(markup.container.textContent).toContain('ravi-kumar-cv.pdf (19 B)');
    expect(markup.container.textContent).toContain('Choose another file');
  });

  it('is checked like a file picked later: a file of another type is refused with the reason', async () => {
    pickBeforeHydration(new File(['GIF89a'], 'photo.gif', { type: 'image/gif' }));
    await hydrate();
    expect(changed.mock.calls).toEqual([[null]]);
    expect(markup.container.textContent).toContain(CV_TYPE_MESSAGE);
  });

  it('leaves the field empty when nothing was picked', async () => {
    await hydrate();
    expect(changed).not.toHaveBeenCalled();
    expect(markup.container.textContent).toContain('Choose file');
  });
});
