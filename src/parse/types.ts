// Shapes of a parse result. The contract (src/contract/assets.ts, enums.ts) owns ParsedAsset, AssetType and
// the model enum; this module only narrows `metadata` to string values, which is all parse ever produces.
import { ParsedAssetModel, type ParsedAsset } from '../contract';

export type { AssetType, ParsedAsset } from '../contract';
export { ASSET_TYPES, GENERIC_ASSET_TYPES, PLATFORM_ASSET_TYPES } from '../contract';

export type AssetModel = NonNullable<ParsedAsset['model']>;
export const ASSET_MODELS: readonly AssetModel[] = ParsedAssetModel.options;

/** What a recogniser returns; `parseAsset` adds `submittedContent`. */
export type Recognised = Omit<ParsedAsset, 'submittedContent' | 'metadata'> & { metadata?: Record<string, string> };
