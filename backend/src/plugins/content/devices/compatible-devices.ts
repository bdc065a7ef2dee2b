import { readFileSync } from 'node:fs';
import path from 'node:path';

import { z } from 'zod';

/**
 * The installation page's "is my phone compatible?" list (backend/seed/content/devices.json).
 * Model names are product names, the same in every language, so they are read from the file
 * rather than stored as translatable entities: support edits the file and the shop restarts.
 */
const name = z.string().trim().min(1);
const devicesSchema = z.object({
  brands: z
    .array(z.object({ name, models: z.array(name).min(1) }))
    .min(1)
    .refine((brands) => new Set(brands.map((brand) => brand.name)).size === brands.length, 'each brand once'),
});

export type DeviceBrand = z.infer<typeof devicesSchema>['brands'][number];

export function loadCompatibleDevices(seedDir: string): DeviceBrand[] {
  const file = path.join(seedDir, 'content', 'devices.json');
  const parsed = devicesSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(`${file}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  return parsed.data.brands;
}
