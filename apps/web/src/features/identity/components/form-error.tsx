/** An error message of an auth form, announced when it appears: the shared form-level alert. */
export { FormAlert as FormError } from '../../../components/ui/form-field';
