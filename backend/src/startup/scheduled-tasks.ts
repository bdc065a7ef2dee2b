import { ScheduledTask, type Injector, type RequestContext, type RuntimeVendureConfig, type ScheduledTaskConfig } from '@vendure/core';

import { isStartupDone } from './readiness';

interface TaskConfig extends Omit<ScheduledTaskConfig, 'execute'> {
  run: (injector: Injector, ctx: RequestContext) => Promise<unknown>;
}

/**
 * A plugin's task for Vendure's scheduler (DefaultSchedulerPlugin: one instance runs it, the worker
 * when there is one). Not while this process still writes its start-up data (readiness.ts): the
 * next tick does it.
 */
export function addScheduledTask(config: RuntimeVendureConfig, { run, ...task }: TaskConfig): RuntimeVendureConfig {
  const scheduled = new ScheduledTask({
    ...task,
    execute: async ({ injector, scheduledContext }) => (isStartupDone() ? run(injector, scheduledContext) : { skipped: 'starting up' }),
  });
  config.schedulerOptions.tasks = [...(config.schedulerOptions.tasks ?? []), scheduled];
  return config;
}
