// `node scripts/demo-media/generate.mjs [key ...]`
// Regenerates the demo course videos of apps/api/media/<key>/ (video, captions, poster, thumbnails, manifest)
// from the narration and slide text in scripts.json. Needs ffmpeg, espeak-ng and the DejaVu fonts:
//   apt-get install -y ffmpeg espeak-ng fonts-dejavu-core
// Each sentence is synthesised on its own, trimmed of silence, measured to the sample and joined with fixed
// pauses, so every caption cue starts and ends where its sentence is spoken. Chapters start on whole seconds.
// The output is byte-for-byte the same on every run with the same tool versions.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const outRoot = path.resolve(here, '../../apps/api/media');
const fontDir = '/usr/share/fonts/truetype/dejavu';
const fonts = { regular: `${fontDir}/DejaVuSans.ttf`, bold: `${fontDir}/DejaVuSans-Bold.ttf` };
const [width, height, fps, rate] = [640, 360, 15, 22050]; // rate: samples per second of the narration
const pause = { lead: 1.0, sentence: 0.6, chapterTail: 1.0, end: 2.0 }; // seconds of silence
const limits = { 'video.webm': 1024 * 1024, 'poster.jpg': 40 * 1024, thumbnail: 20 * 1024 }; // bytes
const slide = { titleChars: 30, bulletChars: 44, bullets: 3, captionLineChars: 48 };
const words = (line) => line.split(' ');

