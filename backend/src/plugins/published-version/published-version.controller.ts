import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';

import { PUBLISHED_VERSION_ROUTE } from './constants';
import { PublishedVersionService } from './published-version.service';

/**
 * `GET /published-version` → `{ "version": "…" }`: what the storefront servers poll to know when
 * their cached pages went stale. Public (it tells only that something changed, not what) and one
 * indexed read.
 */
@Controller(PUBLISHED_VERSION_ROUTE)
export class PublishedVersionController {
  constructor(private readonly publishedVersion: PublishedVersionService) {}

  @Get()
  async version(@Res() res: Response): Promise<void> {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ version: await this.publishedVersion.current() });
  }
}
