import { describe, expect, it } from 'vitest';
import { uploadTypeOf } from './upload-file-type';

describe('uploadTypeOf', () => {
  it('takes MP4 and WebM by their name, and says why anything else is refused', () => {
    expect(uploadTypeOf({ name: 'Lecture.MP4', type: 'video/mp4', size: 10 })).toEqual({ type: 'video/mp4' });
    expect(uploadTypeOf({ name: 'talk.webm', type: '', size: 10 })).toEqual({ type: 'video/webm' });
    expect(uploadTypeOf({ name: 'talk.avi', type: 'video/x-msvideo', size: 10 })).toHaveProperty('problem');
    expect(uploadTypeOf({ name: 'talk.mp4', type: 'video/webm', size: 10 })).toHaveProperty('problem');
    expect(uploadTypeOf({ name: 'talk.mp4', type: 'video/mp4', size: 0 })).toEqual({
      problem: 'The file is empty.',
    });
    expect(uploadTypeOf({ name: 'talk.mp4', type: 'video/mp4', size: 5 * 1024 ** 3 })).toHaveProperty(
      'problem',
    );
  });
});
