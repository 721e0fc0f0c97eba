import { PROFILE_LIMITS } from '@domain/account';
import { metadataBytes, USER_METADATA_MAX_BYTES } from '@domain/profile';
import { userMetadataTooLarge } from './errors';

type Metadata = Record<string, unknown>;

/**
 * What the product reads from user_metadata, most needed first: the flag that sends a new learner
 * to the settings, then the profile the pages show, each field within its profile limit.
 */
function productFields(metadata: Metadata): [string, unknown][] {
  const fields: [string, unknown][] = [];
  if (typeof metadata.first_login === 'boolean') fields.push(['first_login', metadata.first_login]);
  for (const [key, limit] of Object.entries(PROFILE_LIMITS)) {
    const value = metadata[key];
    if (typeof value === 'string') fields.push([key, value.slice(0, limit)]);
  }
  return fields;
}

/**
 * Merges like GoTrue (top-level keys replace, a null value removes its key), but refuses with a
 * 422 when the stored document would pass USER_METADATA_MAX_BYTES.
 */
export function mergeMetadata(current: Metadata, changes: Metadata): Metadata {
  const merged: Metadata = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  if (metadataBytes(merged) > USER_METADATA_MAX_BYTES) throw userMetadataTooLarge();
  return merged;
}

/**
 * An account stored over the cap (before it was enforced) keeps only what the product reads, so
 * its access tokens are of normal size again. Null when the document is within the cap already.
 */
export function trimmedMetadata(metadata: Metadata): Metadata | null {
  if (metadataBytes(metadata) <= USER_METADATA_MAX_BYTES) return null;
  const trimmed: Metadata = {};
  for (const [key, value] of productFields(metadata)) {
    const candidate = { ...trimmed, [key]: value };
    if (metadataBytes(candidate) <= USER_METADATA_MAX_BYTES) Object.assign(trimmed, candidate);
  }
  return trimmed;
}
