import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP listener for the journeys: the portal sends its mail here over SMTP, and the tests read what
 * arrived over HTTP (GET /messages?to=address). Runs as its own process next to the server under test.
 */
interface Message {
  to: string[];
  raw: string;
  receivedAt: string;
}

const messages: Message[] = [];
const smtpPort = Number(process.env.SMTP_PORT ?? 4100);
const httpPort = Number(process.env.MAILBOX_PORT ?? 5100);

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      messages.push({
        to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        raw: Buffer.concat(chunks).toString('utf8'),
        receivedAt: new Date().toISOString(),
      });
      callback();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === '/health') return response.end('ok');
  if (url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase();
    response.setHeader('content-type', 'application/json');
    return response.end(JSON.stringify(to ? messages.filter((m) => m.to.includes(to)) : messages));
  }
  response.statusCode = 404;
  response.end();
}).listen(httpPort, '127.0.0.1');
