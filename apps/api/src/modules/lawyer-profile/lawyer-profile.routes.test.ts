import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorBodySchema,
  UserJurisdictionListSchema,
  UserJurisdictionSchema,
  UserPracticeAreaListSchema,
} from '@counsel/contracts';
import { seedCatalogFixtures } from '../../testing/catalog-fixtures.js';
import { createVerifiedUser } from '../../testing/identity-helpers.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

const APP_URL = 'http://counsel.test';
let t: TestApp;
let ana: { authorization: string };
let ben: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ APP_URL });
  await seedCatalogFixtures(t.database.db);
  const users = [
    { fullName: 'Ana María Ruiz', email: 'ana@example.com', password: 'violet-harbour-lamp-42' },
    { fullName: 'Ben Okafor', email: 'ben@example.com', password: 'copper-meadow-kite-77' },
  ];
  const [a, b] = await Promise.all(
    users.map((user) => createVerifiedUser(t.app, t.database.db, APP_URL, user)),
  );
  ana = { authorization: `Bearer ${a?.token ?? ''}` };
  ben = { authorization: `Bearer ${b?.token ?? ''}` };
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });

describe('my jurisdictions', () => {
  let anaNewYork = '';

  it('adds an admission with what the bar needs for the reporting period', async () => {
    const response = await call('POST', '/api/jurisdiction', ana, {
      jurisdictionCode: 'NY',
      barNumber: ' 4821937 ',
      admittedOn: '2015-01-21',
      birthDate: '1988-06-14',
    });
    expect(response.statusCode, response.body).toBe(201);
    const admission = UserJurisdictionSchema.parse(response.json());
    expect(admission).toMatchObject({
      barNumber: '4821937',
      admittedOn: '2015-01-21',
      birthDate: '1988-06-14',
      complianceGroup: null,
      jurisdiction: { code: 'NY', minutesPerCreditHour: 50 },
    });
    anaNewYork = admission.id;
    const california = await call('POST', '/api/jurisdiction', ana, {
      jurisdictionCode: 'CA',
      barNumber: '301122',
      complianceGroup: 'G3',
    });
    expect(california.statusCode).toBe(201);
  });

  it('lists only the caller’s own admissions', async () => {
    const mine = UserJurisdictionListSchema.parse((await call('GET', '/api/jurisdiction', ana)).json());
    expect(mine.items.map((item) => item.jurisdiction.code)).toEqual(['CA', 'NY']);
    const theirs = UserJurisdictionListSchema.parse((await call('GET', '/api/jurisdiction', ben)).json());
    expect(theirs.items).toEqual([]);
  });

  it('refuses a second admission in the same jurisdiction and unknown jurisdictions', async () => {
    const again = await call('POST', '/api/jurisdiction', ana, { jurisdictionCode: 'NY', barNumber: '1' });
    expect(again.statusCode).toBe(409);
    expect(ErrorBodySchema.parse(again.json()).error.code).toBe('ADMISSION_EXISTS');
    const unknown = await call('POST', '/api/jurisdiction', ana, { jurisdictionCode: 'ZZ', barNumber: '1' });
    expect(unknown.statusCode).toBe(404);
    expect(ErrorBodySchema.parse(unknown.json()).error.code).toBe('JURISDICTION_NOT_FOUND');
  });

  it('lets nobody else read, change or delete an admission', async () => {
    const update = await call('PUT', `/api/jurisdiction/${anaNewYork}`, ben, { barNumber: 'stolen' });
    expect(update.statusCode).toBe(404);
    const remove = await call('DELETE', `/api/jurisdiction/${anaNewYork}`, ben);
    expect(remove.statusCode).toBe(404);
    const still = UserJurisdictionListSchema.parse((await call('GET', '/api/jurisdiction', ana)).json());
    expect(still.items.find((item) => item.id === anaNewYork)?.barNumber).toBe('4821937');
  });

  it('updates and removes the caller’s own admission', async () => {
    const update = await call('PUT', `/api/jurisdiction/${anaNewYork}`, ana, {
      barNumber: '4821938',
      birthDate: null,
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(UserJurisdictionSchema.parse(update.json())).toMatchObject({
      barNumber: '4821938',
      birthDate: null,
    });
    expect((await call('DELETE', `/api/jurisdiction/${anaNewYork}`, ana)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/jurisdiction/${anaNewYork}`, ana)).statusCode).toBe(404);
  });

  it.each([
    ['a missing bar number', { jurisdictionCode: 'TX' }],
    ['a malformed date', { jurisdictionCode: 'TX', barNumber: '9', admittedOn: '21/01/2015' }],
    ['a malformed code', { jurisdictionCode: 'texas', barNumber: '9' }],
  ])('answers 400 for %s', async (_label, payload) => {
    const response = await call('POST', '/api/jurisdiction', ana, payload);
    expect(response.statusCode).toBe(400);
  });

  it('answers 400 for a malformed admission id and 401 without a token', async () => {
    expect((await call('PUT', '/api/jurisdiction/not-a-uuid', ana, { barNumber: '1' })).statusCode).toBe(400);
    expect((await call('GET', '/api/jurisdiction', {})).statusCode).toBe(401);
  });
});

describe('my practice areas', () => {
  it('starts with nothing selected, and saves a selection for the caller only', async () => {
    const before = UserPracticeAreaListSchema.parse((await call('GET', '/api/practice-area', ana)).json());
    expect(before.items.every((area) => !area.selected)).toBe(true);
    const saved = await call('POST', '/api/practice-area', ana, {
      selectedPracticeAreas: ['family', 'divorce', 'family'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const selected = UserPracticeAreaListSchema.parse(saved.json()).items.filter((area) => area.selected);
    expect(selected.map((area) => area.slug)).toEqual(['divorce', 'family']);
    const bens = UserPracticeAreaListSchema.parse((await call('GET', '/api/practice-area', ben)).json());
    expect(bens.items.some((area) => area.selected)).toBe(false);
  });

  it('refuses unknown practice areas and changes nothing', async () => {
    const response = await call('POST', '/api/practice-area', ana, {
      selectedPracticeAreas: ['banking', 'no-such-area'],
    });
    expect(response.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(response.json()).error.code).toBe('PRACTICE_AREA_NOT_FOUND');
    const after = UserPracticeAreaListSchema.parse((await call('GET', '/api/practice-area', ana)).json());
    expect(after.items.filter((area) => area.selected).map((area) => area.slug)).toEqual([
      'divorce',
      'family',
    ]);
  });

  it('clears the selection with an empty list', async () => {
    const response = await call('POST', '/api/practice-area', ana, { selectedPracticeAreas: [] });
    expect(UserPracticeAreaListSchema.parse(response.json()).items.some((area) => area.selected)).toBe(false);
  });
});
