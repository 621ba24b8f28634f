import { plainTextToHtml } from '@/html/plain-text-html';

describe('plain text as a message in HTML', () => {
  it('keeps paragraphs and line breaks and escapes every character of markup', () => {
    expect(plainTextToHtml('Guten Tag,\r\n\r\nanbei <b>der</b> Entwurf & "mehr".\nGruß')).toBe(
      '<p>Guten Tag,</p><p>anbei &lt;b&gt;der&lt;/b&gt; Entwurf &amp; &quot;mehr&quot;.<br>Gruß</p>',
    );
  });
});
