import crypto, { type KeyObject } from 'node:crypto';
import canonicalize from 'canonicalize';
import { base58btcDecode, base58btcEncode } from './base58';

/**
 * W3C Data Integrity proofs with the eddsa-jcs-2022 cryptosuite (Data Integrity EdDSA
 * Cryptosuites v1.0, §3.3): JSON canonicalised with JCS (RFC 8785), signed with Ed25519.
 */

export const CRYPTOSUITE = 'eddsa-jcs-2022';

/** The multicodec prefix of an Ed25519 public key (0xed, as a varint) in a Multikey. */
const ED25519_PUB_MULTICODEC = Uint8Array.of(0xed, 0x01);
/** DER SubjectPublicKeyInfo of an Ed25519 key, before its 32 raw bytes. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

type JsonObject = Record<string, unknown>;

export interface ProofOptions {
  type: 'DataIntegrityProof';
  cryptosuite: typeof CRYPTOSUITE;
  created: string;
  verificationMethod: string;
  proofPurpose: 'assertionMethod';
}

export interface DataIntegrityProof extends ProofOptions {
  '@context'?: unknown;
  proofValue: string;
}

/** 'z' + base58btc(0xed 0x01 + key): an Ed25519 public key as a Multikey's publicKeyMultibase. */
export function ed25519Multibase(rawPublicKey: Uint8Array): string {
  return `z${base58btcEncode(Uint8Array.from([...ED25519_PUB_MULTICODEC, ...rawPublicKey]))}`;
}

/** The Ed25519 public key a publicKeyMultibase holds, or null when it holds none. */
export function publicKeyFromMultibase(publicKeyMultibase: string): KeyObject | null {
  if (!publicKeyMultibase.startsWith('z')) return null;
  const bytes = base58btcDecode(publicKeyMultibase.slice(1));
  if (
    !bytes ||
    bytes.length !== ED25519_PUB_MULTICODEC.length + 32 ||
    bytes[0] !== ED25519_PUB_MULTICODEC[0] ||
    bytes[1] !== ED25519_PUB_MULTICODEC[1]
  )
    return null;
  try {
    return crypto.createPublicKey({
      key: Buffer.concat([ED25519_SPKI_PREFIX, bytes.subarray(2)]),
      format: 'der',
      type: 'spki',
    });
  } catch {
    return null;
  }
}

function jcs(value: unknown): string {
  const canonical = canonicalize(value);
  if (canonical === undefined) throw new TypeError('cannot canonicalise this value as JSON');
  return canonical;
}

const sha256 = (text: string): Buffer => crypto.createHash('sha256').update(text, 'utf8').digest();

/** §3.3.4 Hashing: sha256(canonical proof config) followed by sha256(canonical document). */
function hashData(unsecuredDocument: JsonObject, proofConfig: JsonObject): Buffer {
  return Buffer.concat([sha256(jcs(proofConfig)), sha256(jcs(unsecuredDocument))]);
}

/** §3.3.1 Create Proof, returning the document with the proof added (§2.1 Add Proof). */
export function addProof<T extends object>(
  unsecuredDocument: T,
  options: ProofOptions,
  privateKey: KeyObject,
): T & { proof: DataIntegrityProof } {
  const document = unsecuredDocument as JsonObject;
  const proofConfig: JsonObject = { ...options };
  if ('@context' in document) proofConfig['@context'] = document['@context'];
  const signature = crypto.sign(null, hashData(document, proofConfig), privateKey);
  const proof = { ...proofConfig, proofValue: `z${base58btcEncode(signature)}` };
  return { ...unsecuredDocument, proof: proof as DataIntegrityProof };
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The document's @context starts with every entry of the proof's, in order (§3.3.2 step 4). */
function contextStartsWith(documentContext: unknown, proofContext: unknown): boolean {
  const asList = (context: unknown): unknown[] => (Array.isArray(context) ? context : [context]);
  const document = asList(documentContext);
  const proof = asList(proofContext);
  return (
    proof.length <= document.length &&
    proof.every((entry, index) => jcs(entry) === jcs(document[index]))
  );
}

/**
 * §3.3.2 Verify Proof for a document with one eddsa-jcs-2022 proof made for assertion: true
 * only when the proof is well formed and its signature is the given key's over the document.
 */
export function verifyProof(securedDocument: unknown, publicKey: KeyObject): boolean {
  if (!isObject(securedDocument)) return false;
  const { proof, ...unsecuredDocument } = securedDocument;
  if (!isObject(proof)) return false;
  const { proofValue, ...proofOptions } = proof;
  if (
    proofOptions.type !== 'DataIntegrityProof' ||
    proofOptions.cryptosuite !== CRYPTOSUITE ||
    proofOptions.proofPurpose !== 'assertionMethod' ||
    typeof proofValue !== 'string' ||
    !proofValue.startsWith('z')
  )
    return false;
  const signature = base58btcDecode(proofValue.slice(1));
  if (!signature || signature.length !== 64) return false;
  try {
    if ('@context' in proofOptions) {
      if (!contextStartsWith(unsecuredDocument['@context'], proofOptions['@context'])) return false;
      unsecuredDocument['@context'] = proofOptions['@context'];
    }
    const proofConfig: JsonObject = { ...proofOptions };
    if ('@context' in unsecuredDocument) proofConfig['@context'] = unsecuredDocument['@context'];
    return crypto.verify(null, hashData(unsecuredDocument, proofConfig), publicKey, signature);
  } catch {
    return false;
  }
}
