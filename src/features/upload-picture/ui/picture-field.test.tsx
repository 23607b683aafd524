import { useState } from 'react';
import { screen } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import userEvent from '@testing-library/user-event';
import { answerFetches, installXhrOverFetch, renderWithProviders } from '@/shared/lib/test';
import { PictureField } from './picture-field';

const UPLOADED = `/api/images/${'c'.repeat(64)}-960.webp`;
const uploads: { path: string; file: FormDataEntryValue | null }[] = [];
let answer: () => Response = () =>
  Response.json({ hash: 'c'.repeat(64), width: 1200, height: 800, widths: [480, 960, 1200], path: UPLOADED }, { status: 201 });
answerFetches(async (request, pathname) => {
  uploads.push({ path: pathname, file: (await request.formData()).get('image') });
  return answer();
});
let restoreXhr: () => void = () => undefined;
beforeEach(() => {
  restoreXhr = installXhrOverFetch(() => undefined);
});
afterEach(() => {
  restoreXhr();
  uploads.length = 0;
});

// Node's File (not jsdom's), so the FormData the request serializes carries the bytes as a browser's would.
const file = (name: string, type: string) => new NodeFile([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type }) as unknown as File;

/** The field inside a form that keeps its value, and shows what would be saved. */
function Harness({ initial = '' }: { initial?: string }) {
  const [path, setPath] = useState(initial);
  return (
    <>
      <PictureField
        id="photo"
        label="Trainer photo"
        value={path}
        onChange={setPath}
        previewAlt="Current trainer photo"
        emptyText="No photo: initials."
        aspectRatio="1 / 1"
        removable
      />
      <output aria-label="Saved path">{path}</output>
    </>
  );
}

describe('PictureField', () => {
  it('uploads the chosen picture at once and hands its stored path to the form, with a preview', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Harness />);
    expect(screen.getByText('No photo: initials.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Upload a picture'), file('me.png', 'image/png'));
    expect(await screen.findByRole('img', { name: 'Current trainer photo' })).toHaveAttribute('src', UPLOADED);
    expect(screen.getByLabelText('Saved path')).toHaveTextContent(UPLOADED);
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.path).toBe('/api/admin/images');
    expect((uploads[0]?.file as File | null)?.name).toBe('me.png');

    await user.click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(screen.getByLabelText('Saved path')).toBeEmptyDOMElement();
    expect(screen.getByText('No photo: initials.')).toBeInTheDocument();
  });

  it('refuses a file that is not a picture without sending it, and shows the server’s reason for a refused one', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderWithProviders(<Harness initial="/images/instructors/arjun-mehta.svg" />);
    const input = screen.getByLabelText('Upload another picture');
    await user.upload(input, file('cv.pdf', 'application/pdf'));
    expect(await screen.findByText('Please choose a JPEG, PNG, WebP or GIF image.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(uploads).toHaveLength(0);

    const reason = 'The image could not be read: the file is damaged or incomplete.';
    answer = () => Response.json({ message: reason, fieldErrors: { image: reason } }, { status: 400 });
    await user.upload(input, file('broken.png', 'image/png'));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    // The picture the form had stays.
    expect(screen.getByLabelText('Saved path')).toHaveTextContent('/images/instructors/arjun-mehta.svg');
  });
});
