/**
 * What a cell's text means for its field, before the request's own validation judges it:
 * blank is "not given", whole numbers become numbers, lists are split, yes and no become
 * true and false, choices are matched without case. Text that does not read as its type
 * is passed on as it is, so the request's validation refuses it with its own message.
 */
import { foldText } from '../../common/listing/text';
import type { ImportField } from './import-fields';

const YES = new Set(['yes', 'y', 'true', '1', 'si', 'sí', 'x', 'evet', 'e', 'verdadero', 'dogru']);
const NO = new Set(['no', 'n', 'false', '0', 'falso', 'hayir', 'yanlis']);

/** 20000, 20,000, 20.000, 20 000 and 20000.0 are all twenty thousand; 2.5 is not whole. */
export function wholeNumber(text: string): number | string {
  const compact = text.replace(/[\s_]/g, '');
  if (/^-?\d+$/.test(compact)) return Number(compact);
  if (/^-?\d{1,3}([.,])\d{3}(\1\d{3})*$/.test(compact)) return Number(compact.replace(/[.,]/g, ''));
  if (/^-?\d+[.,]0+$/.test(compact)) return Number(compact.replace(/[.,]0+$/, ''));
  return text;
}

/** `Full time`, `FULL_TIME` and `full-time` are the choice `full-time`. */
function choice(text: string, choices: readonly string[]): string {
  const key = foldText(text).replace(/[\s_]+/g, '-');
  return choices.find((one) => one === key) ?? text;
}

function yesNo(text: string): boolean | string {
  const key = foldText(text).replace(/ı/g, 'i');
  if (YES.has(key)) return true;
  if (NO.has(key)) return false;
  return text;
}

/**
 * The value a cell gives its field; undefined when blank (the field is not given), but
 * '' for a required field, which the request then refuses as empty.
 */
export function cellValue(field: ImportField, cell: string | undefined): unknown {
  const text = (cell ?? '').trim();
  if (text === '') return field.required ? '' : undefined;
  switch (field.type) {
    case 'code':
      return text.toUpperCase();
    case 'integer':
      return wholeNumber(text);
    case 'choice':
      return choice(text, field.choices ?? []);
    case 'list':
      return text
        .split(field.separator ?? /[;\n]/)
        .map((item) => item.trim())
        .filter(Boolean);
    case 'yes-no':
      return yesNo(text);
    default:
      return text;
  }
}
