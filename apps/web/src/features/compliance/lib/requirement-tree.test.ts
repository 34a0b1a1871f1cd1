import { describe, expect, it } from 'vitest';
import { makeRequirement } from '../../../app/testing/compliance-stub';
import { nestRequirements, type RequirementNode } from './requirement-tree';

const outline = (nodes: RequirementNode[]): unknown[] =>
  nodes.map((node) =>
    node.children.length > 0 ? [node.requirement.id, outline(node.children)] : node.requirement.id,
  );

describe('nestRequirements', () => {
  it('puts each "of which" minimum under its parent, in order', () => {
    const tree = nestRequirements([
      makeRequirement({ id: 'ethics', label: 'Legal ethics' }),
      makeRequirement({ id: 'competence', label: 'Competence' }),
      makeRequirement({ id: 'substance', label: 'Substance use', parentId: 'competence' }),
      makeRequirement({ id: 'mental', label: 'Mental health', parentId: 'competence' }),
      makeRequirement({ id: 'bias', label: 'Elimination of bias' }),
      makeRequirement({ id: 'implicit', label: 'Implicit bias', parentId: 'bias' }),
    ]);
    expect(outline(tree)).toEqual([
      'ethics',
      ['competence', ['substance', 'mental']],
      ['bias', ['implicit']],
    ]);
  });

  it('keeps a child whose parent is not listed before it at the top level', () => {
    const tree = nestRequirements([
      makeRequirement({ id: 'orphan', label: 'Orphan', parentId: 'missing' }),
      makeRequirement({ id: 'late-child', label: 'Late child', parentId: 'parent' }),
      makeRequirement({ id: 'parent', label: 'Parent' }),
    ]);
    expect(outline(tree)).toEqual(['orphan', 'late-child', 'parent']);
    expect(nestRequirements([])).toEqual([]);
  });
});
