import net from 'node:net';
import type { AddressInfo } from 'node:net';

/** A message as an SMTP server received it. */
export interface ReceivedMessage {
  from: string;
  to: string[];
  data: string;
}

/**
 * The smallest SMTP server that accepts mail (RFC 5321 without extensions, so no STARTTLS or AUTH), to
 * test delivery over SMTP_URL without a mail server on the machine.
 */
export async function startSmtpSink() {
  const messages: ReceivedMessage[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let envelope: ReceivedMessage = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink.test ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          envelope.data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          messages.push(envelope);
          envelope = { from: '', to: [], data: '' };
          inData = false;
          reply('250 queued');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') reply('250 sink.test');
        else if (command === 'MAIL') {
          envelope.from = line.slice(10).trim();
          reply('250 ok');
        } else if (command === 'RCPT') {
          envelope.to.push(line.slice(8).trim());
          reply('250 ok');
        } else if (command === 'DATA') {
          inData = true;
          reply('354 go ahead');
        } else if (command === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
