import { describe, expect, test } from 'vitest';
import { parseCsv } from './csv-text';
import { REFERENCES_FILE_ERRORS, readReferencesCsv } from './references-csv';

describe('reading CSV text', () => {
  test('quoted cells keep their commas, quotes and line breaks; CRLF, LF and a BOM are read', () => {
    expect(parseCsv('\uFEFFa,b,c\r\n"x, y","say ""hi""","two\nlines"\n\n1,,3\n')).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'two\nlines'],
      ['1', '', '3'],
    ]);
  });

  test('a sheet saved with semicolons is read by them', () => {
    expect(parseCsv('withdrawal_id;payment_reference\r\nab12;UTR-1')).toEqual([
      ['withdrawal_id', 'payment_reference'],
      ['ab12', 'UTR-1'],
    ]);
  });
});

describe('reading a file of payment references', () => {
  test('the pending export filled in: each row with a reference, by withdrawal id', () => {
    const text = [
      'withdrawal_id,order_number,user_name,amount_inr,payment_reference',
      '6925f0a1b2c3d4e5f6a7b8c9,6925F0A1B2C3D4E5F6A7B8C9,asha,60.000,412345678901',
      '6925f0a1b2c3d4e5f6a7b8d0,6925F0A1B2C3D4E5F6A7B8D0,ravi,75.000,',
      '6925f0a1b2c3d4e5f6a7b8d1,6925F0A1B2C3D4E5F6A7B8D1,mira,80.000,UTR 12',
      "6925f0a1b2c3d4e5f6a7b8d2,6925F0A1B2C3D4E5F6A7B8D2,dev,90.000,'-N998877",
    ].join('\r\n');
    expect(readReferencesCsv(text)).toEqual({
      references: {
        '6925f0a1b2c3d4e5f6a7b8c9': '412345678901',
        // The spreadsheet's text mark before a leading dash is not part of the reference.
        '6925f0a1b2c3d4e5f6a7b8d2': '-N998877',
      },
      problems: {
        '6925f0a1b2c3d4e5f6a7b8d1': 'A payment reference has only letters, digits and dashes.',
      },
      blank: 1,
    });
  });

  test('a sheet of order numbers and references is read too; a withdrawal twice is refused', () => {
    const text = 'Order Number,UTR\nAB12,UTR-1\nCD34,UTR-2\nab12,UTR-3\n';
    expect(readReferencesCsv(text)).toEqual({
      references: { cd34: 'UTR-2' },
      problems: { ab12: 'This withdrawal is in the file twice.' },
      blank: 0,
    });
  });

  test('a file without the two columns is refused as a whole', () => {
    expect(readReferencesCsv('user_name,amount\nasha,60')).toEqual({
      error: REFERENCES_FILE_ERRORS.columns,
    });
    expect(readReferencesCsv('')).toEqual({ error: REFERENCES_FILE_ERRORS.columns });
  });
});
