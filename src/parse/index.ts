// Parse: raw content (what a person pastes into a report form or an API call) to one typed asset, or null.
// Recognisers run from the most specific shape to the most general, so a `0x…` string is never read as a
// host and an email is never read as a URL with userinfo. Nothing here throws: any input gives a result or null.
import { recogniseEvm } from './evm';
import { recogniseEmail, recogniseIpfs, recognisePhone } from './identifiers';
import type { ParsedAsset } from './types';
import { recogniseWeb } from './web';

export type { AssetModel, AssetType, ParsedAsset } from './types';
export { ASSET_MODELS, ASSET_TYPES, GENERIC_ASSET_TYPES, PLATFORM_ASSET_TYPES } from './types';
export { platforms } from './platforms';

/** Longer input is not one asset (browsers cap URLs near this length too). */
const MAX_LENGTH = 4096;

export function parseAsset(content: string): ParsedAsset | null {
  try {
    if (typeof content !== 'string') return null;
    const text = content.trim();
    if (text.length === 0 || text.length > MAX_LENGTH) return null;
    const found = recogniseEvm(text) ?? recogniseIpfs(text) ?? recognisePhone(text) ?? recogniseEmail(text) ?? recogniseWeb(text);
    if (!found) return null;
    const { content: normalized, type, ...rest } = found;
    return { content: normalized, submittedContent: content, type, ...rest };
  } catch {
    // A recogniser bug must not turn a parse request into a 500; unparseable is the honest answer.
    return null;
  }
}
