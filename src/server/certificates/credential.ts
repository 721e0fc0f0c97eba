import crypto, { type KeyObject } from 'node:crypto';
import {
  addProof,
  CRYPTOSUITE,
  ed25519Multibase,
  publicKeyFromMultibase,
  verifyProof,
  type DataIntegrityProof,
} from './data-integrity';
import type { CertificateRecord, Issuer } from './record';

/**
 * The certificate as an Open Badges 3.0 AchievementCredential (a W3C Verifiable Credential 2.0),
 * signed with an eddsa-jcs-2022 Data Integrity proof, and the issuer profile whose key checks it.
 */

const VC_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
const OB_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
/** Controlled Identifiers v1.0: verificationMethod, assertionMethod, Multikey, JsonWebKey. */
const CID_CONTEXT = 'https://www.w3.org/ns/cid/v1';

/** DER PrivateKeyInfo (PKCS #8) of an Ed25519 key, before its 32-byte seed (RFC 8410). */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

export interface Ed25519PublicJwk {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
}

export interface CredentialKey {
  privateKey: KeyObject;
  /** 'z' + base58btc(0xed 0x01 + the 32-byte public key). */
  publicKeyMultibase: string;
  publicKeyJwk: Ed25519PublicJwk;
}

/** The Ed25519 key pair of a 32-byte seed: every replica given the same seed signs alike. */
export function credentialKeyFromSeed(seed: Buffer): CredentialKey {
  if (seed.length !== 32) throw new RangeError('an Ed25519 seed is 32 bytes');
  const privateKey = crypto.createPrivateKey({
    key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  });
  const { x } = crypto.createPublicKey(privateKey).export({ format: 'jwk' });
  if (!x) throw new Error('Ed25519 public key without x');
  return {
    privateKey,
    publicKeyMultibase: ed25519Multibase(Buffer.from(x, 'base64url')),
    publicKeyJwk: { kty: 'OKP', crv: 'Ed25519', x },
  };
}

/** Where the issuer profile (with its public key) is published. */
export const issuerProfileUrl = (issuer: Issuer): string =>
  `${issuer.publicUrl}/functions/v1/credential-issuer`;

/** The verification method that signs every credential. */
export const verificationMethodId = (issuer: Issuer): string => `${issuerProfileUrl(issuer)}#key-1`;

export const credentialUrl = (issuer: Issuer, id: string): string =>
  `${issuer.publicUrl}/functions/v1/certificate-credential?id=${encodeURIComponent(id)}`;

export const credentialStatusUrl = (issuer: Issuer, id: string): string =>
  `${issuer.publicUrl}/functions/v1/certificate-status?id=${encodeURIComponent(id)}`;

export interface ProfileRef {
  id: string;
  type: ['Profile'];
  name: string;
  url: string;
}

export interface IssuerProfile extends ProfileRef {
  '@context': string[];
  verificationMethod: (
    | { id: string; type: 'Multikey'; controller: string; publicKeyMultibase: string }
    | { id: string; type: 'JsonWebKey'; controller: string; publicKeyJwk: Ed25519PublicJwk }
  )[];
  assertionMethod: string[];
}

function profileRef(issuer: Issuer): ProfileRef {
  return {
    id: issuerProfileUrl(issuer),
    type: ['Profile'],
    name: issuer.siteName,
    url: issuer.publicUrl,
  };
}

/**
 * The issuer's Open Badges Profile, also a controller document: anyone can check a credential
 * offline with the Multikey (#key-1) it lists for assertions. The same key as a JWK follows.
 */
