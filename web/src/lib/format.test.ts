import { formatDuration } from './format';

describe('formatDuration', () => {
  it.each([
    [0, '0 sec'],
    [42, '42 sec'],
    [61, '1 min 1 sec'],
    [3_725, '1 hr 2 min'],
    [93_784, '1 day 2 hr'],
    [86_400 + 300, '1 day'],
    [-5, '0 sec'],
  ])('%i seconds read "%s" in English', (seconds, text) => {
    expect(formatDuration(seconds, 'en')).toBe(text);
  });

  it('speaks the reader’s language', () => {
    expect(formatDuration(93_784, 'tr')).toBe('1 gün 2 sa.');
    expect(formatDuration(3_725, 'es')).toBe('1 h 2 min');
  });
});
