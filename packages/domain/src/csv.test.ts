import { describe, expect, it } from 'vitest';
import { csvCell, parseCsv, toCsv } from './csv.js';

describe('csvCell', () => {
  it('quotes cells with commas, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Smith, Jane')).toBe('"Smith, Jane"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(1.5)).toBe('1.5');
  });
  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
  });
});

describe('toCsv and parseCsv', () => {
  it('round-trip quoted cells and skip blank lines', () => {
    const text = toCsv([
      ['Name', 'E-mail'],
      ['Smith, Jane', 'jane@example.com'],
    ]);
    expect(text).toBe('Name,E-mail\r\n"Smith, Jane",jane@example.com\r\n');
    expect(parseCsv(`${text}\n\n`)).toEqual([
      ['Name', 'E-mail'],
      ['Smith, Jane', 'jane@example.com'],
    ]);
  });
  it('reads LF files, doubled quotes, a last line without its end and trims cells', () => {
    expect(parseCsv('a , "b ""c"""\nd,e')).toEqual([
      ['a', 'b "c"'],
      ['d', 'e'],
    ]);
  });
});
