import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { z } from 'zod';

import {
  channelSchema,
  collectionsSchema,
  destinationsSchema,
  facetsSchema,
  pricingSchema,
  textsSchema,
  type SeedData,
} from './seed-data-schema';
import { findSeedReferenceProblems } from './seed-references';

/** backend/seed, from both backend/src/seed (tests) and backend/dist/seed (runtime). */
export const SEED_DATA_DIR = path.resolve(__dirname, '../../seed');

function readJson<T extends z.ZodType>(dir: string, file: string, schema: T): z.infer<T> {
  const fullPath = path.join(dir, file);
  const result = schema.safeParse(JSON.parse(readFileSync(fullPath, 'utf8')));
  if (!result.success) {
    const details = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid seed file ${fullPath}:\n${details.join('\n')}`);
  }
  return result.data;
}

/** Reads and validates every seed file; throws one error listing all problems. */
export function loadSeedData(dir: string = SEED_DATA_DIR): SeedData {
  const data: SeedData = {
    texts: readJson(dir, 'texts.json', textsSchema),
    facets: readJson(dir, 'facets.json', facetsSchema),
    collections: readJson(dir, 'collections.json', collectionsSchema),
    destinations: readJson(dir, 'destinations.json', destinationsSchema),
    pricing: readJson(dir, 'pricing.json', pricingSchema),
    channel: readJson(dir, 'channel.json', channelSchema),
  };
  const problems = findSeedReferenceProblems(data);
  if (problems.length > 0) {
    throw new Error(`Inconsistent seed data in ${dir}:\n  ${problems.join('\n  ')}`);
  }
  return data;
}
