import path from 'node:path';
import { sendCaseMessage } from '../../../src/contracts/backoffice';
import type { CaseMessage } from '../../../src/contracts/messages';
import { messageLimits } from '../../../src/contracts/vocabulary/messages';
import { type Command, exitCodes, requestOf, texts, textOrFile } from '../command';
import { formatMessages } from '../format';

export const message: Command = {
  name: 'message',
  summary: "Answer the customer in the case's conversation, with documents, and e-mail that something is waiting",
  arguments: [{ name: 'reference', field: 'reference' }],
  options: [
    { name: 'text', value: '<html>', description: `the message; HTML with paragraphs, lists, emphasis and links, at most ${messageLimits.providerTextLength} characters`, field: 'message.text' },
    { name: 'file', value: '<path>', description: 'read the message from a file (- for standard input)', insteadOf: 'text' },
    { name: 'attach', value: '<path>', description: 'a PDF, JPEG or PNG to send along; repeat for more', multiple: true, field: 'file' },
    { name: 'no-mail', description: 'do not e-mail the customer' },
  ],
  notes: [
    "The customer's e-mail says only that a message is waiting, with a link to the case page, never what it says. Attached files become the case's documents; the customer downloads them once signed in.",
  ],
  example: 'message 2026-AB12-CD34 --text "<p>Ihr Vermieter hat geantwortet.</p>" --attach antwort.pdf',
  async run({ args, values, client, io, json, fail }) {
    // The message is checked before any file goes up, so a refused text leaves no documents behind.
    const request = requestOf(sendCaseMessage, { message: { text: textOrFile(values, io, 'text', 'file'), documents: [] }, notify: !values['no-mail'] });
    if (!request.ok) return fail(request);
    const body = { ...request.body, message: { ...request.body.message, documents: [] as string[] } };
    for (const file of texts(values, 'attach')) {
      const uploaded = await client.uploadDocument(args.reference, { name: path.basename(file), content: io.readBytes(file) });
      if (!uploaded.ok) {
        if (body.message.documents.length > 0) io.err(`Stored on the case before the refusal: ${body.message.documents.join(', ')} (not sent).`);
        io.err(`Not sent: ${file} was refused.`);
        return fail(uploaded);
      }
      body.message.documents.push(uploaded.data.document.id);
    }
    const response = await client.sendMessage(args.reference, body);
    if (!response.ok) return fail(response);
    const { message: sent, notification } = response.data;
    if (json) {
      io.out(JSON.stringify(response.data, null, 2));
      return exitCodes.ok;
    }
    io.out(`Message sent.\n\n${formatMessages([sent])}`);
    io.out(notification === 'sent' ? '\nE-mail: sent (that a message is waiting, with the link).' : notification === 'skipped' ? '\nE-mail: not sent (--no-mail).' : '\nE-mail: FAILED, see the portal\'s log; the message is saved.');
    return exitCodes.ok;
  },
};

export const messages: Command = {
  name: 'messages',
  summary: "Show a case's conversation, oldest first, with the documents sent along",
  arguments: [{ name: 'reference', field: 'reference' }],
  example: 'messages 2026-AB12-CD34',
  async run({ args, client, io, json, fail }) {
    const response = await client.listMessages(args.reference);
    if (!response.ok) return fail(response);
    const list: CaseMessage[] = response.data.messages;
    io.out(json ? JSON.stringify(response.data, null, 2) : list.length === 0 ? 'No messages yet.' : formatMessages(list));
    return exitCodes.ok;
  },
};
