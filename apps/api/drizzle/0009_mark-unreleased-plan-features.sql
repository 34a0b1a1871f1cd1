-- Plans seeded before plan_features.coming_soon existed: the features promised but not released yet (live webinars,
-- firm administration) say "Coming soon" until they ship, as db/seed/data/memberships.json now marks them.
UPDATE "plan_features" SET "coming_soon" = true
WHERE "included" = true
  AND "text" IN (
    'Live webinars with questions to the speakers',
    'Firm administration: invite, re-invite and revoke lawyers'
  );
