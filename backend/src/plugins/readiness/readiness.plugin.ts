import { Controller, Get, Inject, Res, type OnModuleDestroy } from '@nestjs/common';
import { Allow, JobQueueService, Logger, Permission, PluginCommonModule, TransactionalConnection, VendurePlugin } from '@vendure/core';
import type { Response } from 'express';

import { redisConnectionOptions } from '../../redis/connection-options';
import { isStartupDone } from '../../startup/readiness';
import { databaseCheck, firstProblem, processCheck, redisCheck, type ReadinessCheck } from '../../startup/readiness-checks';
import { configuredBy } from '../configured-plugin';

interface ReadinessOptions {
  /** Pinged when set: the servers queue jobs and read sessions there. */
  redisUrl: string | undefined;
  /** BACKEND_ROLE=server+worker: the jobs run in this process, so its queues must have started. */
  runsJobs: boolean;
}

const READINESS_OPTIONS = Symbol('READINESS_OPTIONS');
/** Logged at most this often while a server stays unready: a balancer asks every second. */
const LOG_EVERY_MS = 30_000;

/**
 * `GET /ready` (and HEAD): 200 when this server can serve a shopper, 503 with the reason when it
 * cannot: still writing its start-up data, its database not answering `SELECT 1` within a second,
 * Redis not answering PING, or (running the jobs itself) its job queues not started. The load
 * balancer and the containers' health checks ask it, so a server whose database is gone leaves the
 * rotation. Vendure's own `/health` answers 200 whenever the process lives (since Vendure 3.6) and
 * stays the cheap liveness check.
 */
@Controller('ready')
class ReadinessController implements OnModuleDestroy {
  private readonly checks: ReadinessCheck[];
  private readonly closeRedis: () => void;
  private lastLoggedAt = 0;

  constructor(connection: TransactionalConnection, jobQueues: JobQueueService, @Inject(READINESS_OPTIONS) options: ReadinessOptions) {
    const redis = options.redisUrl === undefined ? undefined : redisCheck(redisConnectionOptions(options.redisUrl));
    this.closeRedis = () => redis?.close();
    this.checks = [
      processCheck(isStartupDone, 'still writing its start-up data'),
      databaseCheck(() => connection.rawConnection.query('SELECT 1')),
      ...(redis ? [redis.check] : []),
      ...(options.runsJobs ? [processCheck(() => jobQueues.started, 'job queues not started')] : []),
    ];
  }

  @Get()
  @Allow(Permission.Public)
  async ready(@Res() res: Response): Promise<void> {
    const problem = await firstProblem(this.checks);
    res.setHeader('Cache-Control', 'no-store');
    if (problem === undefined) {
      res.status(200).json({ status: 'ready' });
      return;
    }
    if (Date.now() - this.lastLoggedAt > LOG_EVERY_MS) {
      this.lastLoggedAt = Date.now();
      Logger.warn(`Not ready: ${problem}`, 'Readiness');
    }
    res.status(503).json({ status: 'unready', reason: problem });
  }

  onModuleDestroy(): void {
    this.closeRedis();
  }
}

/** The servers' readiness route (docs/architecture.md "Health and readiness"). */
@VendurePlugin({
  imports: [PluginCommonModule],
  controllers: [ReadinessController],
  providers: [{ provide: READINESS_OPTIONS, useFactory: () => ReadinessPlugin.options }],
  compatibility: '^3.0.0',
})
export class ReadinessPlugin extends configuredBy<ReadinessOptions>() {}
