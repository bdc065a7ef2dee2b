import { Query, Resolver } from '@nestjs/graphql';
import { Allow, Permission } from '@vendure/core';

import { ContentPlugin } from '../content.plugin';
import { loadCompatibleDevices, type DeviceBrand } from './compatible-devices';

@Resolver()
export class CompatibleDevicesResolver {
  private brands: DeviceBrand[] | undefined;

  @Query()
  @Allow(Permission.Public)
  compatibleDevices(): DeviceBrand[] {
    this.brands ??= loadCompatibleDevices(ContentPlugin.options.seedDataDir);
    return this.brands;
  }
}
