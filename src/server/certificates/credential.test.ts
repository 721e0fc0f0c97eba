import crypto from 'node:crypto';
import { ed25519 } from '@noble/curves/ed25519.js';
import canonicalize from 'canonicalize';
import { describe, expect, it } from 'vitest';
import {
  credentialKeyFromSeed,
  issuerProfile,
  signedCredential,
  verifyCredential,
  type SignedCredential,
} from './credential';
import type { CertificateRecord, Issuer } from './record';

const issuer: Issuer = { siteName: 'CodeNest', publicUrl: 'https://codenest.example' };
const record: CertificateRecord = {
  id: 'abcdefghijklmnopqrstuvwxyz',
  learnerName: 'Zoë Ðurić 李',
  courseId: 'c',
  courseTitle: 'C Programming',
  certificateName: 'CodeNest Certified C Programmer',
  certificateDescription: 'Awarded to learners who finish the complete C Programming course.',
  issuedAt: '2026-11-27T14:03:00.000Z',
  hours: 12.5,
  assessmentPercent: 85,
  requirements: [
    { id: 'lessons', label: 'Completed every lesson' },
    { id: 'exercises', label: 'Solved every exercise' },
    { id: 'project', label: 'Built the course project' },
    { id: 'assessment', label: 'Passed the final assessment' },
  ],
};
const seed = crypto.hkdfSync(
  'sha256',
  'a test secret of at least 32 chars!',
  'codenest',
  'credential-signing',
  32,
);
const key = credentialKeyFromSeed(Buffer.from(seed));

/** base58btc decoding written here, apart from the module's, so the test checks it. */
function decodeBase58(text: string): Uint8Array {
  const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
  const bytes: number[] = [];
  for (const char of text) {
    let carry = alphabet.indexOf(char);
    if (carry < 0) throw new Error(`not base58: ${char}`);
    for (let i = 0; i < bytes.length; i += 1) {
      carry += (bytes[i] ?? 0) * 58;
      bytes[i] = carry & 0xff;
      carry >>= 8;
    }
    for (; carry > 0; carry >>= 8) bytes.push(carry & 0xff);
  }
  for (const char of text) {
    if (char !== '1') break;
    bytes.push(0);
  }
  return Uint8Array.from(bytes.reverse());
}

function rawPublicKey(publicKeyMultibase: string): Uint8Array {
  expect(publicKeyMultibase[0]).toBe('z');
  const bytes = decodeBase58(publicKeyMultibase.slice(1));
  expect([...bytes.subarray(0, 2)]).toEqual([0xed, 0x01]);
  expect(bytes).toHaveLength(34);
  return bytes.subarray(2);
}

/** The eddsa-jcs-2022 steps, redone from the specification. */
function independentlyVerifies(credential: SignedCredential, publicKeyMultibase: string): boolean {
  const { proof, ...document } = credential;
  const { proofValue, ...proofConfig } = proof;
  const sha256 = (value: unknown) =>
    crypto
      .createHash('sha256')
      .update(canonicalize(value) ?? '')
      .digest();
  const hashData = Buffer.concat([
    sha256({ ...proofConfig, '@context': document['@context'] }),
    sha256(document),
  ]);
  expect(proofValue[0]).toBe('z');
  return ed25519.verify(
    decodeBase58(proofValue.slice(1)),
    hashData,
    rawPublicKey(publicKeyMultibase),
  );
}

