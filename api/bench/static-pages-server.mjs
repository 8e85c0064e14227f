// The same pages as plain static HTML: serves each recorded page (scripts already removed)
// from memory and passes every other request (CSS, images, fonts) through to our server, so
// Lighthouse can compare our pages with what they would be without any JavaScript.
import { readFileSync } from "node:fs";
import { createServer, request } from "node:http";

const [pagesFile, upstream] = process.argv.slice(2);
const pages = new Map(
  JSON.parse(readFileSync(pagesFile, "utf8")).map((p) => [
    p.path,
    { status: p.status, headers: p.headers, body: Buffer.from(p.body, "base64") },
  ]),
);

const server = createServer((req, res) => {
  const page = pages.get(req.url);
  if (page) {
    res.writeHead(page.status, page.headers);
    res.end(page.body);
    return;
  }
  const target = new URL(req.url, upstream);
  const headers = { ...req.headers, host: target.host };
  const forward = request(target, { method: req.method, headers }, (answer) => {
    res.writeHead(answer.statusCode, answer.headers);
    answer.pipe(res);
  });
  forward.on("error", () => res.writeHead(502).end());
  req.pipe(forward);
});
server.listen(0, "127.0.0.1", () => {
  process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
