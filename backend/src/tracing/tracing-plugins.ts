import { PluginCommonModule, VendurePlugin, type VendureConfig, type VendureLogger } from '@vendure/core';
import { TelemetryPlugin } from '@vendure/telemetry-plugin';

type ShopPlugin = NonNullable<VendureConfig['plugins']>[number];

/**
 * Vendure's TelemetryPlugin (a span per call of its instrumented services: orders, payments,
 * jobs…), for a process that exports traces (trace-export.ts). The plugin also replaces the
 * logger with one that sends log records over OTLP; the shop keeps its own, set back by the plugin
 * that follows it: its JSON lines on stdout name the trace already, and stay where the log
 * collector reads them.
 */
export function tracingPlugins(shopLogger: VendureLogger): ShopPlugin[] {
  @VendurePlugin({
    imports: [PluginCommonModule],
    configuration: (config) => {
      config.logger = shopLogger;
      return config;
    },
    compatibility: '^3.0.0',
  })
  class ShopLoggerPlugin {}
  return [TelemetryPlugin.init({}), ShopLoggerPlugin];
}
