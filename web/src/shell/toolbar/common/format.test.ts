import { formatChatTime, formatLongDate, formatNoticeTime, localDayKey } from './format';

const AFTERNOON = new Date(2026, 9, 5, 15, 7);
const MORNING = new Date(2026, 0, 9, 8, 30);

describe('toolbar formats', () => {
  it("shows a message's time as 'MMM dd, h:mm a'", () => {
    expect(formatNoticeTime(AFTERNOON, 'en').replace(/\s/g, ' ')).toBe('Oct 05, 3:07 PM');
    expect(formatNoticeTime(MORNING, 'en').replace(/\s/g, ' ')).toBe('Jan 09, 8:30 AM');
  });

  it('shows a chat time as HH:mm in every language', () => {
    expect(formatChatTime(AFTERNOON, 'en')).toBe('15:07');
    expect(formatChatTime(MORNING, 'tr')).toBe('08:30');
    expect(formatChatTime(MORNING, 'es')).toBe('08:30');
  });

  it('shows a day separator as a long date', () => {
    expect(formatLongDate(AFTERNOON, 'en')).toBe('October 5, 2026');
    expect(formatLongDate(AFTERNOON, 'es')).toBe('5 de octubre de 2026');
  });

  it('keys a moment by its local calendar day', () => {
    expect(localDayKey(MORNING)).toBe('2026-01-09');
  });
});
