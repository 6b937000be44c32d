import { createServer, connect, type Server, type Socket } from "node:net";

/**
 * A TCP proxy in front of a real service (PostgreSQL in the fault tests). `cut()` is an outage as
 * the app sees it: every open connection is closed and new ones are refused (nothing listens on
 * the port any more); `restore()` listens again on the same port.
 */
export interface TcpProxy {
  readonly port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(
  listenPort: number,
  target: { host: string; port: number },
): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;

  function track(socket: Socket): void {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  }

  function listen(): Promise<void> {
    const s = createServer((client) => {
      const upstream = connect(target.port, target.host);
      track(client);
      track(upstream);
      client.pipe(upstream);
      upstream.pipe(client);
      client.on("error", () => upstream.destroy());
      upstream.on("error", () => client.destroy());
      client.on("close", () => upstream.destroy());
      upstream.on("close", () => client.destroy());
    });
    server = s;
    return new Promise((resolve, reject) => {
      s.once("error", reject);
      s.listen(listenPort, "127.0.0.1", () => resolve());
    });
  }

  async function stopListening(): Promise<void> {
    const s = server;
    server = undefined;
    if (!s) return;
    const closed = new Promise<void>((resolve) => s.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  }

  await listen();
  return {
    port: listenPort,
    cut: stopListening,
    async restore() {
      if (!server) await listen();
    },
    close: stopListening,
  };
}
