import { imageUrl, upgradeImageFields, upgradeImageUrl, upgradeImageUrls } from './image-urls';

describe('image URLs', () => {
  it('names a sample image under /api', () => {
    expect(imageUrl('avatars', 'male-01.svg')).toBe('/api/images/avatars/male-01.svg');
  });

  it('moves /images/... under /api and leaves everything else as it is', () => {
    expect(upgradeImageUrl('/images/avatars/female-04.svg')).toBe(
      '/api/images/avatars/female-04.svg',
    );
    for (const url of [
      '/api/images/avatars/female-04.svg',
      '/api/apps/contacts/avatar/0b6b6f4e-8a7c-4f8e-9d6c-3c3c5a2b1a10.png',
      'https://cdn.example.com/images/a.png',
      'images/avatars/male-01.jpg',
      '/imagesx/a.png',
      'data:image/png;base64,AAAA',
      '',
      null,
      undefined,
    ]) {
      expect(upgradeImageUrl(url)).toBe(url);
    }
  });

  it('answers the same list when no URL changed', () => {
    const current = ['/api/images/a/b.svg', 'https://x.example/c.png'];
    expect(upgradeImageUrls(current)).toBe(current);
    expect(upgradeImageUrls(['/images/a/b.svg', 'https://x.example/c.png'])).toEqual([
      '/api/images/a/b.svg',
      'https://x.example/c.png',
    ]);
  });

  it('upgrades the named fields of a record, keeping the record when none changed', () => {
    const old = { id: '1', avatar: '/images/avatars/male-01.svg', logo: null, other: '/images/x' };
    expect(upgradeImageFields(old, 'avatar', 'logo')).toEqual({
      id: '1',
      avatar: '/api/images/avatars/male-01.svg',
      logo: null,
      other: '/images/x',
    });
    const current = { id: '1', avatar: '/api/images/avatars/male-01.svg', logo: null };
    expect(upgradeImageFields(current, 'avatar', 'logo')).toBe(current);
  });
});
