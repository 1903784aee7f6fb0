import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** The languages a consent wording is shown in (the web's languages). */
export const CONSENT_LANGUAGES = ['en', 'es', 'tr'] as const;
export type ConsentLanguage = (typeof CONSENT_LANGUAGES)[number];

/** The longest consent wording a form may send. */
export const CONSENT_TEXT_MAX = 2000;

/**
 * What a person agreed to, beside when: the wording the form showed them and its language.
 * Null for consents recorded before the wording was kept, and for staff's own records.
 */
export interface ConsentWording {
  consentText: string | null;
  consentLanguage: ConsentLanguage | null;
}

export const NO_CONSENT_WORDING: ConsentWording = { consentText: null, consentLanguage: null };

/** A text kept as plain text: markup and control characters dropped, white space collapsed. */
export function plainConsentText(value: string): string {
  return value
    .replace(/<[^>]*>?/g, ' ')
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** `consentText` of a public form: the wording it showed, required, kept as plain text. */
export function ConsentTextField(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({
      type: String,
      maxLength: CONSENT_TEXT_MAX,
      description: 'The consent wording the form showed, as the person read it (plain text)',
    }),
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? plainConsentText(value) : value,
    ),
    IsString(),
    IsNotEmpty({ message: 'consentText must not be empty' }),
    MaxLength(CONSENT_TEXT_MAX),
  );
}

/** `consentLanguage` of a public form: the language the wording was shown in. */
export function ConsentLanguageField(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ enum: CONSENT_LANGUAGES, description: 'The language of consentText' }),
    IsIn(CONSENT_LANGUAGES),
  );
}
