import { createServer, type Socket } from "node:net";

export type SunkMail = { from: string; to: string[]; data: string };

/**
 * A local SMTP server that keeps what it receives, enough of RFC 5321 for nodemailer (no TLS, no
 * auth). `refuse` answers RCPT TO for an address with a code: 550 is a permanent refusal, 451 a
 * temporary one.
 */
export async function startSmtpSink(refuse: (to: string) => string | null = () => null) {
  const mails: SunkMail[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    // A sender that dies mid-mail resets its connection; what it had not finished is dropped.
    socket.on("error", () => socket.destroy());
    let buffer = "";
    let inData = false;
    let mail: SunkMail = { from: "", to: [], data: "" };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 sink ESMTP");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      while (true) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end === -1) return;
          mail.data = buffer.slice(0, end).replace(/^\.\./gm, ".");
          buffer = buffer.slice(end + 5);
          inData = false;
          mails.push(mail);
          mail = { from: "", to: [], data: "" };
          reply("250 queued");
          continue;
        }
        const lineEnd = buffer.indexOf("\r\n");
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const command = line.slice(0, 4).toUpperCase();
        if (command === "EHLO" || command === "HELO") reply("250 sink");
        else if (command === "MAIL") {
          mail = { from: line.slice(10).replace(/[<>]/g, ""), to: [], data: "" };
          reply("250 ok");
        } else if (command === "RCPT") {
          const to = (line.match(/<([^>]*)>/)?.[1] ?? "").toLowerCase();
          const refusal = refuse(to);
          if (refusal) reply(refusal);
          else {
            mail.to.push(to);
            reply("250 ok");
          }
        } else if (command === "DATA") {
          inData = true;
          reply("354 go ahead");
        } else if (command === "QUIT") {
          reply("221 bye");
          socket.end();
        } else reply("250 ok");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The mails one address received. */
    to: (address: string) => mails.filter((mail) => mail.to.includes(address)),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
