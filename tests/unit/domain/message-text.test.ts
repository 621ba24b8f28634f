import { plainMessageText } from '@/domain/message-text';

describe('a customer message as stored', () => {
  it('keeps the line breaks typed, as \\n, without blank space around the text', () => {
    expect(plainMessageText('  Hallo,\r\nder Vermieter schreibt:\r\n\r\n„Nein.“\n  ')).toBe('Hallo,\nder Vermieter schreibt:\n\n„Nein.“');
    expect(plainMessageText('eins\rzwei')).toBe('eins\nzwei');
  });

  it('writes umlauts one way, so they compare and count the same', () => {
    expect(plainMessageText('Mieterho\u0308hung')).toBe('Mieterh\u00f6hung');
  });

  it('changes nothing else: markup stays the characters the customer typed', () => {
    expect(plainMessageText('<b>fett</b> & <script>')).toBe('<b>fett</b> & <script>');
  });
});
