import type { InterviewSlot } from '../interview-slots/interview-slot.types';
import { upgradeBookingConsent } from '../interview-slots/interview-slots.repository';
import type { Applicant } from './applicant.types';
import { upgradeConsentWording } from './applicants.repository';
import { plainConsentText } from './consent';

describe('the consent’s wording', () => {
  it('is kept as plain text: no markup, no control characters, one space between words', () => {
    expect(
      plainConsentText(' <p>I <b>agree</b>\n\tto it.</p>\u0000\u200b<img src=x onerror=1> '),
    ).toBe('I agree to it.');
    expect(plainConsentText('Acepto que Talento trate mis datos: sí, 100 %.')).toBe(
      'Acepto que Talento trate mis datos: sí, 100 %.',
    );
    expect(plainConsentText(' <br/> ')).toBe('');
  });

  it('is null on applicants stored before it was kept; the same list when all have it', () => {
    const older = { id: 'a1', consentAt: '2025-01-01T00:00:00.000Z' } as Applicant;
    const [upgraded] = upgradeConsentWording([older]);
    expect(upgraded).toEqual({ ...older, consentText: null, consentLanguage: null });
    const kept = [
      { ...older, consentText: 'I agree.', consentLanguage: 'en' as const },
      { ...older, consentText: null, consentLanguage: null },
    ];
    expect(upgradeConsentWording(kept)).toBe(kept);
  });

  it('is null on bookings made before it was kept; the same list when all have it', () => {
    const booking = { id: 'b1', consentAt: '2025-01-01T00:00:00.000Z' };
    const slot = { id: 's1', bookings: [booking] } as unknown as InterviewSlot;
    const [upgraded] = upgradeBookingConsent([slot]);
    expect(upgraded.bookings).toEqual([{ ...booking, consentText: null, consentLanguage: null }]);
    const kept = upgradeBookingConsent([slot]);
    expect(upgradeBookingConsent(kept)).toBe(kept);
  });
});
