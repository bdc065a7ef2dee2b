import { createReadStream } from 'node:fs';

import { AssetService, type ID, type RequestContext } from '@vendure/core';

import { mapWithConcurrency } from './concurrency';
import type { ServiceLocator } from './seed-context';

/** Rasterising an SVG preview happens in sharp's thread pool; a few at once keep both cores busy. */
const UPLOAD_CONCURRENCY = 4;

/**
 * Uploads a flag or region icon through Vendure's AssetService, so it is stored, previewed
 * (the SVG is rasterised to a PNG preview) and served by the asset server like any upload.
 */
export async function createFlagAsset(app: ServiceLocator, ctx: RequestContext, svgPath: string): Promise<ID> {
  const result = await app.get(AssetService).createFromFileStream(createReadStream(svgPath), ctx);
  if ('errorCode' in result) throw new Error(`Could not store ${svgPath}: ${result.message}`);
  return result.id;
}

/** Uploads several SVGs; returns their asset ids in the same order. */
export function createFlagAssets(app: ServiceLocator, ctx: RequestContext, svgPaths: readonly string[]): Promise<ID[]> {
  return mapWithConcurrency(svgPaths, UPLOAD_CONCURRENCY, (svgPath) => createFlagAsset(app, ctx, svgPath));
}
