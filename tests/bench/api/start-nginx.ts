// nginx (Debian's package) serving one directory on a loopback port, as the static-file baseline
// for the download benchmark. Installed with apt-get when missing; runs in the foreground as our
// child process with a throw-away config and prefix, so nothing of the system's nginx is touched.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const NGINX = "/usr/sbin/nginx";

function ensureNginx(): void {
  if (existsSync(NGINX)) return;
  if (process.getuid?.() !== 0 || !existsSync("/usr/bin/apt-get")) throw new Error("nginx is not installed: apt-get install -y nginx");
  console.log("  installing nginx (apt-get install -y nginx)…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  try {
    execFileSync("apt-get", ["install", "-y", "-q", "--no-install-recommends", "nginx"], { stdio: ["ignore", "ignore", "inherit"], env });
  } catch {
    execFileSync("apt-get", ["update", "-q"], { stdio: ["ignore", "ignore", "inherit"], env });
    execFileSync("apt-get", ["install", "-y", "-q", "--no-install-recommends", "nginx"], { stdio: ["ignore", "ignore", "inherit"], env });
  }
}

export async function startNginx(input: { root: string; prefix: string; port: number; workers: number }): Promise<{ url: string; stop: () => Promise<void> }> {
  ensureNginx();
  for (const dir of ["logs", "tmp"]) mkdirSync(path.join(input.prefix, dir), { recursive: true });
  const config = `
worker_processes ${input.workers};
daemon off;
master_process on;
user root;
pid ${input.prefix}/nginx.pid;
error_log ${input.prefix}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${input.prefix}/tmp/body;
  proxy_temp_path ${input.prefix}/tmp/proxy;
  fastcgi_temp_path ${input.prefix}/tmp/fastcgi;
  uwsgi_temp_path ${input.prefix}/tmp/uwsgi;
  scgi_temp_path ${input.prefix}/tmp/scgi;
  types { application/zip zip; }
  server {
    listen 127.0.0.1:${input.port};
    root ${input.root};
    location / { add_header Cache-Control "public, max-age=31536000, immutable"; }
  }
}
`;
  const configFile = path.join(input.prefix, "nginx.conf");
  writeFileSync(configFile, config);
  const child = spawn(NGINX, ["-p", input.prefix, "-c", configFile, "-e", path.join(input.prefix, "logs", "error.log")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${input.port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${stderr}`);
    try {
      await fetch(url);
      break;
    } catch {
      if (attempt > 100) throw new Error(`nginx did not start: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGQUIT");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}
