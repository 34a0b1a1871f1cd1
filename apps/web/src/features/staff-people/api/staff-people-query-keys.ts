/** The People area's query keys (under `staff`, so a staff action refreshes the console). */
export const staffPeopleKeys = {
  search: (search: string, kind: string) => ['staff', 'people', 'search', search, kind] as const,
  person: (userId: string) => ['staff', 'people', 'person', userId] as const,
  firm: (firmId: string) => ['staff', 'people', 'firm', firmId] as const,
};