export function issuerProfile(issuer: Issuer, key: CredentialKey): IssuerProfile {
  const profile = profileRef(issuer);
  return {
    '@context': [VC_CONTEXT, OB_CONTEXT, CID_CONTEXT],
    ...profile,
    verificationMethod: [
      {
        id: verificationMethodId(issuer),
        type: 'Multikey',
        controller: profile.id,
        publicKeyMultibase: key.publicKeyMultibase,
      },
      {
        id: `${profile.id}#key-1-jwk`,
        type: 'JsonWebKey',
        controller: profile.id,
        publicKeyJwk: key.publicKeyJwk,
      },
    ],
    assertionMethod: [verificationMethodId(issuer)],
  };
}

export interface AchievementCredential {
  '@context': [typeof VC_CONTEXT, typeof OB_CONTEXT];
  id: string;
  type: ['VerifiableCredential', 'OpenBadgeCredential'];
  issuer: ProfileRef;
  validFrom: string;
  name: string;
  credentialSubject: {
    type: ['AchievementSubject'];
    name: string;
    identifier: {
      type: 'IdentityObject';
      identityHash: string;
      identityType: 'name';
      hashed: false;
    }[];
    achievement: {
      id: string;
      type: ['Achievement'];
      achievementType: 'Certificate';
      name: string;
      description: string;
      criteria: { narrative: string };
      creator: ProfileRef;
      resultDescription: {
        id: string;
        type: ['ResultDescription'];
        name: string;
        resultType: 'Percent';
      }[];
    };
    result: { type: ['Result']; resultDescription: string; value: string }[];
  };
  credentialStatus: { id: string; type: '1EdTechRevocationList' };
}

export type SignedCredential = AchievementCredential & { proof: DataIntegrityProof };

function unsignedCredential(record: CertificateRecord, issuer: Issuer): AchievementCredential {
  const achievementId = `${issuer.publicUrl}/learn/${record.courseId}#certificate`;
  const assessmentId = `${achievementId}-assessment`;
  const requirements = record.requirements.map((requirement) => `- ${requirement.label}`);
  return {
    '@context': [VC_CONTEXT, OB_CONTEXT],
    id: credentialUrl(issuer, record.id),
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: profileRef(issuer),
    validFrom: record.issuedAt,
    name: record.certificateName,
    credentialSubject: {
      type: ['AchievementSubject'],
      name: record.learnerName,
      // Open Badges names a recipient without an id through an identifier.
      identifier: [
        {
          type: 'IdentityObject',
          identityHash: record.learnerName,
          identityType: 'name',
          hashed: false,
        },
      ],
      achievement: {
        id: achievementId,
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: record.certificateName,
        description: record.certificateDescription,
        criteria: {
          narrative: `The learner met every requirement of the course:\n\n${requirements.join('\n')}`,
        },
        creator: profileRef(issuer),
        resultDescription: [
          {
            id: assessmentId,
            type: ['ResultDescription'],
            name: 'Final assessment score',
            resultType: 'Percent',
          },
        ],
      },
      result: [
        {
          type: ['Result'],
          resultDescription: assessmentId,
          value: String(record.assessmentPercent),
        },
      ],
    },
    credentialStatus: { id: credentialStatusUrl(issuer, record.id), type: '1EdTechRevocationList' },
  };
}

/**
 * The certificate as a signed credential. `created` (the proof's time) defaults to the issue
 * time, so the same certificate always yields the same bytes.
 */
export function signedCredential(
  record: CertificateRecord,
  issuer: Issuer,
  key: CredentialKey,
  created: string = record.issuedAt,
): SignedCredential {
  return addProof(
    unsignedCredential(record, issuer),
    {
      type: 'DataIntegrityProof',
      cryptosuite: CRYPTOSUITE,
      created,
      verificationMethod: verificationMethodId(issuer),
      proofPurpose: 'assertionMethod',
    },
    key.privateKey,
  );
}

/** True when the credential carries a valid eddsa-jcs-2022 proof by this public key. */
export function verifyCredential(credential: unknown, publicKeyMultibase: string): boolean {
  const publicKey = publicKeyFromMultibase(publicKeyMultibase);
  return publicKey !== null && verifyProof(credential, publicKey);
}
