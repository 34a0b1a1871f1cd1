import {
  MEDIA_UPLOAD_MAX_BYTES,
  MEDIA_UPLOAD_TYPES,
  type MediaUploadType,
} from '@counsel/contracts/constants';

/** The type the API accepts for a chosen file (from its name), or the reason it cannot be uploaded. */
export function uploadTypeOf(file: {
  name: string;
  type: string;
  size: number;
}): { type: MediaUploadType } | { problem: string } {
  const name = file.name.toLowerCase();
  const type = (Object.keys(MEDIA_UPLOAD_TYPES) as MediaUploadType[]).find((candidate) =>
    MEDIA_UPLOAD_TYPES[candidate].some((ending) => name.endsWith(ending)),
  );
  if (!type) return { problem: 'Choose an MP4 or WebM video (.mp4, .m4v or .webm).' };
  if (file.type && file.type !== type)
    return { problem: `The file's name says ${type} but its type is ${file.type}.` };
  if (file.size === 0) return { problem: 'The file is empty.' };
  if (file.size > MEDIA_UPLOAD_MAX_BYTES) return { problem: 'The file is over 4 GiB: export a smaller one.' };
  return { type };
}
