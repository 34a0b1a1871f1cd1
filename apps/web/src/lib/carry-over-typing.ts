/**
 * A server-rendered page (Browse, the landing page, a course page) is on screen and usable before the app
 * takes its place (main.tsx renders over it once the route's code is in). What the visitor typed into its fields
 * meanwhile, and where their caret was, carries over to the same fields of the app's page, as if typed there: the
 * value is set and an `input` event sent, so the page's state follows (a search typed on a slow connection is the
 * search that runs when they press Enter, not an empty one).
 *
 * Fields match by tag, type and name. Fields without a name or whose name is not unique on the page, passwords and
 * anything not typed into (checkboxes, radios, files) are left alone, as are fields still holding what was served.
 */
export interface TypedField {
  /** `tag:type:name`, e.g. `input:search:q`. */
  key: string;
  value: string;
  focused: boolean;
  selectionStart: number | null;
  selectionEnd: number | null;
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

const TYPED_INPUT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'number']);

function fieldKey(field: TextField): string | null {
  if (!field.name) return null;
  if (field instanceof HTMLTextAreaElement) return `textarea:textarea:${field.name}`;
  return TYPED_INPUT_TYPES.has(field.type) ? `input:${field.type}:${field.name}` : null;
}

/** Every typed field under `root`, by key; a key used twice is ambiguous and left out. */
function fieldsByKey(root: ParentNode): Map<string, TextField> {
  const fields = new Map<string, TextField>();
  const ambiguous = new Set<string>();
  for (const field of root.querySelectorAll<TextField>('input[name], textarea[name]')) {
    const key = fieldKey(field);
    if (key === null) continue;
    if (fields.has(key)) ambiguous.add(key);
    fields.set(key, field);
  }
  for (const key of ambiguous) fields.delete(key);
  return fields;
}

function selection(field: TextField): [number | null, number | null] {
  try {
    return [field.selectionStart, field.selectionEnd];
  } catch {
    return [null, null]; // e-mail and number fields have no selection
  }
}

/** What the visitor typed into the page under `root` (before the app renders over it). */
export function captureTypedFields(root: ParentNode): TypedField[] {
  const active = root instanceof Node ? root.ownerDocument?.activeElement : null;
  const typed: TypedField[] = [];
  for (const [key, field] of fieldsByKey(root)) {
    if (field.value === field.defaultValue) continue;
    const [selectionStart, selectionEnd] = selection(field);
    typed.push({ key, value: field.value, focused: field === active, selectionStart, selectionEnd });
  }
  return typed;
}

/** Types the captured values into the same fields of the page now under `root`, and puts the caret back. */
export function restoreTypedFields(root: ParentNode, typed: readonly TypedField[]): void {
  if (typed.length === 0) return;
  const fields = fieldsByKey(root);
  for (const entry of typed) {
    const field = fields.get(entry.key);
    if (!field) continue;
    if (field.value !== entry.value) {
      // The prototype's setter, not `field.value =`: a controlled field's framework watches the instance's value.
      const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
      Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set?.call(field, entry.value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (entry.focused) {
      field.focus();
      if (entry.selectionStart !== null && entry.selectionEnd !== null) {
        try {
          field.setSelectionRange(entry.selectionStart, entry.selectionEnd);
        } catch {
          // a field type without a selection
        }
      }
    }
  }
}
