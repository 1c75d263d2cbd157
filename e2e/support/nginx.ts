/**
 * Debian's nginx (/usr/sbin/nginx, package nginx-light, installed by scripts/ensure-system.mjs) in front of portal
 * instances for the multi-instance journey: a generated config in a temporary prefix, round
 * robin, WebSocket upgrade headers passed, `Host` with its port kept (the WebSocket Origin
 * check compares with it), the next upstream tried when one refuses connections.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A free TCP port on 127.0.0.1 (released before returning). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** The nginx config for `upstreams` (host:port) listening on `port`. */
export function nginxConfig(port: number, upstreams: string[], prefix: string): string {
  const user = process.getuid?.() === 0 ? "user root;\n" : "";
  return `${user}daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi; uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;
  upstream portal { ${upstreams.map((u) => `server ${u} max_fails=1 fail_timeout=30s;`).join(" ")} }
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Request-Id $request_id;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 1h;
      proxy_next_upstream error timeout;
    }
  }
}
`;
}

/** A running nginx. */
export interface Nginx {
  base: string;
  stop(): void;
}

/**
 * Starts nginx in front of `upstreams`; resolves once it answers.
 * @throws Error when /usr/sbin/nginx is missing (with the command to run) or it does not answer in 10 s
 */
export async function startNginx(upstreams: string[]): Promise<Nginx> {
  if (!existsSync("/usr/sbin/nginx")) throw new Error("/usr/sbin/nginx is missing: run node scripts/ensure-system.mjs");
  const prefix = mkdtempSync(join(tmpdir(), "portal-nginx-"));
  const port = await freePort();
  writeFileSync(join(prefix, "nginx.conf"), nginxConfig(port, upstreams, prefix));
  const child: ChildProcess = spawn("/usr/sbin/nginx", ["-p", prefix, "-c", join(prefix, "nginx.conf")], { stdio: ["ignore", "ignore", "pipe"] });
  let err = "";
  child.stderr?.on("data", (d: Buffer) => (err += String(d)));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${err}`);
    const up = await fetch(`${base}/healthz`).then((r) => r.ok, () => false);
    if (up) return { base, stop: () => void (child.exitCode === null && child.kill("SIGTERM")) };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`nginx did not answer: ${err}`);
}
