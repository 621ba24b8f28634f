import { archiveFileName, uniqueNames } from '@/server/privacy/archive-names';

describe('names inside the data archive', () => {
  it('keep a document’s name but no path, control character or leading dot', () => {
    expect(archiveFileName('Kündigung März.pdf')).toBe('Kündigung März.pdf');
    expect(archiveFileName('../../etc/passwd')).toBe('_.._etc_passwd');
    expect(archiveFileName('a\\b\u0000c.png')).toBe('a_b_c.png');
    expect(archiveFileName('...')).toBe('document');
  });

  it('number a name repeated in one folder, whatever its case', () => {
    const next = uniqueNames();
    expect(['Brief.pdf', 'brief.PDF', 'Brief.pdf', 'Scan'].map(next)).toEqual(['Brief.pdf', 'brief (2).PDF', 'Brief (3).pdf', 'Scan']);
  });
});
