/**
 * Writes brotli (quality 11) and gzip (level 9) twins of the client build's text files, once at
 * build time, so that the server sends them as they are (server/app.ts: `precompressed: true`)
 * instead of compressing each request at a low quality. Small files are left alone.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|html|webmanifest|map)$/;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

export function precompress(clientDir: string): { files: number; bytes: number; brotliBytes: number } {
  let count = 0;
  let bytes = 0;
  let brotliBytes = 0;
  for (const file of files(clientDir)) {
    if (statSync(file).size < MIN_BYTES) continue;
    const source = readFileSync(file);
    const br = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
    count++;
    bytes += source.length;
    brotliBytes += br.length;
  }
  return { files: count, bytes, brotliBytes };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
  const result = precompress(clientDir);
  console.log(
    `precompressed ${result.files} files: ${Math.round(result.bytes / 1024)} KB → ${Math.round(result.brotliBytes / 1024)} KB brotli`,
  );
}
