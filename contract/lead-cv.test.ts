import { CV_MAX_BYTES, CV_SIZE_MESSAGE, CV_TYPE_MESSAGE, cvFileProblem, formatFileSize } from './index';

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('cvFileProblem', () => {
  it.each([
    ['cv.pdf', PDF, 1000],
    ['Priya Sharma.PDF', '', 1000],
    ['cv.docx', DOCX, 1000],
    ['cv.docx', 'application/octet-stream', 1000],
    ['cv', PDF, 1000],
    ['exactly the limit.pdf', PDF, CV_MAX_BYTES],
  ])('lets %s (%s, %d bytes) go', (name, type, size) => {
    expect(cvFileProblem({ name, type, size })).toBeNull();
  });

  it.each([
    ['setup.exe', 'application/x-msdownload', 1000],
    ['cv.doc', 'application/msword', 1000],
    ['cv.zip', 'application/zip', 1000],
    ['cv.pdf.exe', PDF, 1000],
    ['cv', 'text/plain', 1000],
    ['empty.pdf', PDF, 0],
  ])('refuses %s (%s, %d bytes) as no PDF or Word file', (name, type, size) => {
    expect(cvFileProblem({ name, type, size })).toBe(CV_TYPE_MESSAGE);
  });

  it('refuses a file one byte over 5 MB', () => {
    expect(cvFileProblem({ name: 'cv.pdf', type: PDF, size: CV_MAX_BYTES + 1 })).toBe(CV_SIZE_MESSAGE);
  });
});

describe('formatFileSize', () => {
  it('writes bytes, KB and MB as people read them', () => {
    expect([512, 245_760, 1_258_291, CV_MAX_BYTES].map(formatFileSize)).toEqual(['512 B', '240 KB', '1.2 MB', '5.0 MB']);
  });
});
