import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CREDIT_TYPES } from '@counsel/contracts';
import {
  SeedCourseSchema,
  SeedJurisdictionSchema,
  SeedPracticeAreaSchema,
  type SeedCourse,
} from './seed-data.schema.js';

function loadJson(fileName: string): unknown {
  return JSON.parse(readFileSync(new URL(`./data/${fileName}`, import.meta.url), 'utf8'));
}

const jurisdictions = z.array(SeedJurisdictionSchema).parse(loadJson('jurisdictions.json'));
const practiceAreas = z.array(SeedPracticeAreaSchema).parse(loadJson('practice-areas.json'));
const courses = z.array(SeedCourseSchema).parse(loadJson('courses.json'));

const thumbnailDir = fileURLToPath(new URL('../../../web/public/thumbnails/', import.meta.url));
const MINUTES_PER_DAY = 24 * 60;
const CPD_CODES = ['GB-EAW', 'CA-ON', 'AU-NSW'];

const liveCourses = courses.filter((course) => course.format === 'LIVE');
function liveOffset(course: SeedCourse): number {
  if (course.liveStartOffsetMinutes === undefined) throw new Error(`${course.slug} has no live start`);
  return course.liveStartOffsetMinutes;
}

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

describe('seed jurisdictions', () => {
  it('lists the 50 states and DC plus the three CPD jurisdictions', () => {
    const us = jurisdictions.filter((jurisdiction) => jurisdiction.country === 'US');
    expect(us).toHaveLength(51);
    expect(us.map((jurisdiction) => jurisdiction.code)).toEqual(expect.arrayContaining(['NY', 'CA', 'DC']));
    expect(jurisdictions.map((jurisdiction) => jurisdiction.code)).toEqual(expect.arrayContaining(CPD_CODES));
    expect(jurisdictions).toHaveLength(54);
  });

  it('has unique codes', () => {
    expect(duplicates(jurisdictions.map((jurisdiction) => jurisdiction.code))).toEqual([]);
  });

  it('uses 50-minute credit hours for New York and Florida and 60 for Texas', () => {
    const minutes = new Map(jurisdictions.map((j) => [j.code, j.minutesPerCreditHour]));
    expect(minutes.get('NY')).toBe(50);
    expect(minutes.get('FL')).toBe(50);
    expect(minutes.get('TX')).toBe(60);
  });
});

