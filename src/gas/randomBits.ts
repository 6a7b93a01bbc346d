// Random bits for the boards' codes (rules §14) where Apps Script runs: Utilities.getUuid()
// gives a version-4 UUID, 122 bits drawn by Java's UUID.randomUUID(), which uses SecureRandom
// — unlike Math.random(), whose state can be recovered from a few outputs, so a code could be
// guessed from other codes. Its first six hex digits are 24 random bits (the version and
// variant digits come later). docs/phoneResults.md "Threat model".
import type { RandomBits } from '../core/phoneResults';

export const uuidBits: RandomBits = () => parseInt(Utilities.getUuid().slice(0, 6), 16);
