import { execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import https from "node:https";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * The documented deployment's TLS front, for real: Debian's nginx running the repository's own
 * `deploy/nginx.conf`, changed only where a machine differs (ports, the upstream addresses, the
 * certificate's paths), with a self-signed certificate for `localhost` made at start. nginx runs as
 * a child process (`daemon off`) with its own prefix, pid, logs and temporary folders.
 */
export const NGINX = "/usr/sbin/nginx";
const root = path.resolve(import.meta.dirname, "../..");
const DEPLOY_CONF = path.join(root, "deploy/nginx.conf");

export interface NginxFront {
  /** The public address, e.g. https://localhost:3411 (the app's BASE_URL). */
  readonly httpsOrigin: string;
  readonly httpPort: number;
  readonly httpsPort: number;
  /** The certificate (PEM), for a client that must trust it (NODE_EXTRA_CA_CERTS). */
  readonly certFile: string;
  /** What nginx logged, for a failure's report. */
  readonly errorLog: () => string;
  stop(): Promise<void>;
}

export interface NginxPorts {
  readonly httpPort: number;
  readonly httpsPort: number;
  /** The instances, `host:port` each. */
  readonly upstreams: readonly string[];
  readonly certificate: string;
  readonly certificateKey: string;
}

/** One replacement of the template; the test fails when the configuration no longer has it. */
function replaceOnce(text: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(text)) {
    throw new Error(`deploy/nginx.conf no longer matches ${pattern}: update tests/support/nginx-front.ts`);
  }
  return text.replace(pattern, replacement);
}

/**
 * `deploy/nginx.conf` for this machine: its listening ports, its upstream servers and its
 * certificate paths replaced, every other line as written.
 */
export function templateNginxConf(conf: string, opts: NginxPorts): string {
  let out = conf;
  // The upstream's `server` lines: one per instance given, with the first line's parameters.
  const upstreamBlock = /upstream\s+\S+\s*\{[^}]*\}/;
  const block = upstreamBlock.exec(out)?.[0];
  if (!block) throw new Error("deploy/nginx.conf has no upstream block: update tests/support/nginx-front.ts");
  const serverLine = /^([ \t]*)server[ \t]+\S+([^;\n]*);[ \t]*\n/gm;
  const first = serverLine.exec(block);
  if (!first) throw new Error("deploy/nginx.conf's upstream block has no server line");
  const [indent, params] = [first[1], first[2]];
  const servers = opts.upstreams.map((u) => `${indent}server ${u}${params};\n`).join("");
  let placed = false;
  const newBlock = block.replace(serverLine, () => {
    if (placed) return "";
    placed = true;
    return servers;
  });
  out = out.replace(block, newBlock);

  out = replaceOnce(out, /^(\s*)listen 80;$/m, `$1listen ${opts.httpPort};`);
  out = replaceOnce(out, /^(\s*)listen \[::\]:80;$/m, `$1listen [::]:${opts.httpPort};`);
  out = replaceOnce(out, /^(\s*)listen 443( [^;]*);$/m, `$1listen ${opts.httpsPort}$2;`);
  out = replaceOnce(out, /^(\s*)listen \[::\]:443( [^;]*);$/m, `$1listen [::]:${opts.httpsPort}$2;`);
  // The redirect names no port: 443 is implied, which this machine's HTTPS port is not.
  out = replaceOnce(out, /https:\/\/\$host\$request_uri/, `https://$host:${opts.httpsPort}$request_uri`);
  out = replaceOnce(out, /^(\s*ssl_certificate\s+)\S+;$/m, `$1${opts.certificate};`);
  out = replaceOnce(out, /^(\s*ssl_certificate_key\s+)\S+;$/m, `$1${opts.certificateKey};`);
  return out;
}

/**
 * What Debian's /etc/nginx/nginx.conf gives the site file (an `http` block including it), with the
 * process's files in its own folder instead of the system's.
 */
