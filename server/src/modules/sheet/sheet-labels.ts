/** The words of the files the import writes (templates, reports), per language. */
import type { ImportLanguage, RowOutcome } from './import.types';

interface FileLabels {
  help: string;
  column: string;
  required: string;
  values: string;
  yes: string;
  no: string;
  /** What a column of each type takes. */
  hints: {
    date: string;
    integer: string;
    list: string;
    'yes-no': string;
    reference: string;
    code: string;
  };
  report: {
    row: string;
    result: string;
    record: string;
    recordId: string;
    problems: string;
    outcomes: Record<RowOutcome, string>;
  };
}

export const SHEET_LABELS: Readonly<Record<ImportLanguage, FileLabels>> = {
  en: {
    help: 'Columns',
    column: 'Column',
    required: 'Required',
    values: 'Values',
    yes: 'yes',
    no: 'no',
    hints: {
      date: 'A day such as 1990-04-21',
      integer: 'A whole number',
      list: 'Items separated by ;',
      'yes-no': 'yes or no',
      reference: 'Its name or its id',
      code: 'Empty for a new record; a stored code to update that record',
    },
    report: {
      row: 'Row',
      result: 'Result',
      record: 'Record',
      recordId: 'Record id',
      problems: 'Problems',
      outcomes: { created: 'Created', updated: 'Updated', skipped: 'Skipped', failed: 'Failed' },
    },
  },
  es: {
    help: 'Columnas',
    column: 'Columna',
    required: 'Obligatoria',
    values: 'Valores',
    yes: 'sí',
    no: 'no',
    hints: {
      date: 'Un día como 1990-04-21',
      integer: 'Un número entero',
      list: 'Elementos separados por ;',
      'yes-no': 'sí o no',
      reference: 'Su nombre o su id',
      code: 'Vacío para un registro nuevo; un código guardado para actualizar ese registro',
    },
    report: {
      row: 'Fila',
      result: 'Resultado',
      record: 'Registro',
      recordId: 'Id del registro',
      problems: 'Problemas',
      outcomes: {
        created: 'Creado',
        updated: 'Actualizado',
        skipped: 'Omitido',
        failed: 'Fallido',
      },
    },
  },
  tr: {
    help: 'Sütunlar',
    column: 'Sütun',
    required: 'Zorunlu',
    values: 'Değerler',
    yes: 'evet',
    no: 'hayır',
    hints: {
      date: '1990-04-21 gibi bir gün',
      integer: 'Bir tam sayı',
      list: '; ile ayrılmış öğeler',
      'yes-no': 'evet veya hayır',
      reference: 'Adı veya kimliği',
      code: 'Yeni kayıt için boş; o kaydı güncellemek için kayıtlı bir kod',
    },
    report: {
      row: 'Satır',
      result: 'Sonuç',
      record: 'Kayıt',
      recordId: 'Kayıt kimliği',
      problems: 'Sorunlar',
      outcomes: {
        created: 'Oluşturuldu',
        updated: 'Güncellendi',
        skipped: 'Atlandı',
        failed: 'Başarısız',
      },
    },
  },
};
