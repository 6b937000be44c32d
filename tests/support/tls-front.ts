import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A local TLS reverse proxy in front of the site, as in production (docs/deployment.md): HTTPS on
 * one port with a certificate made for `localhost`, plain HTTP on another answering only a
 * permanent redirect to HTTPS, and the proxy headers the server trusts with TRUST_PROXY
 * (X-Forwarded-For, X-Forwarded-Proto, X-Forwarded-Host).
 */
export interface TlsFront {
  readonly httpsOrigin: string;
  readonly httpPort: number;
  readonly httpsPort: number;
  /** The certificate (PEM), for a client that must trust it (NODE_EXTRA_CA_CERTS). */
  readonly certFile: string;
  stop(): Promise<void>;
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

function listen(server: http.Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
}

export async function startTlsFront(opts: {
  /** The site, e.g. http://127.0.0.1:3385. */
  readonly target: string;
  readonly httpsPort: number;
  readonly httpPort: number;
}): Promise<TlsFront> {
  const dir = mkdtempSync(path.join(tmpdir(), "ga-tls-"));
  const files = selfSignedCertificate(dir);
  const target = new URL(opts.target);
  const httpsOrigin = `https://localhost:${opts.httpsPort}`;

  const secure = https.createServer(
    { key: readFileSync(files.key), cert: readFileSync(files.cert) },
    (req, res) => {
      const headers = { ...req.headers };
      headers["x-forwarded-for"] = req.socket.remoteAddress ?? "127.0.0.1";
      headers["x-forwarded-proto"] = "https";
      headers["x-forwarded-host"] = req.headers.host ?? `localhost:${opts.httpsPort}`;
      const upstream = http.request(
        { hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on("error", () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      req.pipe(upstream);
    },
  );
  const plain = http.createServer((req, res) => {
    res.writeHead(301, { Location: `${httpsOrigin}${req.url ?? "/"}` });
    res.end();
  });
  await listen(secure, opts.httpsPort);
  await listen(plain, opts.httpPort);

  const close = (server: http.Server) =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return {
    httpsOrigin,
    httpPort: opts.httpPort,
    httpsPort: opts.httpsPort,
    certFile: files.cert,
    async stop() {
      await Promise.all([close(secure), close(plain)]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
