/** Identity issue: passwords have 8 to 128 characters and are not among the most common ones. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Frequent passwords of 8+ characters from public breach-frequency lists (lower case). */
const COMMON_PASSWORDS = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '12345678910',
  '87654321',
  '11111111',
  '00000000',
  '88888888',
  '11223344',
  '12341234',
  '123123123',
  '1q2w3e4r',
  '1q2w3e4r5t',
  '1qaz2wsx',
  'qwertyui',
  'qwertyuiop',
  'qwerty123',
  'qwerty12',
  'q1w2e3r4',
  'asdfghjk',
  'asdfghjkl',
  'zxcvbnm1',
  'password',
  'password1',
  'password12',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword',
  'pa$$word',
  'iloveyou',
  'iloveyou1',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'basketball',
  'superman',
  'batman123',
  'starwars',
  'whatever',
  'trustno1',
  'letmein1',
  'welcome1',
  'welcome123',
  'changeme',
  'default1',
  'abcd1234',
  'abc12345',
  'abcdefgh',
  'aa123456',
  'a1234567',
  'admin123',
  'administrator',
  'computer',
  'internet',
  'michelle',
  'jennifer',
  'jordan23',
  'liverpool',
  'chelsea1',
  'arsenal1',
  'master12',
  'mustang1',
  'shadow12',
  'monkey12',
  'dragon12',
  'charlie1',
  'michael1',
  'freedom1',
  'qazwsxedc',
  'zaq12wsx',
  'lawyer123',
  'attorney',
  'attorney1',
  'counsel1',
  'justice1',
  'paralegal',
  'lawfirm1',
  'barexam1',
]);

/** Why a password is not acceptable, or null when it is. */
export function passwordProblem(
  password: string,
  context: { email?: string; name?: string } = {},
): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  const folded = password.toLowerCase();
  if (COMMON_PASSWORDS.has(folded) || /^(.)\1+$/.test(password)) {
    return 'This password is too common. Choose one that is harder to guess.';
  }
  const localPart = context.email?.split('@')[0]?.toLowerCase();
  if (localPart && localPart.length >= 4 && folded.includes(localPart)) {
    return 'Do not use your e-mail address in your password.';
  }
  return null;
}