function run(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr}`);
  return result.stdout;
}

const missing = ['ffmpeg', 'ffprobe', 'espeak-ng'].filter((tool) => spawnSync(tool, ['-h']).error);
if (missing.length > 0 || !existsSync(fonts.regular) || !existsSync(fonts.bold)) {
  console.error(`Missing ${missing.join(', ') || 'the DejaVu fonts'}. Install them with:`);
  console.error('  apt-get install -y ffmpeg espeak-ng fonts-dejavu-core');
  process.exit(1);
}

/** Synthesises one sentence; returns its mono 16-bit samples at `rate`, without leading or trailing silence. */
function speak(sentence, voice, work, name) {
  const [wav, pcm] = [path.join(work, `${name}.wav`), path.join(work, `${name}.pcm`)];
  const { name: v, wordsPerMinute: s, pitch: p, amplitude: a } = voice;
  run('espeak-ng', [...words(`-v ${v} -s ${s} -p ${p} -a ${a} -w`), wav, sentence]);
  run('ffmpeg', [...words('-loglevel error -y -i'), wav, ...words(`-f s16le -ac 1 -ar ${rate}`), pcm]);
  const bytes = readFileSync(pcm);
  const samples = new Int16Array(bytes.buffer, bytes.byteOffset, bytes.length / 2);
  const loud = (i) => Math.abs(samples[i]) > 300;
  let [first, last] = [0, samples.length - 1];
  while (first < last && !loud(first)) first += 1;
  while (last > first && !loud(last)) last -= 1;
  const margin = Math.round(rate * 0.04); // keep 40 ms either side so no sound is clipped
  return samples.subarray(Math.max(0, first - margin), Math.min(samples.length, last + 1 + margin));
}

/** Splits a caption into at most two balanced lines, or throws if it cannot fit. */
function wrapCaption(text) {
  if (text.length <= slide.captionLineChars) return text;
  const splits = text.split(' ').map((_, i, all) => [all.slice(0, i).join(' '), all.slice(i).join(' ')]);
  const longest = (lines) => Math.max(...lines.map((line) => line.length));
  const best = splits.slice(1).sort((x, y) => longest(x) - longest(y))[0];
  if (!best || longest(best) > slide.captionLineChars) {
    throw new Error(`Caption too long for two lines, shorten it: "${text}"`);
  }
  return best.join('\n');
}

/** Checks that all slide text and captions fit before anything is synthesised. */
function validate(videos) {
  const problems = [];
  for (const video of videos) {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(video.key)) problems.push(`Key is not kebab-case: ${video.key}`);
    for (const { title, bullets, narration } of video.chapters) {
      if (title.length > slide.titleChars) problems.push(`Chapter title too long: ${title}`);
      if (bullets.length > slide.bullets || bullets.some((bullet) => bullet.length > slide.bulletChars)) {
        problems.push(`At most ${slide.bullets} bullets of ${slide.bulletChars} characters: ${title}`);
      }
      for (const sentence of narration) {
        try {
          wrapCaption(sentence);
        } catch (error) {
          problems.push(String(error.message));
        }
      }
    }
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
}

/** Joins the narration; returns the samples, the caption cues and the chapter start seconds. */
function narrate(video, voice, work) {
  const [parts, cues, starts] = [[], [], []];
  let length = 0; // samples so far
  const add = (samples) => {
    parts.push(samples);
    length += samples.length;
  };
  const silence = (seconds) => add(new Int16Array(Math.round(seconds * rate)));
  video.chapters.forEach((chapter, c) => {
    starts.push(length / rate);
    chapter.narration.forEach((sentence, s) => {
      const speech = speak(sentence, voice, work, `c${c}-s${s}`);
      silence(s === 0 ? pause.lead : pause.sentence);
      cues.push({ start: length / rate, end: (length + speech.length) / rate, text: wrapCaption(sentence) });
      add(speech);
    });
    const last = c === video.chapters.length - 1;
    silence(last ? pause.end : pause.chapterTail);
    if (!last) silence(Math.ceil(length / rate) - length / rate); // the next chapter starts on a whole second
  });
  const samples = new Int16Array(length);
  let at = 0;
  for (const part of parts) {
    samples.set(part, at);
    at += part.length;
  }
  return { samples, cues, starts };
}

/** The ffmpeg filter graph that draws the slides over a plain background, each in its chapter's time. */
function slidesGraph(video, starts, total, work) {
  let count = 0;
  const draw = (font, content, style) => {
    const file = path.join(work, `text-${(count += 1)}.txt`); // text files need no filter-graph escaping
    writeFileSync(file, content);
    const expansion = content.startsWith('%{') ? 'normal' : 'none';
    return `drawtext=fontfile=${fonts[font]}:textfile=${file}:expansion=${expansion}:${style}`;
  };
  const filters = [
    'drawbox=x=0:y=0:w=iw:h=52:color=0x0a1c30:t=fill',
    `drawbox=x=32:y=52:w=${width - 64}:h=2:color=0xd4a72c:t=fill`,
    `drawbox=x=0:y=${height - 44}:w=iw:h=44:color=0x0a1c30:t=fill`,
    draw('regular', video.title, 'fontsize=16:fontcolor=0xc8d5e6:x=32:y=19'),
    draw('bold', 'Counsel CLE', `fontsize=15:fontcolor=0xd4a72c:x=32:y=${height - 29}`),
    // Expanded by drawtext on every frame: the elapsed time as mm:ss.
    draw('regular', '%{pts:gmtime:0:%M\\:%S}', `fontsize=15:fontcolor=0xc8d5e6:x=w-tw-32:y=${height - 29}`),
  ];
  video.chapters.forEach((chapter, c) => {
    const when = `enable='gte(t,${starts[c]})*lt(t,${starts[c + 1] ?? total + 1})'`;
    const label = `CHAPTER ${c + 1} OF ${video.chapters.length}`;
    const bullets = chapter.bullets.map((bullet) => `\u2022  ${bullet}`).join('\n');
    filters.push(
      draw('bold', label, `fontsize=13:fontcolor=0xd4a72c:x=32:y=84:${when}`),
      draw('bold', chapter.title, `fontsize=32:fontcolor=white:x=32:y=108:${when}`),
      draw('regular', bullets, `fontsize=21:line_spacing=16:fontcolor=0xe6edf5:x=40:y=180:${when}`),
    );
  });
  return `[0:v]${filters.join(',\n')}[v]\n`;
}

function encode(video, voice, dir, work) {
  const { samples, cues, starts } = narrate(video, voice, work);
  const total = Math.round((samples.length / rate) * 1000) / 1000;
  writeFileSync(path.join(work, 'narration.pcm'), samples);
  writeFileSync(path.join(work, 'graph.txt'), slidesGraph(video, starts, total, work));
  run('ffmpeg', [
    ...words('-hide_banner -loglevel error -y -f lavfi -i'),
    `color=c=0x12304f:s=${width}x${height}:r=${fps}:d=${total}`,
    ...words(`-f s16le -ar ${rate} -ac 1 -i`),
    path.join(work, 'narration.pcm'),
    ...['-filter_complex_script', path.join(work, 'graph.txt')],
    ...words(`-map [v] -map 1:a -t ${total}`),
    ...words(`-c:v libvpx-vp9 -pix_fmt yuv420p -crf 42 -b:v 0 -g ${fps * 10} -deadline good -cpu-used 2`),
    ...words('-threads 1 -tile-columns 0 -force_key_frames'),
    starts.slice(1).join(','), // a keyframe at every chapter, so chapter seeks are instant
    ...words('-c:a libopus -b:a 32k -ac 1 -ar 48000 -application voip'),
    ...words('-map_metadata -1 -fflags +bitexact -flags:v +bitexact -flags:a +bitexact'),
    path.join(dir, 'video.webm'),
  ]);
  return { cues, starts };
}

/** Saves the frame at `seconds` as a JPEG, fails if it is over `limit` bytes, and returns its relative name. */
function frame(dir, seconds, name, size, limit) {
  const [video, out] = [path.join(dir, 'video.webm'), path.join(dir, name)];
  const args = [
    ...words(`-loglevel error -y -ss ${seconds} -i`),
    video,
    '-frames:v',
    '1',
    '-vf',
    `scale=${size}`,
  ];
  run('ffmpeg', [...args, ...words('-q:v 4 -flags:v +bitexact -map_metadata -1'), out]);
  if (statSync(out).size > limit) throw new Error(`${out} is over its budget of ${limit} bytes`);
  return name;
}

const stamp = (seconds) => new Date(Math.round(seconds * 1000)).toISOString().slice(11, 23);

const config = JSON.parse(readFileSync(path.join(here, 'scripts.json'), 'utf8'));
const wanted = process.argv.slice(2);
validate(config.videos);
for (const video of config.videos.filter((v) => wanted.length === 0 || wanted.includes(v.key))) {
  const dir = path.join(outRoot, video.key);
  const work = mkdtempSync(path.join(tmpdir(), 'counsel-demo-media-'));
  try {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(path.join(dir, 'thumbnails'), { recursive: true });
    const { cues, starts } = encode(video, config.voice, dir, work);
    const webm = path.join(dir, 'video.webm');
    if (statSync(webm).size > limits['video.webm']) throw new Error(`${webm} is over its budget`);
    const probe = words('-v error -show_entries format=duration -of csv=p=0');
    const duration = Number(run('ffprobe', [...probe, webm]));
    const vtt = cues.map((cue, i) => `${i + 1}\n${stamp(cue.start)} --> ${stamp(cue.end)}\n${cue.text}\n`);
    writeFileSync(path.join(dir, 'captions.en.vtt'), `WEBVTT\n\n${vtt.join('\n')}`);
    const manifest = {
      key: video.key,
      title: video.title,
      durationSeconds: Math.round(duration * 10) / 10,
      mimeType: 'video/webm',
      video: 'video.webm',
      poster: frame(dir, starts[0] + 4, 'poster.jpg', `${width}:${height}`, limits['poster.jpg']),
      captions: [{ language: 'en', label: 'English', file: 'captions.en.vtt' }],
      chapters: video.chapters.map((chapter, c) => ({ startTime: starts[c], title: chapter.title })),
      // Named by the chapter's start, taken a second later when the slide is fully drawn.
      thumbnails: starts.map((time) => ({
        time,
        file: frame(dir, time + 1, `thumbnails/${time}.jpg`, '320:180', limits.thumbnail),
      })),
    };
    writeFileSync(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    console.log(`${video.key}: ${manifest.durationSeconds} s, chapters at ${starts.join(', ')} s`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