describe('the certificate credential', () => {
  it('is signed so that an independent Ed25519 implementation verifies it', () => {
    const credential = signedCredential(record, issuer, key);
    expect(independentlyVerifies(credential, key.publicKeyMultibase)).toBe(true);
    expect(verifyCredential(credential, key.publicKeyMultibase)).toBe(true);
    // And after a trip through JSON, as a verifier receives it.
    const received = JSON.parse(JSON.stringify(credential)) as SignedCredential;
    expect(independentlyVerifies(received, key.publicKeyMultibase)).toBe(true);
    expect(verifyCredential(received, key.publicKeyMultibase)).toBe(true);
  });

  it('fails verification once any field is changed', () => {
    const credential = signedCredential(record, issuer, key);
    const renamed = structuredClone(credential);
    renamed.credentialSubject.name = 'Someone Else';
    expect(independentlyVerifies(renamed, key.publicKeyMultibase)).toBe(false);
    expect(verifyCredential(renamed, key.publicKeyMultibase)).toBe(false);

    const redated = structuredClone(credential);
    redated.validFrom = '2020-01-01T00:00:00.000Z';
    expect(verifyCredential(redated, key.publicKeyMultibase)).toBe(false);

    const reproofed = structuredClone(credential);
    reproofed.proof.created = '2030-01-01T00:00:00.000Z';
    expect(verifyCredential(reproofed, key.publicKeyMultibase)).toBe(false);

    const added = { ...structuredClone(credential), extra: true };
    expect(verifyCredential(added, key.publicKeyMultibase)).toBe(false);
  });

  it('is not verified by another key, nor when the proof is missing or malformed', () => {
    const credential = signedCredential(record, issuer, key);
    const other = credentialKeyFromSeed(Buffer.alloc(32, 7));
    expect(verifyCredential(credential, other.publicKeyMultibase)).toBe(false);
    expect(verifyCredential(credential, 'z-not-base58')).toBe(false);
    expect(verifyCredential(credential, 'mAbc')).toBe(false);

    const { proof, ...unsigned } = credential;
    expect(verifyCredential(unsigned, key.publicKeyMultibase)).toBe(false);
    expect(
      verifyCredential(
        { ...credential, proof: { ...proof, proofValue: 'z111' } },
        key.publicKeyMultibase,
      ),
    ).toBe(false);
    expect(
      verifyCredential(
        { ...credential, proof: { ...proof, cryptosuite: 'eddsa-rdfc-2022' } },
        key.publicKeyMultibase,
      ),
    ).toBe(false);
    expect(verifyCredential(null, key.publicKeyMultibase)).toBe(false);
    expect(verifyCredential('{}', key.publicKeyMultibase)).toBe(false);
  });

  it('derives the same key from the same seed, the key Ed25519 derives from it', () => {
    const again = credentialKeyFromSeed(Buffer.from(seed));
    expect(again.publicKeyMultibase).toBe(key.publicKeyMultibase);
    expect(again.publicKeyJwk).toEqual(key.publicKeyJwk);
    expect(key.publicKeyMultibase).toMatch(/^z6Mk/);
    const expected = ed25519.getPublicKey(new Uint8Array(seed));
    expect(rawPublicKey(key.publicKeyMultibase)).toEqual(expected);
    expect(key.publicKeyJwk).toEqual({
      kty: 'OKP',
      crv: 'Ed25519',
      x: Buffer.from(expected).toString('base64url'),
    });
    expect(credentialKeyFromSeed(Buffer.alloc(32, 7)).publicKeyMultibase).not.toBe(
      key.publicKeyMultibase,
    );
    expect(() => credentialKeyFromSeed(Buffer.alloc(16))).toThrow('an Ed25519 seed is 32 bytes');
  });

  it('is an Open Badges 3.0 credential of the certificate', () => {
    const credential = signedCredential(record, issuer, key);
    const profileUrl = 'https://codenest.example/functions/v1/credential-issuer';
    expect(credential).toMatchObject({
      '@context': [
        'https://www.w3.org/ns/credentials/v2',
        'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
      ],
      id: 'https://codenest.example/functions/v1/certificate-credential?id=abcdefghijklmnopqrstuvwxyz',
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      issuer: {
        id: profileUrl,
        type: ['Profile'],
        name: 'CodeNest',
        url: 'https://codenest.example',
      },
      validFrom: '2026-11-27T14:03:00.000Z',
      name: 'CodeNest Certified C Programmer',
      credentialSubject: {
        type: ['AchievementSubject'],
        name: 'Zoë Ðurić 李',
        achievement: {
          id: 'https://codenest.example/learn/c#certificate',
          type: ['Achievement'],
          achievementType: 'Certificate',
          name: 'CodeNest Certified C Programmer',
          description: 'Awarded to learners who finish the complete C Programming course.',
          criteria: {
            narrative:
              'The learner met every requirement of the course:\n\n- Completed every lesson\n- Solved every exercise\n- Built the course project\n- Passed the final assessment',
          },
        },
        result: [{ type: ['Result'], value: '85' }],
      },
      credentialStatus: {
        id: 'https://codenest.example/functions/v1/certificate-status?id=abcdefghijklmnopqrstuvwxyz',
        type: '1EdTechRevocationList',
      },
      proof: {
        type: 'DataIntegrityProof',
        cryptosuite: 'eddsa-jcs-2022',
        created: '2026-11-27T14:03:00.000Z',
        verificationMethod: `${profileUrl}#key-1`,
        proofPurpose: 'assertionMethod',
      },
    });
    expect(credential.proof.proofValue).toMatch(/^z[1-9A-HJ-NP-Za-km-z]{86,88}$/);
    // Deterministic: the same certificate signs to the same bytes.
    expect(JSON.stringify(signedCredential(record, issuer, key))).toBe(JSON.stringify(credential));
  });

  it('publishes the issuer profile with the key that verifies the credentials', () => {
    const profile = issuerProfile(issuer, key);
    const profileUrl = 'https://codenest.example/functions/v1/credential-issuer';
    expect(profile).toMatchObject({
      id: profileUrl,
      type: ['Profile'],
      name: 'CodeNest',
      url: 'https://codenest.example',
      assertionMethod: [`${profileUrl}#key-1`],
    });
    expect(profile.verificationMethod[0]).toEqual({
      id: `${profileUrl}#key-1`,
      type: 'Multikey',
      controller: profileUrl,
      publicKeyMultibase: key.publicKeyMultibase,
    });
    expect(profile.verificationMethod[1]).toMatchObject({
      type: 'JsonWebKey',
      controller: profileUrl,
      publicKeyJwk: key.publicKeyJwk,
    });
    const credential = signedCredential(record, issuer, key);
    const method = profile.verificationMethod.find(
      (candidate) => candidate.id === credential.proof.verificationMethod,
    );
    expect(method?.type).toBe('Multikey');
    expect(
      method &&
        'publicKeyMultibase' in method &&
        verifyCredential(credential, method.publicKeyMultibase),
    ).toBe(true);
  });
});
