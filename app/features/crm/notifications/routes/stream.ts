import type { Route } from "./+types/stream";
import { services } from "#app/features/auth/session.server.ts";
import { requireStaffMember } from "#app/features/crm/guard.server.ts";
import { unreadCount, userTopic } from "#app/features/crm/notifications/notifications.server.ts";

/** A comment line every 25 s keeps proxies and browsers from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;

/**
 * `/admin/api/notifications/stream`: the bell's unread count as server-sent events (issue 20 §7,
 * decision 038). The guard admits staff only (anonymous visitors go to the sign-in page, customers
 * to their space). The count is sent on connect and whenever it changes (a live signal, from any
 * instance), a heartbeat comment every 25 s; the stream ends when the browser leaves or the server
 * shuts down. A request that does not ask for an event stream gets 400 (nothing would ever end it).
 * Never compressed (server/compression.ts), cached (no-store) or buffered by nginx (X-Accel-Buffering).
 */
export async function loader(args: Route.LoaderArgs) {
  const { session } = await requireStaffMember(args);
  if (!(args.request.headers.get("Accept") ?? "").includes("text/event-stream"))
    return new Response("text/event-stream only\n", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  const { db, live, logger } = services(args.context);
  const userId = session.user.id;
  const encoder = new TextEncoder();
  let stop = () => {};

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      let last = -1;
      let reading: Promise<void> = Promise.resolve();
      const write = (text: string) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      // One count at a time, in order: the last one sent is the latest.
      const sendCount = () => {
        reading = reading.then(async () => {
          if (!open) return;
          try {
            const count = await unreadCount(db, userId);
            if (count !== last) {
              last = count;
              write(`event: count\ndata: ${JSON.stringify({ unread: count })}\n\n`);
            }
          } catch (error) {
            logger.warn({ err: error }, "the notification stream could not read the count");
          }
        });
      };
      const heartbeat = setInterval(() => write(": heartbeat\n\n"), HEARTBEAT_MS);
      heartbeat.unref();
      const unsubscribe = live.subscribe(userTopic(userId), sendCount, () => stop());
      stop = () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        unsubscribe();
        args.request.signal.removeEventListener("abort", stop);
        try {
          controller.close();
        } catch {
          // Already closed by the reader.
        }
      };
      args.request.signal.addEventListener("abort", stop);
      // A reconnecting browser waits 5 s, not the default 3 s, after a lost stream.
      write("retry: 5000\n\n");
      sendCount();
    },
    cancel() {
      stop();
    },
  });

  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Accel-Buffering": "no",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
