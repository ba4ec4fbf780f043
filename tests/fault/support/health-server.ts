// Stand-in for next-server in server-supervisor.test.ts: answers /api/health with its process id
// on PORT, or (CRASH=1) dies at once with code 3, as a server with a broken build would.
import { createServer } from "node:http";

if (process.env.CRASH === "1") process.exit(3);
createServer((request, response) => {
  response.writeHead(request.url === "/api/health" ? 200 : 404, { "content-type": "application/json" });
  response.end(JSON.stringify({ pid: process.pid }));
}).listen(Number(process.env.PORT), "127.0.0.1");
