import { randomBytes } from 'node:crypto';

/** The folder of every user's folder. */
export const USER_MEDIA_ROOT = 'users/';

/** Everything of one user's in the media storage: removed with the account in one go. */
export function userMediaFolder(userId: number): string {
  return `${USER_MEDIA_ROOT}${userId}/`;
}

/** A new file's key in the user's folder: `users/<id>/<kind>/<random><suffix>.<extension>`. */
export function userMediaKey(userId: number, kind: string, extension: string, name = randomName()): string {
  return `${userMediaFolder(userId)}${kind}/${name}.${extension}`;
}

/** 128 random bits as hex: a file name no one can guess. */
export function randomName(): string {
  return randomBytes(16).toString('hex');
}
