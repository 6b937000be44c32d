/**
 * A real SMTP server for the end-to-end tests (the `smtp-server` package): it accepts every message
 * and keeps it in memory; the tests read messages back over HTTP:
 *   GET  /messages?to=<address>  → [{ from, to, subject, text, html, raw, receivedAt }]
 *   DELETE /messages             → forget everything
 * Usage: node tests/support/smtp-sink.ts <smtpPort> <httpPort>
 */
import { createServer } from "node:http";
import { SMTPServer } from "smtp-server";

interface StoredMessage {
  from: string;
  to: string[];
  subject: string;
  raw: string;
  receivedAt: string;
}

const smtpPort = Number(process.argv[2] ?? 2525);
const httpPort = Number(process.argv[3] ?? 2526);
const messages: StoredMessage[] = [];

function header(raw: string, name: string): string {
  const match = new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, "im").exec(raw);
  return match?.[1]?.replace(/\r?\n[ \t]/g, " ").trim() ?? "";
}

/** Decodes RFC 2047 encoded words (=?UTF-8?B?...?= / =?UTF-8?Q?...?=) in a header. */
function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_m, _cs, enc: string, text: string) =>
    enc.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : Buffer.from(
          text
            .replace(/_/g, " ")
            .replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
          "latin1",
        ).toString("utf8"),
  );
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (c: Buffer) => chunks.push(c));
    stream.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      messages.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
        to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        subject: decodeWords(header(raw, "Subject")),
        raw,
        receivedAt: new Date().toISOString(),
      });
      callback();
    });
  },
});
smtp.listen(smtpPort, "127.0.0.1");

createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  if (url.pathname === "/messages" && req.method === "DELETE") {
    messages.length = 0;
    res.writeHead(204).end();
    return;
  }
  if (url.pathname === "/messages") {
    const to = url.searchParams.get("to")?.toLowerCase();
    const list = to ? messages.filter((m) => m.to.includes(to)) : messages;
    res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(list));
    return;
  }
  res.writeHead(200, { "Content-Type": "text/plain" }).end("smtp sink");
}).listen(httpPort, "127.0.0.1");
