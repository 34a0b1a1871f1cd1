/** docs/product-rules.md#passwords: passwords have 8 to 128 characters and are not among the most common ones. */
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

/** What a password is checked against besides itself. */
export interface PasswordContext {
  email?: string;
  name?: string;
  /**
   * A large list of breached or common passwords (lower case), checked on the server. The browser leaves it out
   * (bundle budget): it checks the short list above and shows the server's refusal for the rest.
   */
  isCommon?: (candidate: string) => boolean;
}

/** Parts of a name or an e-mail's local part shorter than this are ignored ("Li" inside "Lisbon2030"). */
const PERSONAL_PART_MIN_LENGTH = 4;

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

function unleet(value: string): string {
  return value.replace(/[013457@$!]/g, (character) => LEET[character] ?? character);
}

/**
 * The forms of a password an attacker's list would hold: as typed (lower case), without the digits and symbols
 * added around a word ("Summer2026" → summer, "Password1!" → password), without trailing symbols only
 * ("abc12345!" → abc12345), and with common letter swaps undone ("p@ssw0rd" → password).
 */
export function commonPasswordForms(password: string): string[] {
  const folded = password.toLowerCase();
  const forms = new Set([
    folded,
    folded.replace(/[^\p{L}\p{N}]+$/u, ''),
    folded.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''),
  ]);
  for (const form of [...forms]) forms.add(unleet(form));
  return [...forms].filter((form) => form.length >= PERSONAL_PART_MIN_LENGTH);
}

function personalParts(context: PasswordContext): { email: string[]; name: string[] } {
  const parts = (value: string | undefined) =>
    (value ?? '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((part) => part.length >= PERSONAL_PART_MIN_LENGTH);
  const localPart = context.email?.split('@')[0]?.toLowerCase() ?? '';
  return {
    email: [...new Set([localPart, ...parts(localPart)])].filter(
      (part) => part.length >= PERSONAL_PART_MIN_LENGTH,
    ),
    name: parts(context.name),
  };
}

/** Why a password is not acceptable, or null when it is. */
export function passwordProblem(password: string, context: PasswordContext = {}): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  const forms = commonPasswordForms(password);
  const isCommon = (form: string) => COMMON_PASSWORDS.has(form) || (context.isCommon?.(form) ?? false);
  if (forms.some(isCommon) || /^(.)\1+$/.test(password)) {
    return 'This password is too common. Choose one that is harder to guess.';
  }
  const folded = password.toLowerCase();
  const contains = (part: string) => folded.includes(part) || unleet(folded).includes(part);
  const personal = personalParts(context);
  if (personal.email.some(contains)) return 'Do not use your e-mail address in your password.';
  if (personal.name.some(contains)) return 'Do not use your name in your password.';
  return null;
}
