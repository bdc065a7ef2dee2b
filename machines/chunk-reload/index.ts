export { chunkReloadMachine } from './chunk-reload.machine';
export { selectHasGivenUp, selectIsReloading, type ChunkReloadSnapshot } from './chunk-reload.selectors';
export {
  CHUNK_RELOAD_GUARD_MS,
  type ChunkReloadContext,
  type ChunkReloadEvent,
  type ChunkReloadInput,
  type ChunkReloadTag,
} from './chunk-reload.types';
