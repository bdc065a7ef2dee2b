import { APP_FILTER } from '@nestjs/core';
import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { UploadRefusalFilter } from './upload-requests';

/**
 * The part of the APIs' hardening that has to live in Nest (the rest is `apiHardeningOptions`):
 * an exception filter that answers refused uploads with their own 4xx instead of a 500.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  providers: [{ provide: APP_FILTER, useClass: UploadRefusalFilter }],
  compatibility: '^3.0.0',
})
export class ApiHardeningPlugin {}