describe('seed practice areas', () => {
  it('has unique slugs and includes the areas the product iconography suggests', () => {
    const slugs = practiceAreas.map((area) => area.slug);
    expect(duplicates(slugs)).toEqual([]);
    expect(practiceAreas.length).toBeGreaterThanOrEqual(18);
    expect(slugs).toEqual(expect.arrayContaining(['divorce', 'adoption', 'foreclosure', 'aviation']));
  });

  it('gives every practice area at least two courses', () => {
    for (const area of practiceAreas) {
      const count = courses.filter((course) => course.practiceAreas.includes(area.slug)).length;
      expect(count, area.slug).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('seed courses', () => {
  it('has at least 60 courses with unique slugs and titles', () => {
    expect(courses.length).toBeGreaterThanOrEqual(60);
    expect(duplicates(courses.map((course) => course.slug))).toEqual([]);
    expect(duplicates(courses.map((course) => course.title))).toEqual([]);
  });

  it('references only known practice areas and jurisdictions', () => {
    const areaSlugs = new Set(practiceAreas.map((area) => area.slug));
    const codes = new Set(jurisdictions.map((jurisdiction) => jurisdiction.code));
    for (const course of courses) {
      for (const area of course.practiceAreas)
        expect(areaSlugs.has(area), `${course.slug}: ${area}`).toBe(true);
      expect(duplicates(course.practiceAreas), course.slug).toEqual([]);
      for (const credit of course.credits) {
        if (typeof credit.jurisdictions === 'string') continue;
        for (const code of credit.jurisdictions)
          expect(codes.has(code), `${course.slug}: ${code}`).toBe(true);
      }
    }
  });

  it('never lists the same credit type and category twice for one jurisdiction of a course', () => {
    const usCodes = jurisdictions.filter((j) => j.country === 'US').map((j) => j.code);
    const allCodes = jurisdictions.map((j) => j.code);
    for (const course of courses) {
      const keys = course.credits.flatMap((credit) => {
        const codes =
          credit.jurisdictions === 'US'
            ? usCodes
            : credit.jurisdictions === 'ALL'
              ? allCodes
              : credit.jurisdictions;
        return codes.map((code) => `${code}|${credit.creditType}|${credit.category}`);
      });
      expect(duplicates(keys), course.slug).toEqual([]);
    }
  });

  it('describes a speaker who teaches several courses the same way each time', () => {
    const byName = new Map<string, string>();
    for (const speaker of courses.flatMap((course) => course.speakers)) {
      const profile = `${speaker.title}\n${speaker.bio}`;
      expect(byName.get(speaker.name) ?? profile, speaker.name).toBe(profile);
      byName.set(speaker.name, profile);
    }
  });

  it('points every course at a thumbnail that exists', () => {
    for (const course of courses) {
      expect(existsSync(`${thumbnailDir}${course.thumbnail}`), `${course.slug}: ${course.thumbnail}`).toBe(
        true,
      );
    }
  });

  it('carries every credit type on several courses', () => {
    const coursesWith = (type: string) =>
      courses.filter((course) => course.credits.some((credit) => credit.creditType === type)).length;
    for (const type of CREDIT_TYPES) expect(coursesWith(type), type).toBeGreaterThanOrEqual(6);
    expect(coursesWith('PARALEGAL_CLE')).toBeGreaterThanOrEqual(8);
    expect(coursesWith('CPD')).toBeGreaterThanOrEqual(8);
  });

  it('gives CPD credit only in CPD jurisdictions', () => {
    for (const course of courses) {
      for (const credit of course.credits.filter((c) => c.creditType === 'CPD')) {
        expect(Array.isArray(credit.jurisdictions), course.slug).toBe(true);
        if (Array.isArray(credit.jurisdictions)) {
          for (const code of credit.jurisdictions) expect(CPD_CODES, course.slug).toContain(code);
        }
      }
    }
  });

  it('marks some credit entries as pending and the rest approved with an accreditation number', () => {
    const credits = courses.flatMap((course) => course.credits);
    const pending = credits.filter((credit) => credit.approvalStatus === 'PENDING');
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.length / credits.length).toBeLessThan(0.2);
    for (const credit of credits.filter((c) => c.approvalStatus === 'APPROVED')) {
      expect(credit.accreditationNumber).toMatch(/^[A-Z]{2,3}-20\d\d-\d{4}$/);
    }
  });

  it('has exactly one live course in progress and one starting within the hour', () => {
    const inProgress = liveCourses.filter((course) => {
      const offset = liveOffset(course);
      return offset <= 0 && offset + course.durationMinutes > 0;
    });
    const startingSoon = liveCourses.filter((course) => {
      const offset = liveOffset(course);
      return offset > 0 && offset <= 60;
    });
    expect(inProgress).toHaveLength(1);
    expect(startingSoon).toHaveLength(1);
  });

  it('has at least six upcoming and four past live courses', () => {
    const upcoming = liveCourses.filter((course) => {
      const offset = liveOffset(course);
      return offset >= MINUTES_PER_DAY && offset <= 60 * MINUTES_PER_DAY;
    });
    const past = liveCourses.filter((course) => {
      const offset = liveOffset(course);
      return offset <= -2 * MINUTES_PER_DAY && offset >= -90 * MINUTES_PER_DAY;
    });
    expect(upcoming.length).toBeGreaterThanOrEqual(6);
    expect(past.length).toBeGreaterThanOrEqual(4);
  });

  it('includes searchable content for the accent-insensitive search', () => {
    expect(courses.some((course) => course.title.includes('Divorce'))).toBe(true);
    const speakerNames = courses.flatMap((course) => course.speakers.map((speaker) => speaker.name));
    expect(speakerNames.some((name) => name.normalize('NFD') !== name)).toBe(true);
  });

  it('keeps durations between 30 and 240 minutes', () => {
    for (const course of courses) {
      expect(course.durationMinutes, course.slug).toBeGreaterThanOrEqual(30);
      expect(course.durationMinutes, course.slug).toBeLessThanOrEqual(240);
    }
  });
});
