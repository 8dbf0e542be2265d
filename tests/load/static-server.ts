// A bare node:http server that answers every GET with the same prerendered bytes: the ceiling
// the site's server is compared with. Usage: tsx static-server.ts <file.html> <port>
import fs from 'node:fs';
import http from 'node:http';

const [file, port] = process.argv.slice(2);
if (!file || !port) throw new Error('usage: static-server.ts <file.html> <port>');
const body = fs.readFileSync(file);
const headers = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Length': String(body.length),
};

http
  .createServer((request, response) => {
    response.writeHead(200, headers);
    response.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => console.log(`listening on ${port}`));
