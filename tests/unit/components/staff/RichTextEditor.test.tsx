import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type EditorHarnessProps, renderEditor } from '../../../support/rich-text-editor';

function setup(props: Partial<EditorHarnessProps> = {}, url = '/backoffice') {
  return { ...renderEditor(props, url), user: userEvent.setup() };
}

/** Selects `text` in the editing region, as a person dragging over it would. */
function selectText(region: HTMLElement, text: string) {
  const walker = document.createTreeWalker(region, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = (node as Text).data.indexOf(text);
    if (at >= 0) {
      act(() => {
        region.focus();
        document.getSelection()!.setBaseAndExtent(node, at, node, at + text.length);
        document.dispatchEvent(new Event('selectionchange'));
      });
      return;
    }
  }
  throw new Error(`"${text}" is not in the editor`);
}

const button = (name: string) => screen.getByRole('button', { name });

describe('RichTextEditor', () => {
  it('is a multi-line text box named by its label and described by its hint, with a toolbar of toggle buttons', () => {
    const { region } = setup();
    expect(region).toHaveAttribute('aria-multiline', 'true');
    expect(region).toHaveAccessibleDescription('Sichtbar für die Kundin oder den Kunden.');
    expect(region).toHaveAttribute('contenteditable', 'true');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatierung: Verlaufseintrag' });
    for (const name of ['Fett', 'Kursiv', 'Aufzählung', 'Nummerierte Liste', 'Absatz', 'Link']) {
      expect(button(name)).toHaveAttribute('aria-pressed', 'false');
      expect(toolbar).toContainElement(button(name));
    }
    expect(button('Fett')).toHaveAttribute('aria-keyshortcuts', 'Control+B Meta+B');
  });

  it('names its buttons in English on English pages', () => {
    setup({}, '/en/backoffice');
    expect(screen.getByRole('toolbar', { name: 'Formatting: Verlaufseintrag' })).toBeInTheDocument();
    for (const name of ['Bold', 'Italic', 'Bulleted list', 'Numbered list', 'Paragraph', 'Link']) expect(button(name)).toBeInTheDocument();
  });

  it('reports what is typed as a paragraph', async () => {
    const { user, region, last } = setup();
    await user.click(region);
    await user.keyboard('Hallo Welt');
    expect(last()).toBe('<p>Hallo Welt</p>');
  });

  it('makes the selection bold and italic from the toolbar, shows it as pressed, and takes it off again', async () => {
    const { user, region, last } = setup({ initial: '<p>Hallo Welt</p>' });
    selectText(region, 'Welt');
    await user.click(button('Fett'));
    expect(last()).toBe('<p>Hallo <strong>Welt</strong></p>');
    expect(button('Fett')).toHaveAttribute('aria-pressed', 'true');
    await user.click(button('Kursiv'));
    expect(last()).toBe('<p>Hallo <strong><em>Welt</em></strong></p>');
    expect(button('Kursiv')).toHaveAttribute('aria-pressed', 'true');
    await user.click(button('Fett'));
    expect(last()).toBe('<p>Hallo <em>Welt</em></p>');
    expect(button('Fett')).toHaveAttribute('aria-pressed', 'false');
    expect(region).toHaveFocus();
  });

  it('takes bold off part of a bold text and keeps the rest bold', async () => {
    const { user, region, last } = setup({ initial: '<p><strong>ganz fett</strong></p>' });
    selectText(region, 'fett');
    await user.click(button('Fett'));
    expect(last()).toBe('<p><strong>ganz </strong>fett</p>');
  });

  it('knows Ctrl+B and Ctrl+I (Cmd on a Mac)', async () => {
    const { user, region, last } = setup({ initial: '<p>eins zwei</p>' });
    selectText(region, 'eins');
    await user.keyboard('{Control>}b{/Control}');
    expect(last()).toBe('<p><strong>eins</strong> zwei</p>');
    selectText(region, 'zwei');
    await user.keyboard('{Meta>}i{/Meta}');
    expect(last()).toBe('<p><strong>eins</strong> <em>zwei</em></p>');
  });

  it('undoes and redoes formatting and typing with its own history (Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y)', async () => {
    const { user, region, last } = setup({ initial: '<p>Hallo Welt</p>' });
    selectText(region, 'Welt');
    await user.keyboard('{Control>}b{/Control}');
    selectText(region, 'Hallo');
    await user.click(button('Kursiv'));
    expect(last()).toBe('<p><em>Hallo</em> <strong>Welt</strong></p>');
    await user.keyboard('{Control>}z{/Control}');
    expect(last()).toBe('<p>Hallo <strong>Welt</strong></p>');
    await user.keyboard('{Meta>}z{/Meta}');
    expect(last()).toBe('<p>Hallo Welt</p>');
    expect(region).toHaveTextContent('Hallo Welt');
    await user.keyboard('{Control>}z{/Control}');
    expect(last()).toBe('<p>Hallo Welt</p>');
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(last()).toBe('<p>Hallo <strong>Welt</strong></p>');
    await user.keyboard('{Control>}y{/Control}');
    expect(last()).toBe('<p><em>Hallo</em> <strong>Welt</strong></p>');
    expect(button('Kursiv')).toHaveAttribute('aria-pressed', 'true');
  });

  it('turns paragraphs into a bulleted or numbered list and back', async () => {
    const { user, region, last } = setup({ initial: '<p>Erstens</p><p>Zweitens</p><p>Schluss</p>' });
    act(() => {
      region.focus();
      const paragraphs = region.querySelectorAll('p');
      document.getSelection()!.setBaseAndExtent(paragraphs[0].firstChild!, 0, paragraphs[1].firstChild!, 3);
    });
    await user.click(button('Aufzählung'));
    expect(last()).toBe('<ul><li>Erstens</li><li>Zweitens</li></ul><p>Schluss</p>');
    expect(button('Aufzählung')).toHaveAttribute('aria-pressed', 'true');
    await user.click(button('Nummerierte Liste'));
    expect(last()).toBe('<ol><li>Erstens</li><li>Zweitens</li></ol><p>Schluss</p>');
    expect(button('Nummerierte Liste')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Aufzählung')).toHaveAttribute('aria-pressed', 'false');
    selectText(region, 'Zweitens');
    await user.click(button('Absatz'));
    expect(last()).toBe('<ol><li>Erstens</li></ol><p>Zweitens</p><p>Schluss</p>');
    expect(button('Absatz')).toHaveAttribute('aria-pressed', 'true');
    selectText(region, 'Erstens');
    await user.click(button('Nummerierte Liste'));
    expect(last()).toBe('<p>Erstens</p><p>Zweitens</p><p>Schluss</p>');
  });

  it('adds a link to an http(s) or mailto address and refuses other schemes with a message', async () => {
    const { user, region, last, reported } = setup({ initial: '<p>Siehe Urteil und Mail</p>' });
    selectText(region, 'Urteil');
    await user.click(button('Link'));
    expect(button('Link')).toHaveAttribute('aria-expanded', 'true');
    const address = screen.getByRole('textbox', { name: 'Linkadresse' });
    expect(address).toHaveFocus();
    const before = reported.length;
    await user.type(address, 'javascript:alert(1){Enter}');
    expect(address).toHaveAccessibleDescription(/Bitte eine Webadresse mit http:\/\/ oder https:\/\/ oder eine E-Mail-Adresse angeben\./);
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(reported).toHaveLength(before);
    await user.clear(address);
    await user.type(address, 'www.bundesarbeitsgericht.de/urteil');
    await user.click(button('Link übernehmen'));
    expect(last()).toBe('<p>Siehe <a href="https://www.bundesarbeitsgericht.de/urteil">Urteil</a> und Mail</p>');
    expect(screen.queryByRole('textbox', { name: 'Linkadresse' })).not.toBeInTheDocument();
    expect(region).toHaveFocus();

    selectText(region, 'Mail');
    await user.keyboard('{Control>}k{/Control}');
    await user.type(screen.getByRole('textbox', { name: 'Linkadresse' }), 'info@klarfall.de{Enter}');
    expect(last()).toBe('<p>Siehe <a href="https://www.bundesarbeitsgericht.de/urteil">Urteil</a> und <a href="mailto:info@klarfall.de">Mail</a></p>');
  });

  it('changes or removes a link the caret is in, and Escape closes the link form without a change', async () => {
    const { user, region, last, reported } = setup({ initial: '<p><a href="https://a.example/">Quelle</a> hier</p>' });
    selectText(region, 'Quelle');
    expect(button('Link')).toHaveAttribute('aria-pressed', 'true');
    await user.click(button('Link'));
    expect(screen.getByRole('textbox', { name: 'Linkadresse' })).toHaveValue('https://a.example/');
    const count = reported.length;
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Linkadresse' })).not.toBeInTheDocument();
    expect(reported).toHaveLength(count);
    await user.click(button('Link'));
    await user.click(button('Link entfernen'));
    expect(last()).toBe('<p>Quelle hier</p>');
  });

  it('keeps the toolbar one tab stop with arrow keys inside, and Tab leaves the editing region', async () => {
    const { user, region } = setup();
    await user.tab();
    expect(button('Fett')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(button('Aufzählung')).toHaveFocus();
    await user.keyboard('{End}');
    expect(button('Link')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(button('Fett')).toHaveFocus();
    await user.tab();
    expect(region).toHaveFocus();
    await user.tab();
    expect(button('Leeren')).toHaveFocus();
    await user.tab({ shift: true });
    expect(region).toHaveFocus();
  });

  it('shows a value given from outside in its clean form and follows when the form resets it', async () => {
    const { user, region, reported } = setup({ initial: '<div>Eins<b>zwei</b></div><h1>Drei</h1><span style="color:red">vier</span>' });
    expect(region.innerHTML).toBe('<p>Eins<strong>zwei</strong></p><p>Drei</p><p>vier</p>');
    expect(reported).toHaveLength(0);
    await user.click(button('Leeren'));
    expect(region).toHaveTextContent('');
  });

  it('reduces pasted HTML to what it keeps and pastes a single paragraph into the text at the caret', async () => {
    const { region, last } = setup({ initial: '<p>Vorher nachher</p>' });
    selectText(region, 'nachher');
    fireEvent.paste(region, {
      clipboardData: { getData: (type: string) => (type === 'text/html' ? '<meta charset="utf-8"><span style="font-weight:700" onclick="x()">fett</span> <i>schräg</i><img src=x>' : 'fett schräg') },
    });
    expect(last()).toBe('<p>Vorher <strong>fett</strong> <em>schräg</em></p>');
  });

  it('pastes several paragraphs and lists as blocks, and plain text as text', async () => {
    const { region, last } = setup({ initial: '<p>Anfang</p>' });
    selectText(region, 'Anfang');
    fireEvent.paste(region, {
      clipboardData: { getData: (type: string) => (type === 'text/html' ? '<h2>Titel</h2><ul><li>a<ul><li>b</li></ul></li></ul><table><tr><td>x</td><td>y</td></tr></table>' : '') },
    });
    expect(last()).toBe('<p>Titel</p><ul><li>a</li><li>b</li></ul><p>x y</p>');
    selectText(region, 'Titel');
    fireEvent.paste(region, { clipboardData: { getData: (type: string) => (type === 'text/plain' ? '<b>kein</b> Markup' : '') } });
    expect(last()).toBe('<p>&lt;b&gt;kein&lt;/b&gt; Markup</p><ul><li>a</li><li>b</li></ul><p>x y</p>');
  });

  it('joins the first pasted paragraph to the text before the caret and the last to the text after it', () => {
    const { region, last } = setup({ initial: '<p>Vorher nachher</p>' });
    const text = region.querySelector('p')!.firstChild!;
    act(() => {
      region.focus();
      document.getSelection()!.setBaseAndExtent(text, 7, text, 7);
    });
    fireEvent.paste(region, { clipboardData: { getData: (type: string) => (type === 'text/html' ? '<p>eins</p><ul><li>zwei</li></ul><p>drei</p>' : '') } });
    expect(last()).toBe('<p>Vorher eins</p><ul><li>zwei</li></ul><p>dreinachher</p>');
    // The caret stands after the pasted text.
    const selection = document.getSelection()!;
    expect(selection.isCollapsed).toBe(true);
    const after = document.createRange();
    after.setStart(selection.anchorNode!, selection.anchorOffset);
    after.setEndAfter(region.lastChild!);
    expect(after.toString()).toBe('nachher');

    fireEvent.paste(region, { clipboardData: { getData: (type: string) => (type === 'text/plain' ? 'vier\n\nfünf ' : '') } });
    expect(last()).toBe('<p>Vorher eins</p><ul><li>zwei</li></ul><p>dreivier</p><p>fünfnachher</p>');
  });

  it('marks itself invalid and is described by its error', () => {
    const { region } = setup({ error: 'Bitte einen Text eingeben.' });
    expect(region).toHaveAttribute('aria-invalid', 'true');
    expect(region).toHaveAccessibleDescription('Sichtbar für die Kundin oder den Kunden. Bitte einen Text eingeben.');
  });

  it('reports an empty value when all text is deleted', async () => {
    const { user, region, last } = setup({ initial: '<p>weg</p>' });
    selectText(region, 'weg');
    await user.keyboard('{Backspace}');
    expect(last()).toBe('');
  });
});
