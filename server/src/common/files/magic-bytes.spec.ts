import { sniffImage } from './magic-bytes';

describe('sniffImage', () => {
  it.each([
    ['png', Buffer.from('89504e470d0a1a0a0000', 'hex')],
    ['jpg', Buffer.from('ffd8ffe000104a464946', 'hex')],
    ['gif', Buffer.from('GIF87a....', 'latin1')],
    ['gif', Buffer.from('GIF89a....', 'latin1')],
    ['webp', Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1')],
  ])('recognises %s from its first bytes', (format, bytes) => {
    expect(sniffImage(bytes)).toBe(format);
  });

  it.each([
    ['text', Buffer.from('hello, I am a .png')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['a RIFF that is not WEBP', Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1')],
    ['a truncated PNG signature', Buffer.from('89504e47', 'hex')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_case, bytes) => {
    expect(sniffImage(bytes)).toBeNull();
  });
});
