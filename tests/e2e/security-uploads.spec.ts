import type { APIRequestContext } from "@playwright/test";
import { clientSpaceNamespace } from "#app/features/client-space/locales.ts";
import { adminApi, inHtml } from "./accounts.ts";
import { expect as baseExpect, test } from "./fixtures.ts";
import { attachmentFilesWith, customerWithRecords, marker, storedAnywhere } from "./security-helpers.ts";

// Sign-ups wait for a password hash on the server: allow for a busy test machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Issue 10, security: uploads refuse disguised executables. Support attachments are images and
 * PDF recognised by their bytes, under a name that says so (app/features/client-space/attachments.ts). Each
 * disguised file carries a marker; a refused one leaves no ticket, no message, no attachment row
 * and no file in DATA_DIR/attachments, and the form answers the translated message with what was
 * typed kept.
 */
const T = { fr: clientSpaceNamespace.fr, en: clientSpaceNamespace.en } as const;
const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];

interface Upload {
  readonly name: string;
  readonly mimeType: string;
  readonly buffer: Buffer;
}

function disguised(m: string): Upload[] {
  const text = (s: string) => Buffer.from(s, "latin1");
  return [
    // An ELF program and a Windows executable named as a report.
    {
      name: `rapport-${m}.pdf`,
      mimeType: "application/pdf",
      buffer: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), text(m)]),
    },
    {
      name: `rapport-${m}.pdf`,
      mimeType: "application/pdf",
      buffer: Buffer.concat([text("MZ\x90\x00\x03\x00\x00\x00"), text(m)]),
    },
    // HTML and SVG with a script, named as screenshots.
    {
      name: `capture-${m}.png`,
      mimeType: "image/png",
      buffer: text(`<html><script>alert(1)</script>${m}</html>`),
    },
    {
      name: `logo-${m}.png`,
      mimeType: "image/png",
      buffer: text(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">${m}</svg>`),
    },
    // A real PDF behind a double extension, and an image-and-HTML polyglot named as a web page.
    {
      name: `facture-${m}.pdf.exe`,
      mimeType: "application/x-msdownload",
      buffer: text(`%PDF-1.7\n${m}\n%%EOF`),
    },
    { name: `page-${m}.html`, mimeType: "text/html", buffer: text(`GIF89a<script>alert(1)</script>${m}`) },
  ];
}

function ticketForm(subject: string, file: Upload) {
  return {
    intent: "open-ticket",
    subject,
    category: "technical",
    priority: "P3",
    message: "Voici la pièce demandée par le support.",
    attachments: file,
  };
}

async function expectRefusedUpload(
  res: Awaited<ReturnType<APIRequestContext["post"]>>,
  file: Upload,
  lang: "fr" | "en",
  kept?: string,
) {
  expect(res.status(), file.name).toBe(400);
  const html = await res.text();
  expect(html, file.name).toContain(
    inHtml(T[lang].support.attachmentErrors.type.replace("{{name}}", file.name)),
  );
  if (kept) expect(html, "what was typed is kept").toContain(`value="${inHtml(kept)}"`);
}

test("support attachments refuse disguised executables and store nothing of them", async () => {
  test.setTimeout(60_000);
  const admin = await adminApi();
  const customer = await customerWithRecords(admin);
  await admin.dispose();
  const m = marker("piege");
  const files = disguised(m);

  for (const file of files) {
    // A new ticket with the file, and a reply to the open ticket with it.
    const subject = `Pièce jointe ${m}`;
    await expectRefusedUpload(
      await customer.api.post("/dashboard/support", {
        multipart: ticketForm(subject, file),
        maxRedirects: 0,
      }),
      file,
      "fr",
      subject,
    );
    await expectRefusedUpload(
      await customer.api.post(`/dashboard/support?ticket=${customer.ticketId}`, {
        multipart: {
          intent: "reply",
          ticketId: customer.ticketId,
          message: `Réponse ${m}`,
          attachments: file,
        },
        maxRedirects: 0,
      }),
      file,
      "fr",
    );
  }
  // In English, in English.
  await expectRefusedUpload(
    await customer.api.post("/en/dashboard/support", {
      multipart: ticketForm(`Attachment ${m}`, files[4]!),
      maxRedirects: 0,
    }),
    files[4]!,
    "en",
  );

  expect(storedAnywhere(m), "tables holding a refused upload's marker").toEqual([]);
  expect(attachmentFilesWith(m), "files of refused uploads").toEqual([]);

  // A real image goes through, and the checks above would have seen it: stored under a random key,
  // downloaded as an attachment that no browser renders as a page.
  const ok = marker("image");
  // A name in another script too: the header carries it in UTF-8 beside an ASCII fallback.
  const png = {
    name: `écran-写真-${ok}.png`,
    mimeType: "image/png",
    buffer: Buffer.concat([Buffer.from(PNG_HEADER), Buffer.from(ok)]),
  };
  const replied = await customer.api.post(`/dashboard/support?ticket=${customer.ticketId}`, {
    multipart: { intent: "reply", ticketId: customer.ticketId, message: "Capture", attachments: png },
    maxRedirects: 0,
  });
  expect(replied.status()).toBe(200);
  expect(attachmentFilesWith(ok)).toHaveLength(1);
  expect(storedAnywhere(ok)).toEqual(["ticket_attachment.filename"]);
  const thread = await (await customer.api.get(`/dashboard/support?ticket=${customer.ticketId}`)).text();
  const attachmentId = /\/dashboard\/support\/attachments\/([0-9a-f-]{36})/.exec(thread)?.[1];
  expect(attachmentId).toBeTruthy();
  const download = await customer.api.get(`/dashboard/support/attachments/${attachmentId}`);
  expect(download.status()).toBe(200);
  expect(download.headers()).toMatchObject({
    "content-type": "image/png",
    "content-disposition": `attachment; filename="_cran-__-${ok}.png"; filename*=UTF-8''${encodeURIComponent(png.name)}`,
    "x-content-type-options": "nosniff",
    "content-security-policy": expect.stringContaining("sandbox"),
  });
  await customer.api.dispose();
});
