import {
  type ValidationArguments,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';

/**
 * A path on this site starts with one `/`: browsers read `//host/x` and `/\\host/x` as
 * addresses on another site (protocol-relative), so those are not internal links.
 */
export const SITE_PATH = /^\/(?![/\\])/;
const ROUTE = /^\/(?![/\\])[\w\-./?=&%#~+]*$/;
const EXTERNAL = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;

/**
 * A link is an app route (`/apps/...`) when useRouter is true, an http(s) address when it
 * is false, and either while useRouter is not known (a patch that leaves it out: the
 * service checks again against the stored value). Answers what is wrong, or undefined.
 */
export function linkProblem(
  link: unknown,
  useRouter: boolean | undefined,
  field = 'link',
): string | undefined {
  if (useRouter === undefined) {
    return typeof link === 'string' && (ROUTE.test(link) || EXTERNAL.test(link))
      ? undefined
      : `${field} must be an app route starting with / or an http(s) address`;
  }
  if (useRouter === false) {
    return typeof link === 'string' && EXTERNAL.test(link)
      ? undefined
      : `${field} must be an http(s) address when useRouter is false`;
  }
  return typeof link === 'string' && ROUTE.test(link)
    ? undefined
    : `${field} must be an app route starting with / when useRouter is true`;
}

@ValidatorConstraint({ name: 'linkMatchesUseRouter' })
export class LinkMatchesUseRouter implements ValidatorConstraintInterface {
  validate(link: unknown, args: ValidationArguments): boolean {
    return linkProblem(link, (args.object as { useRouter?: boolean }).useRouter) === undefined;
  }

  defaultMessage(args: ValidationArguments): string {
    return (
      linkProblem(args.value, (args.object as { useRouter?: boolean }).useRouter, args.property) ??
      ''
    );
  }
}

export const IMAGE_PATTERN =
  /^(https?:\/\/\S+|\/(?![/\\])\S+|data:image\/(png|jpe?g|gif|webp|svg\+xml);base64,[A-Za-z0-9+/=]+)$/;
