// The limit on this machine: a bare node:http server answering recorded responses (the very
// same status, headers and bytes our server sent) from memory, with no framework at all.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const fixtures = JSON.parse(readFileSync(process.argv[2], "utf8"));
const byPath = new Map(
  fixtures.map((f) => [
    f.path,
    { status: f.status, headers: f.headers, body: Buffer.from(f.body, "base64") },
  ]),
);

const server = createServer((req, res) => {
  const hit = byPath.get(req.url);
  if (!hit) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(hit.status, hit.headers);
  res.end(hit.body);
});
server.listen(0, "127.0.0.1", () => {
  process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
