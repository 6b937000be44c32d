// Types of page-assets.mjs, for the TypeScript that imports it (tests/e2e/size-budgets.spec.ts).

export declare const SIZE_BUDGETS: Readonly<{
  homeJsGzip: number;
  homeHtmlGzip: number;
  adminJsGzip: number;
  cssGzip: number;
}>;

export interface PageAssetList {
  readonly js: string[];
  readonly css: string[];
}

export interface SizeTotal {
  readonly raw: number;
  readonly gzip: number;
  readonly files: number;
}

export interface FirstLoad {
  readonly html: { readonly raw: number; readonly gzip: number };
  readonly js: SizeTotal & { readonly urls: string[] };
  readonly css: SizeTotal & { readonly urls: string[] };
}

/** What the sums need of `fetch`: a Playwright request context can stand in (tests/e2e). */
export type AssetFetch = (
  url: string,
) => Promise<{ readonly status: number; arrayBuffer(): Promise<ArrayBuffer | Uint8Array> }>;

export declare function pageAssets(html: string): PageAssetList;
export declare function gzipSize(bytes: string | Uint8Array): number;
export declare function htmlGzipSize(html: string): number;
export declare function gzipTotal(
  origin: string,
  urls: readonly string[],
  fetchImpl?: AssetFetch,
): Promise<SizeTotal>;
export declare function firstLoad(origin: string, html: string, fetchImpl?: AssetFetch): Promise<FirstLoad>;
export declare function kB(bytes: number): string;
export declare function staticModuleGraph(
  origin: string,
  seeds: readonly string[],
  fetchImpl?: AssetFetch,
): Promise<Map<string, Buffer>>;
