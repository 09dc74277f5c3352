import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string };

/** A real SMTP server on loopback for tests: records every message it accepts; can be stopped and restarted. */
export async function startTestSmtpServer(port = 0) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text part of a raw single-part message, undoing quoted-printable or base64 transfer encoding. */
export function decodeTextBody(raw: string): { contentType: string; text: string } {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join("\n\n");
  const headers = head.replace(/\r?\n[ \t]+/g, " ");
  const contentType = /^content-type:\s*([^\r\n]+)/im.exec(headers)?.[1] ?? "";
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase() ?? "7bit";
  if (encoding === "base64") return { contentType, text: Buffer.from(body, "base64").toString("utf8") };
  if (encoding !== "quoted-printable") return { contentType, text: body.replace(/\r\n/g, "\n") };
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/\r\n/g, "\n")
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return { contentType, text: Buffer.from(bytes, "latin1").toString("utf8") };
}