function mainConf(dir: string, site: string): string {
  const at = (name: string) => path.join(dir, name);
  return `daemon off;
worker_processes 1;
pid ${at("nginx.pid")};
error_log ${at("error.log")} warn;
events {
  worker_connections 256;
}
http {
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${at("client_body")};
  proxy_temp_path ${at("proxy")};
  fastcgi_temp_path ${at("fastcgi")};
  uwsgi_temp_path ${at("uwsgi")};
  scgi_temp_path ${at("scgi")};
  include ${site};
}
`;
}

function selfSignedCertificate(dir: string): { key: string; cert: string } {
  const key = path.join(dir, "key.pem");
  const cert = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-keyout",
      key,
      "-out",
      cert,
      "-days",
      "2",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost,IP:127.0.0.1",
    ],
    { stdio: "ignore" },
  );
  return { key, cert };
}

/** The status of GET /healthz through the front, or null while it does not answer. */
function health(httpsPort: number): Promise<number | null> {
  return new Promise((resolve) => {
    const req = https.get(
      {
        host: "127.0.0.1",
        port: httpsPort,
        path: "/healthz",
        servername: "localhost",
        rejectUnauthorized: false,
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? null);
      },
    );
    req.on("error", () => resolve(null));
    req.setTimeout(2_000, () => req.destroy());
  });
}

async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === "EADDRINUSE"
            ? `port ${port} is taken by another process (an nginx left by an earlier run?): ${error.message}`
            : error.message,
        ),
      ),
    );
    probe.listen(port, "0.0.0.0", () => probe.close(() => resolve()));
  });
}

export async function startNginxFront(opts: {
  /** The site's instances, e.g. ["127.0.0.1:3410"]. */
  readonly upstreams: readonly string[];
  readonly httpsPort: number;
  readonly httpPort: number;
}): Promise<NginxFront> {
  if (!existsSync(NGINX)) {
    throw new Error(
      `Debian's nginx is missing (${NGINX}): the reverse-proxy tests run the documented deployment. ` +
        "Install it with `apt-get install nginx` (.ci/run does).",
    );
  }
  // A front left running on these ports (by a run that was killed) would answer in this one's
  // place with its own certificate: refuse to start rather than test it.
  for (const port of [opts.httpsPort, opts.httpPort]) await assertPortFree(port);
  const dir = mkdtempSync(path.join(tmpdir(), "ga-nginx-"));
  // Started as root, nginx's workers run as `nobody`: they write their temporary files here.
  chmodSync(dir, 0o755);
  const files = selfSignedCertificate(dir);
  const site = path.join(dir, "site.conf");
  writeFileSync(
    site,
    templateNginxConf(readFileSync(DEPLOY_CONF, "utf8"), {
      httpPort: opts.httpPort,
      httpsPort: opts.httpsPort,
      upstreams: opts.upstreams,
      certificate: files.cert,
      certificateKey: files.key,
    }),
  );
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(conf, mainConf(dir, site));
  const errorLogFile = path.join(dir, "error.log");

  let output = "";
  const child = spawn(NGINX, ["-p", `${dir}/`, "-c", conf, "-e", errorLogFile], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const errorLog = () => {
    const logged = existsSync(errorLogFile) ? readFileSync(errorLogFile, "utf8") : "";
    return `${output}${logged}`;
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };

  // Ready once the site answers through it (the instances are started first).
  for (const deadline = Date.now() + 15_000; Date.now() < deadline;) {
    if (child.exitCode !== null) break;
    if ((await health(opts.httpsPort)) === 200) {
      return {
        httpsOrigin: `https://localhost:${opts.httpsPort}`,
        httpPort: opts.httpPort,
        httpsPort: opts.httpsPort,
        certFile: files.cert,
        errorLog,
        stop,
      };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const log = errorLog();
  await stop();
  throw new Error(`nginx did not serve the site on port ${opts.httpsPort}:\n${log}`);
}
