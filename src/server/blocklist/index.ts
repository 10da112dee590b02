// The service's blocklist publishing (DESIGN.md §2.3-2.5): which expressions BLOCKED assets list, the
// publisher that keeps versions and artifacts in memory, and the HTTP handlers of the Blocklist sync group.
export { listedExpressions, ownExpression, type ListableAsset } from './listed-expressions';
export { platformProfiles, type PlatformProfile } from './platform-profiles';
export { buildListing, Listing, type ConfirmMatch, type ListedAsset, type Threat } from './listing';
export {
  createBlocklistPublisher,
  UnknownAlgoVersionError,
  artifactUrl,
  type BlocklistPublisher,
  type BlocklistPublisherOptions,
  type ConfirmAnswer,
  type VersionInfo,
} from './publisher';
export { loadListedFromDb } from './load-listed';
export { blocklistHandlers, mountBlocklistRoutes, type BlocklistHandlerOptions } from './routes';
