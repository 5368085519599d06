import { describe, expect, it } from 'vitest';
import { adminTemplatesFixture } from '@/testing/template-settings';
import { sampleRunRequest } from './preview-variables';
import { checkDraft, nameFromLabel, newVariable, toDraft, toTemplateRequest } from './template-draft';

describe('template drafts', () => {
  it('sends a saved template back unchanged', () => {
    const [blog] = adminTemplatesFixture;
    const { title, description, category, icon, prompt, variables, active } = blog!;
    expect(toTemplateRequest(toDraft(blog!))).toEqual({
      title,
      description,
      category,
      icon,
      prompt,
      variables,
      active,
    });
  });

  it('sends only what a field’s type uses, numbers as numbers', () => {
    const draft = toDraft(null);
    draft.variables = [
      {
        ...newVariable(),
        name: 'words',
        label: 'Words',
        type: 'number',
        min: '10',
        max: '',
        max_length: '50',
        options: ['x'],
      },
    ];
    expect(toTemplateRequest(draft).variables).toEqual([
      { name: 'words', type: 'number', label: 'Words', required: true, min: 10, max: undefined },
    ]);
  });

  it('checks with the contract’s schema: errors keyed by path, as the server keys them', () => {
    const draft = toDraft(adminTemplatesFixture[0]!);
    draft.prompt = 'About {{topic}} in {{city}}.';
    draft.variables[1]!.options = ['Same', 'Same'];
    const check = checkDraft(draft);
    expect(check.ok).toBe(false);
    expect(check.errors).toMatchObject({
      prompt: 'The prompt uses {{city}}, which no field defines.',
      'variables.1.name': 'Use {{audience}} in the prompt, or remove this field.',
      'variables.1.options': 'Each option must be different.',
    });
  });

  it('names a field after its label in lowercase snake', () => {
    expect(nameFromLabel('Company name')).toBe('company_name');
    expect(nameFromLabel('2nd Café  line!')).toBe('nd_cafe_line');
  });

  it('builds the sample run by field name, leaving empty values out', () => {
    const draft = toDraft(adminTemplatesFixture[2]!);
    const [text, words] = draft.variables;
    expect(
      sampleRunRequest(draft.variables, {
        values: { [text!.key]: ' Some text ', [words!.key]: '120' },
        tone: '',
        length: 'Short',
        language: '',
      }),
    ).toEqual({ values: { text: 'Some text', words: 120 }, length: 'Short' });
  });
});
