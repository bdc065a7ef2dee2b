import { VendureEntity } from '@vendure/core';

/**
 * The content entities' base. Each subclass assigns its input in its own constructor, after
 * `super()`: with ES2022 class fields a subclass's field declarations re-initialise every field
 * to undefined once `super()` returns (as esim-delivery's EsimProfile does).
 */
export abstract class ContentEntity extends VendureEntity {}
