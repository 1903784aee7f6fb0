import { CV_MAX_BYTES } from '../../api/applicants';
import { precheckCv } from './useCvUpload';

function file(name: string, size: number): File {
  const blob = new File(['x'], name);
  Object.defineProperty(blob, 'size', { value: size });
  return blob;
}

describe('precheckCv', () => {
  it('accepts PDF, DOC and DOCX up to 5 MB, whatever the case of the extension', () => {
    expect(precheckCv(file('cv.pdf', 1000))).toBeNull();
    expect(precheckCv(file('CV.DOCX', CV_MAX_BYTES))).toBeNull();
    expect(precheckCv(file('old.doc', 10))).toBeNull();
  });

  it('refuses a file above 5 MB before sending it', () => {
    expect(precheckCv(file('big.pdf', CV_MAX_BYTES + 1))).toEqual({
      kind: 'too-large',
      name: 'big.pdf',
      size: CV_MAX_BYTES + 1,
    });
  });

  it('refuses other kinds of file by name (the server checks the content)', () => {
    expect(precheckCv(file('photo.png', 10))).toEqual({ kind: 'wrong-type', name: 'photo.png' });
    expect(precheckCv(file('noextension', 10))).toEqual({
      kind: 'wrong-type',
      name: 'noextension',
    });
  });
});
