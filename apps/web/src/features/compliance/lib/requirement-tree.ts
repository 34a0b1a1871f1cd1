import type { ComplianceRequirementStatus } from '@counsel/contracts';

export interface RequirementNode {
  requirement: ComplianceRequirementStatus;
  /** The "of which" minimums inside it. */
  children: RequirementNode[];
}

/**
 * The flat requirement rows of an admission (each parent before its children, `parentId` set on a child) as a tree,
 * in their order. A child whose parent is not listed before it stands at the top level, so no row is left out.
 */
export function nestRequirements(requirements: readonly ComplianceRequirementStatus[]): RequirementNode[] {
  const seen = new Map<string, RequirementNode>();
  const roots: RequirementNode[] = [];
  for (const requirement of requirements) {
    const node: RequirementNode = { requirement, children: [] };
    const parent = requirement.parentId === null ? undefined : seen.get(requirement.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
    if (!seen.has(requirement.id)) seen.set(requirement.id, node);
  }
  return roots;
}
